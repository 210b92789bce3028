import Foundation
import LocCheck

// The package's own tables, for `swift run loccheck` from anywhere inside the checkout.
let packageTables = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources")
exit(LocCheckCommand(packageTables: packageTables).run(Array(CommandLine.arguments.dropFirst())))
