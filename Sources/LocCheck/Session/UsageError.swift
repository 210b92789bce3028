/// Arguments, a file or a folder a command can't run with: exit code 2, with one line on
/// standard error that says what is wrong and how to fix it.
package struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A whole sentence: what is wrong and how to fix it.
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
