import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads at most a given number of a file's bytes, and says why a file can't be read in words
/// that name the cause (a symbolic link loop, a missing target, permissions).
package enum FileReading {
    /// A file that could not be read: a whole sentence, with how to fix it.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The file's first `limit` bytes (all of them when it is shorter): a file longer than a
    /// reader allows is read one byte past the allowance, never in full.
    /// - Parameter shown: the path as messages show it (default: the file's path).
    package static func bytes(of url: URL, atMost limit: Int, shown: String? = nil) throws(Failure) -> [UInt8] {
        try bytes(atPath: url.path, atMost: limit, shown: shown)
    }

    /// ``bytes(of:atMost:shown:)`` of a file named by its path.
    package static func bytes(atPath filePath: String, atMost limit: Int, shown: String? = nil) throws(Failure) -> [UInt8] {
        let path = shown ?? filePath
        // Without blocking, so a FIFO planted where a file should be can't hang the open; then
        // only a regular file is read (a FIFO or a device would be read without end).
        let descriptor = open(filePath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(description: explain(errno, path: path)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(description: explain(errno, path: path)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(
                description: "\(path) is not a regular file (it is a \(kindName(status.st_mode))); replace it with the file itself.")
        }
        var bytes: [UInt8] = []
        // Room for the size the file has now and one byte more, so a file read whole needs one
        // read and one more to see its end; one that grows meanwhile is read in more chunks.
        var chunk = [UInt8](repeating: 0, count: min(max(Int(status.st_size), 0) + 1, limit, 1 << 20))
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: explain(errno, path: path))
            }
            if count == 0 { break }
            if bytes.isEmpty && count < chunk.count {
                // Most files: the first read has it all (the next sees the end).
                bytes = Array(chunk[..<count])
            } else {
                bytes.append(contentsOf: chunk[..<count])
            }
        }
        return bytes
    }

    /// "directory", "FIFO", "character device"…: what a file's mode says it is.
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "directory"
        case S_IFIFO: "FIFO (a named pipe)"
        case S_IFCHR: "character device"
        case S_IFBLK: "block device"
        case S_IFSOCK: "socket"
        case S_IFLNK: "symbolic link"
        default: "special file"
        }
    }

    /// Why `open` or `read` failed on `path`, and what to do.
    static func explain(_ code: Int32, path: String) -> String {
        switch code {
        case ELOOP:
            return
                "\(path) is a symbolic link that leads back to itself (a loop of links, ELOOP); replace it with the file, or point it at a real file."
        case ENOENT:
            return "\(path) does not exist (a symbolic link to a file that is gone?); restore the file or remove the link."
        case EACCES, EPERM:
            return "Cannot read \(path): permission denied; make it readable (`chmod u+r`)."
        case EISDIR:
            return "\(path) is a directory where a file was expected; rename the directory."
        default:
            return "Cannot read \(path): \(String(cString: strerror(code))); check the file and run again."
        }
    }
}
