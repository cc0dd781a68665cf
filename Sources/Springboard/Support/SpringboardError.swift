/// Why the device refused a request: an unknown profile, app or shortcut type, a setting the model
/// cannot have, an app that cannot be installed.
///
/// The wording lives in `SpringboardMessages`; `description` is the sentence for people (the simulator
/// returns it as the JSON error's message, the control port as `error: …`).
public enum SpringboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No built-in profile is called `name`.
    case unknownProfile(name: String, suggestion: String?, known: [String])
    /// No installed app has this bundle identifier.
    case unknownApp(bundleIdentifier: String, suggestion: String?)
    /// The open menu of `bundleIdentifier` has no row of this type.
    case unknownShortcutType(type: String, bundleIdentifier: String, available: [String])
    /// A row was to be chosen, but no quick action menu is open.
    case noMenuOpen
    /// A button of the removal alert was to be tapped, but no alert is shown (`shown` empty) or it has
    /// no such button (`shown` lists those it has).
    case noRemovalAlert(button: String, shown: [String])
    /// A row of `bundleIdentifier`'s menu was to be chosen while another app's menu is open.
    case menuOfAnotherApp(requested: String, open: String)
    /// 3D Touch was to be switched on for a model without it.
    case forceTouchUnsupported(profile: String)
    /// A system version that is not `major.minor[.patch]`, or outside the modelled 9.0–15.x.
    case invalidSystemVersion(text: String, reason: String)
    /// The model never ran this iOS version (`first`…`last` are the ones it did, as modelled).
    case systemVersionUnsupported(profile: String, version: String, first: String, last: String)
    /// The language setting is empty.
    case emptyLanguage
    /// A registration with an empty bundle identifier or display name.
    case invalidRegistration(bundleIdentifier: String, reason: String)
    /// An Info.plist or app folder could not be installed (`reason` is QuickActions' message).
    case installFailed(path: String, reason: String)
    /// The app needs a newer iOS than the device runs (its `MinimumOSVersion`).
    case requiresNewerSystem(
        app: String, bundleIdentifier: String, minimum: String, running: String, profile: String)

    /// The sentence: what was wrong and what to do.
    public var description: String { SpringboardMessages.description(of: self) }
}
