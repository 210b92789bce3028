import Foundation
import PokeTables
import PokeTablesIO

extension LocCheckSession {
    /// Writes each report where `--output` says, as it is rendered: a file atomically (saying so
    /// on stderr), or standard output. When no report goes to standard output, the counts go to
    /// stderr, so a CI log still shows them. A report file's bytes are also kept in `recording`.
    func write(_ report: LocCheckReport, to reports: ReportOutputs, color: Bool, recording: OutputRecording? = nil) throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        for destination in reports.outputs {
            let setting = ReportFormat.Setting(
                color: color && destination.path == nil && destination.format == .text, workingDirectory: workingDirectory)
            guard let path = destination.path else {
                try destination.format.render(report, setting) { standardOutput($0) }
                continue
            }
            try AtomicFile.write(to: URL(fileURLWithPath: path)) { sink in
                try destination.format.render(report, setting) { bytes in
                    try sink(bytes)
                    recording?.add(bytes, toFile: path)
                }
            }
            errorOutput("loccheck: wrote the \(destination.format.rawValue) report to \(path).\n")
        }
        if reports.standardOutput == nil { errorOutput("loccheck: \(report.countsSentence)\n") }
    }

    /// A report file inside the tables directory would be read as a table (an unrecognized file)
    /// by the next check, and could replace one: refused before the check runs.
    func refuseReportsInside(_ directory: URL, shown: String, _ reports: ReportOutputs) throws(UsageError) {
        for case (let format, let path?) in reports.outputs.map({ ($0.format, $0.path) })
        where TableDirectory.contains(URL(fileURLWithPath: path), in: directory) {
            let resolved = TableDirectory.resolvedPath(URL(fileURLWithPath: path))
            throw UsageError(
                "--output \(path) is inside the tables directory \(shown) (it is \(resolved)), where the next check would read it as a table; "
                    + "write the report outside it, such as `--output \(format.exampleFile)`.")
        }
    }

    /// Checks that every report's file can be written before the check holds the tables: a pipe
    /// (FIFO) that no process reads is refused here, not waited for under the lock.
    func checkReady(_ reports: ReportOutputs) throws {
        for path in reports.outputs.compactMap(\.path) {
            try AtomicFile.checkReady(URL(fileURLWithPath: path))
        }
    }
}
