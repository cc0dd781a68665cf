/// The exit statuses every command uses.
public enum ExitStatus {
    /// Done, nothing wrong.
    public static let success: Int32 = 0
    /// The input was bad (a malformed trace, a lint error): the message says where.
    public static let failure: Int32 = 1
    /// The command line was wrong, or a path could not be read.
    public static let usage: Int32 = 2
}
