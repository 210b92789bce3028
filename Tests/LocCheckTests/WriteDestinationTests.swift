import CommandTestSupport
import Foundation
import PokeTablesIO
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Where a write may go: a regular file is replaced whole, a device or a pipe is written as it
/// is, anything else is refused. Run as root (as CI is), the old write replaced /dev/null with a
/// regular file and read /dev/zero without end; these tests use private device nodes.
@Suite("writes onto devices, pipes, links and directories")
struct WriteDestinationTests {
    let binary = BuiltCommand("loccheck")
    let loccheck = InProcessLocCheck()

    /// The file type of `path`, as lstat sees it (links not followed).
    static func type(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    /// A character device of our own with the numbers of /dev/null (1, 3) or /dev/zero (1, 5); nil
    /// where this process may not make device nodes (not root, or a container without CAP_MKNOD).
    static func device(_ minor: Int32, in directory: URL, named name: String) -> URL? {
        let url = directory.appendingPathComponent(name)
        // glibc's makedev for a major and minor below 256 (makedev itself is a C macro Swift can't call).
        let device = dev_t(1 << 8 | minor)
        guard mknod(url.path, S_IFCHR | 0o666, device) == 0 else { return nil }
        return url
    }

    @Test("a character device is written as it is: it stays a device, and its (endless) old bytes are never read")
    func characterDevice() async throws {
        let directory = try TemporaryDirectory()
        guard let null = Self.device(3, in: directory.url, named: "null"), let zero = Self.device(5, in: directory.url, named: "zero")
        else {
            print("characterDevice: skipped, this process may not make device nodes (mknod needs root with CAP_MKNOD)")
            return
        }
        let tables = try directory.copyOfPackageTables()
        for device in [null, zero] {
            let export = await loccheck.run(["export", "ko", "--format", "po", "--output", device.path, "--tables", tables.path])
            #expect(export.status == 0, "\(export.stderr)")
            #expect(Self.type(device.path) == S_IFCHR, "\(device.lastPathComponent) is still a character device")
            #expect(try AtomicFile.write(Array("psyduck = 고라파덕\n".utf8), to: device))
            #expect(Self.type(device.path) == S_IFCHR)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test("a FIFO (or /dev/stdout in a pipe) gets the bytes as they are, read by its reader, and stays a FIFO")
    func fifo() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.url.appendingPathComponent("out.po")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let tables = try directory.copyOfPackageTables()
        // The reader: cat copies the FIFO into a regular file, as a pipeline would read it.
        let copy = directory.url.appendingPathComponent("copy.po")
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo.path, copy.path]
        try reader.run()
        let export = try binary.run(["export", "ko", "--format", "po", "--output", fifo.path, "--tables", tables.path])
        reader.waitUntilExit()
        #expect(export.status == 0, "\(export.stderr)")
        #expect(Self.type(fifo.path) == S_IFIFO)
        let written = try String(contentsOf: copy, encoding: .utf8)
        #expect(written.contains("msgctxt \"species:psyduck\"\nmsgid \"Psyduck\"\nmsgstr \"고라파덕\""))

        let piped = try binary.run(["export", "ko", "--format", "po", "--output", "/dev/stdout", "--tables", tables.path])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == written, "/dev/stdout, a pipe here, gets the same bytes")
        let dash = try binary.run(["export", "ko", "--format", "po", "--output", "-", "--tables", tables.path])
        #expect(dash.status == 0, "\(dash.stderr)")
        #expect(dash.stdout == written, "--output - is standard output")
        #expect(!FileManager.default.fileExists(atPath: BuiltCommand.packageRoot.appendingPathComponent("-").path))
    }

    @Test("a directory or a socket is refused with a sentence that says what to pass; nothing is written")
    func refused() async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect {
            try AtomicFile.write(Array("x".utf8), to: folder)
        } throws: { error in
            "\(error)"
                == "Could not write \(folder.path): it is a directory. Pass the path of a regular file (it is replaced whole) or of a pipe or character device such as /dev/stdout (written as it is)."
        }
        let tables = try directory.copyOfPackageTables()
        let export = await loccheck.run(["export", "ko", "--format", "po", "--output", folder.path, "--tables", tables.path])
        #expect(export.status == 2)
        #expect(export.stderr.contains("it is a directory. Pass the path of a regular file"), "\(export.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let loop = directory.url.appendingPathComponent("loop")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        #expect {
            try AtomicFile.write(Array("x".utf8), to: loop)
        } throws: { error in
            "\(error)".contains("its symbolic links form a loop. Pass a path whose links end in a file.")
        }
    }

    @Test("a link to a regular file keeps pointing at it, and the file it points to is replaced")
    func link() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("real.txt")
        try Data("old\n".utf8).write(to: file)
        let link = directory.url.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        #expect(try AtomicFile.write(Array("new\n".utf8), to: link))
        #expect(Self.type(link.path) == S_IFLNK)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
    }

    @Test("an old file that starts with the new bytes and goes on is replaced: the comparison reads one byte past them, no more")
    func longerOldFile() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("table.txt")
        try Data(("psyduck = Psyduck\n" + String(repeating: "x", count: 1_000_000)).utf8).write(to: file)
        #expect(try AtomicFile.write(Array("psyduck = Psyduck\n".utf8), to: file))
        #expect(try String(contentsOf: file, encoding: .utf8) == "psyduck = Psyduck\n")
        #expect(try AtomicFile.write(Array("psyduck = Psyduck\n".utf8), to: file) == false, "unchanged bytes are left alone")
    }
}
