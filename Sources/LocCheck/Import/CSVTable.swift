/// A CSV file with a header row, as PokeAPI's `data/v2/csv` files are (RFC 4180 quoting).
struct CSVTable {
    let columns: [String]
    let rows: [[String]]
    /// The line of the file each row starts on, from 1 (the header's is 1 when it has no new
    /// line in a quoted field): what a message about a row quotes.
    let lines: [Int]

    /// Parses CSV text; a quoted field may hold commas, doubled quotes and new lines.
    init(text: String, name: String) throws(ImportError) {
        var rows: [[String]] = []
        var starts: [Int] = []
        var line = 1
        var rowStart = 1
        var row: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? iterator.next() {
            pending = nil
            if scalar == "\n" { line += 1 }
            if quoted {
                if scalar == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\r": continue
            case "\n":
                row.append(field)
                rows.append(row)
                starts.append(rowStart)
                row = []
                field = ""
                rowStart = line
            default: field.unicodeScalars.append(scalar)
            }
        }
        if quoted { throw ImportError("\(name) ends inside a quoted field; the file is truncated, copy it again.") }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
            starts.append(rowStart)
        }
        guard let header = rows.first else { throw ImportError("\(name) is empty; it needs a header row.") }
        columns = header
        self.rows = Array(rows.dropFirst())
        lines = Array(starts.dropFirst())
    }

    /// The index of a column, or an error that names the file and the column.
    func column(_ name: String, in file: String) throws(ImportError) -> Int {
        guard let index = columns.firstIndex(of: name) else {
            throw ImportError("\(file) has no column `\(name)` (it has \(columns.joined(separator: ", "))); is it PokeAPI's data/v2/csv?")
        }
        return index
    }
}

/// An import that could not run, with a sentence saying why.
package struct ImportError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
