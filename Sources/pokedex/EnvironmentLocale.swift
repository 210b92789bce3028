/// The locale a POSIX environment asks for, as the C library reads it for messages.
enum EnvironmentLocale {
    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`, skipping unset and empty ones; "C" when none is set.
    static func identifier(in environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return "C"
    }
}
