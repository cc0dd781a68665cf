/// Writes files so that a crash or a full disk never leaves half a file: a temporary file in the
/// same directory, `fsync`, `rename` over the target, then `fsync` of the directory.
///
/// The system calls live in `AtomicFile+Glibc.swift` (with its Darwin branch).
enum AtomicFile {
    /// A step that failed, with the system's reason.
    struct Failure: Error, Sendable, Hashable {
        /// Which step.
        enum Step: String, Sendable, Hashable {
            case create, write, sync, rename, remove
        }

        /// The step that failed.
        var step: Step
        /// The file it failed on.
        var path: String
        /// The system's words (`strerror`).
        var reason: String
    }
}
