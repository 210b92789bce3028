import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// What a path to write names, symbolic links followed: how ``AtomicFile/write(_:to:skippingIfUnchanged:)`` writes it.
    enum Destination: Equatable {
        /// Nothing is there yet: a new file, through a temporary and a rename.
        case absent
        /// A regular file, at this path (the link's target when the path was a link): replaced
        /// through a temporary and a rename.
        case regularFile(URL)
        /// A character device or a FIFO: written as it is.
        case streamed

        /// - Throws: ``WriteError`` for a directory, socket or block device, which no write may
        ///   replace, and for a path that can't be examined (a link loop, a permission).
        init(_ url: URL) throws {
            var status = stat()
            guard stat(url.path, &status) == 0 else {
                let error = errno
                var link = stat()
                if error == ENOENT, lstat(url.path, &link) == 0 {
                    throw WriteError(
                        path: url.path, reason: "it is a symbolic link to a file that does not exist",
                        fix: "Pass the path of a file to write, or fix the link.")
                }
                if error == ENOENT || error == ENOTDIR && lstat(url.path, &link) != 0 {
                    self = .absent
                    return
                }
                throw WriteError(
                    path: url.path,
                    reason: error == ELOOP
                        ? "its symbolic links form a loop" : "it can't be examined (\(String(cString: strerror(error))))",
                    fix: error == ELOOP ? "Pass a path whose links end in a file." : "Check the permissions of its folders.")
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                self = .regularFile(url.resolvingSymlinksInPath())
            case S_IFCHR, S_IFIFO:
                self = .streamed
            default:
                let kind =
                    switch status.st_mode & S_IFMT {
                    case S_IFDIR: "a directory"
                    case S_IFSOCK: "a socket"
                    case S_IFBLK: "a block device"
                    default: "not a regular file"
                    }
                throw WriteError(
                    path: url.path, reason: "it is \(kind)",
                    fix:
                        "Pass the path of a regular file (it is replaced whole) or of a pipe or character device such as /dev/stdout (written as it is)."
                )
            }
        }
    }
}
