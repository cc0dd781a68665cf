import Foundation

// The POSIX calls of `AtomicFile`: write a temporary file, fsync it, rename it over the target and
// fsync the directory, so a crash leaves either the old file or the new one, never half of one.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AtomicFile {
    /// Whether a process with id `pid` exists now (one of another user's counts: `kill` says `EPERM`).
    static func processExists(_ pid: Int32) -> Bool {
        #if canImport(Glibc) || canImport(Darwin)
            guard pid > 0 else { return false }
            if kill(pid, 0) == 0 { return true }
            return errno == EPERM
        #else
            return true
        #endif
    }

    /// Writes `data` to `path` atomically through `temporaryPath` (which must be in the same directory).
    ///
    /// - Throws: `AtomicFile.Failure` naming the step and the system's reason; the temporary file is
    ///   removed and the target is left as it was.
    static func write(_ data: Data, to path: String, temporaryPath: String) throws(Failure) {
        #if canImport(Glibc) || canImport(Darwin)
            let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw Failure(step: .create, path: temporaryPath, reason: lastError())
            }
            var failure: Failure?
            data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < buffer.count {
                    let written = Glue.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = Failure(step: .write, path: temporaryPath, reason: lastError())
                        return
                    }
                    offset += written
                }
            }
            if failure == nil, fsync(descriptor) != 0 {
                failure = Failure(step: .sync, path: temporaryPath, reason: lastError())
            }
            if close(descriptor) != 0, failure == nil {
                failure = Failure(step: .write, path: temporaryPath, reason: lastError())
            }
            if failure == nil, rename(temporaryPath, path) != 0 {
                failure = Failure(step: .rename, path: path, reason: lastError())
            }
            if let failure {
                unlink(temporaryPath)
                throw failure
            }
            syncDirectory(of: path)
        #else
            throw Failure(step: .create, path: temporaryPath, reason: "no POSIX file system on this platform")
        #endif
    }

    /// Renames `path` to `newPath` (same directory), then syncs the directory.
    static func move(_ path: String, to newPath: String) throws(Failure) {
        guard rename(path, newPath) == 0 else {
            throw Failure(step: .rename, path: path, reason: lastError())
        }
        syncDirectory(of: newPath)
    }

    /// Removes the file at `path`; a missing file is not an error.
    static func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(step: .remove, path: path, reason: lastError())
        }
        syncDirectory(of: path)
    }

    /// Flushes the directory entry of `path` (best effort: some file systems refuse to sync a directory).
    private static func syncDirectory(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// The system's words for the last error (`strerror(errno)`).
    private static func lastError() -> String {
        String(cString: strerror(errno))
    }

    /// `write(2)`, named apart from the `write` above.
    private enum Glue {
        static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
            #if canImport(Glibc)
                Glibc.write(descriptor, bytes, count)
            #else
                Darwin.write(descriptor, bytes, count)
            #endif
        }
    }
}
