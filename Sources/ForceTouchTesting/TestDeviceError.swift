public import Foundation

/// Why a `TestDevice` call failed; `description` says what, where and what to do.
public enum TestDeviceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No device model has this name.
    case unknownModel(String, reason: String)
    /// The temporary state folder could not be made.
    case stateDirectory(String, reason: String)
    /// Springboard refused (an install, a page change).
    case springboard(String)
    /// No app with this bundle identifier is installed.
    case noSuchApp(String, installed: [String])
    /// The app is installed but has no icon on the home screen.
    case notOnHomeScreen(String)
    /// The model has no 3D Touch.
    case noForceTouch(model: String)
    /// 3D Touch is switched off in the device's settings.
    case forceTouchOff
    /// A force press on the icon did not open a menu (the app has no quick actions).
    case menuDidNotOpen(String, log: [String])
    /// No quick action menu is open.
    case noMenuOpen
    /// The open menu has no row with this title or type.
    case noSuchQuickAction(String, available: [String])
    /// Tapping the icon did not bring the app to the front.
    case didNotOpen(String, foreground: String?)
    /// A finger is already down (from `forcePress`): lift it first.
    case fingerAlreadyDown
    /// `liftFinger()` without a finger down.
    case noFingerDown
    /// No app is in front (the home screen is showing).
    case noAppInFront
    /// No visible label shows this text.
    case noSuchText(String, screen: String)
    /// Context menus came with iOS 13; the device runs this earlier version.
    case contextMenusNeediOS13(version: String)
    /// Pressing there opened no context menu.
    case contextMenuDidNotOpen(at: CGPoint, model: String, log: [String])
    /// No context menu is open.
    case noContextMenuOpen
    /// The open context menu shows no row with this title.
    case noSuchMenuAction(String, available: [String])
    /// Typing with no text field editing in the app in front.
    case noTextInput

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .unknownModel(let name, let reason):
            "no device model is named '\(name)': \(reason)"
        case .stateDirectory(let path, let reason):
            "cannot make the device's state folder \(path): \(reason)"
        case .springboard(let reason):
            reason
        case .noSuchApp(let id, let installed):
            "no app '\(id)' is installed; installed: \(installed.joined(separator: ", ")). Install it with "
                + "install(_:) first, and check the bundle identifier in its Info.plist."
        case .notOnHomeScreen(let id):
            "'\(id)' is installed but has no icon on the home screen."
        case .noForceTouch(let model):
            "the \(model) has no 3D Touch, so it cannot be force-pressed. Make the TestDevice with a "
                + "model that has it (\"iPhone 6s\" … \"iPhone X\")."
        case .forceTouchOff:
            "3D Touch is off in this device's settings; make the TestDevice with forceTouchEnabled: true."
        case .menuDidNotOpen(let id, let log):
            "a force press on '\(id)' opened no quick action menu: the app has no quick actions (no "
                + "UIApplicationShortcutItems in its Info.plist and no dynamic items). Its log: "
                + (log.isEmpty ? "(empty)" : log.joined(separator: "; "))
        case .noMenuOpen:
            "no quick action menu is open; call openQuickActionMenu(of:) first."
        case .noSuchQuickAction(let wanted, let available):
            "the open menu has no quick action '\(wanted)'; it has: \(available.joined(separator: ", "))."
        case .didNotOpen(let id, let foreground):
            "tapping '\(id)' did not bring it to the front (in front: \(foreground ?? "the home screen"))."
        case .fingerAlreadyDown:
            "a finger is still down: lift it first (liftFinger() after forcePress(at:reaching:), the "
                + "finger's lift() after touchDown(at:))."
        case .noFingerDown:
            "no finger is down; liftFinger() follows forcePress(at:reaching:), and a finger from "
                + "touchDown(at:) cannot be used after its lift()."
        case .noAppInFront:
            "no app is in front; launch one first."
        case .noSuchText(let text, let screen):
            "no visible label shows '\(text)'. The screen shows:\n\(screen)"
        case .contextMenusNeediOS13(let version):
            "this device runs iOS \(version), which has no context menus (UIContextMenuInteraction came "
                + "with iOS 13); make the TestDevice with systemVersion: \"13.0\" to test them."
        case .contextMenuDidNotOpen(let point, let model, let log):
            "pressing (\(Self.number(point.x)), \(Self.number(point.y))) on the \(model) opened no context "
                + "menu: no view there has a UIContextMenuInteraction, or its delegate gave a nil "
                + "configuration or an empty menu without a preview. The app's log since the press: "
                + (log.isEmpty ? "(empty)" : log.joined(separator: "; "))
        case .noContextMenuOpen:
            "no context menu is open; call openContextMenu(at:) first."
        case .noSuchMenuAction(let wanted, let available):
            "the open context menu shows no '\(wanted)'; it shows: \(available.joined(separator: ", "))."
        case .noTextInput:
            "nothing was typed: no text field is editing in the app in front. Tap the field first "
                + "(tap(at:)), or call becomeFirstResponder() on it."
        }
    }

    /// `12` or `12.5`: a coordinate as a person writes it.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
