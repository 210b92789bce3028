import Foundation

// Exit codes: 0 ok, 1 not found, 2 usage error or could not run.
let status = await PokedexCommand(environment: ProcessInfo.processInfo.environment)
    .run(Array(CommandLine.arguments.dropFirst()))
exit(status)
