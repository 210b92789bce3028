import Foundation
import LocCheck

// The package's own tables, for `swift run loccheck --package-tables` from anywhere.
let packageTables = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources")
// Exit codes: 0 clean, 1 findings, 2 could not run.
exit(await LocCheckCommand(packageTables: packageTables).run(Array(CommandLine.arguments.dropFirst())))
