/// The build phase CocoaPods adds to an app target, and the stop it makes when the checkout has no
/// (or an outdated) `Pods/` folder: Xcode's build runs it first and fails with its message.
///
/// `pod install` adds "[CP] Check Pods Manifest.lock" to each target that uses pods; it compares
/// the `Podfile.lock` beside the Podfile with `Pods/Manifest.lock` (the copy `pod install` leaves in
/// the sandbox) and, when they differ or the sandbox is missing, prints the error below and stops the
/// build. Repositories often leave `Pods/` out, so a fresh checkout stops there in Xcode; `forcetouch
/// build` stops at the same place with the same words, plus where and what to do.
public enum CocoaPodsCheck {
    /// The phase's name, as `pod install` writes it.
    public static let phaseName = "[CP] Check Pods Manifest.lock"

    /// The error the phase prints (CocoaPods' words).
    public static let sandboxMessage =
        "The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation."

    /// Xcode's stop for `target`, or nil when it would pass: the target has the phase and
    /// `manifestLock` (`Pods/Manifest.lock` in `projectFolder`) is missing or differs from
    /// `podfileLock` (`Podfile.lock`, nil when missing).
    public static func problem(
        target: String, scriptPhases: [String], projectFolder: String, podfileLock: String?,
        manifestLock: String?
    ) -> String? {
        guard scriptPhases.contains(phaseName) else { return nil }
        if let manifest = manifestLock, let podfile = podfileLock, manifest == podfile { return nil }
        let why: String
        if manifestLock == nil {
            why = "\(projectFolder)/Pods/Manifest.lock does not exist (the checkout has no Pods/ folder)"
        } else if podfileLock == nil {
            why = "\(projectFolder)/Podfile.lock does not exist"
        } else {
            why = "\(projectFolder)/Pods/Manifest.lock differs from \(projectFolder)/Podfile.lock"
        }
        return "error: \(sandboxMessage) (target '\(target)', build phase “\(phaseName)”: \(why); "
            + "run `pod install` in \(projectFolder), then build again. forcetouch build compiles the app "
            + "target's own files, not the pods)"
    }
}
