import CommandTestSupport
import Foundation

extension TemporaryDirectory {
    /// A copy of the package's own tables inside this directory.
    func copyOfPackageTables() throws -> URL {
        let copy = url.appendingPathComponent("tables")
        try FileManager.default.copyItem(at: BuiltCommand.packageRoot.appendingPathComponent("Resources"), to: copy)
        return copy
    }
}
