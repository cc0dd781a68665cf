/// The messages `lint`, `menu` and `convert` print themselves (the module's own findings are
/// worded in QuickActions), in one place.
enum QuickActionsCommandWording {
    static func notPositive(_ option: String, _ text: String) -> String {
        "--\(option) needs a positive whole number, not '\(text)'"
    }
    static let toRequired = "--to android|webmanifest is required"
    static func standardInputTooLarge(_ size: Int, _ limit: Int) -> String {
        "standard input holds \(size) bytes, over the \(limit)-byte limit; it was not read"
    }
    static func dynamicTooLarge(_ path: String) -> String {
        "\(path): error: the file is over the 10 MB limit; it was not read"
    }
    static func dynamicUnreadable(_ path: String, exists: Bool) -> String {
        "error: \(path): cannot be read (\(exists ? "permission denied or not a file" : "no such file"))"
    }
    static func noLocalization(_ asked: String, available: [String], shown: String?) -> String {
        "warning: no localisation for '\(asked)' (the app has \(available.joined(separator: ", "))); "
            + (shown.map { "as iOS does, the menu falls back to '\($0)'" } ?? "titles are shown as written")
    }
    static func lintSummary(errors: Int, warnings: Int) -> String {
        "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
    static func notWritten(_ paths: [String]) -> String {
        "note: not written without --out: \(paths.joined(separator: ", "))"
    }
    static func binaryNotPrinted(_ paths: [String]) -> String {
        "note: binary files not printed (use --out): \(paths.joined(separator: ", "))"
    }
    static func wouldReplaceInput(_ path: String) -> String {
        "error: writing \(path) would replace an input file; choose another --out"
    }
    static func cannotWrite(_ path: String, _ reason: String) -> String {
        "error: cannot write \(path) (\(reason))"
    }
    static func wrote(_ path: String) -> String { "wrote \(path)" }
}
