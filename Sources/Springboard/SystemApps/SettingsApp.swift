import ForceTouch
import Foundation
import TouchKit

/// The Settings app (`com.apple.Preferences`), as a system app of the device: General > Accessibility >
/// 3D Touch has the 3D Touch switch, the Light – Medium – Firm sensitivity slider and the "3D Touch
/// Sensitivity Test" picture that peeks and pops at the chosen sensitivity, and changing them changes
/// the device's settings, as on iOS (it calls `Device.updateSettings(_:)`).
///
/// It is part of the simulated system, not a seed app: it needs the device, which apps never see.
@MainActor
enum SettingsApp {
    /// The Settings app's bundle identifier, as on iOS.
    static let bundleIdentifier = "com.apple.Preferences"

    /// The manifest of the Settings app of `device`.
    static func manifest(for device: Device) -> AppManifest {
        AppManifest(
            bundleIdentifier: bundleIdentifier, displayName: "Settings", version: "1",
            icon: AppIcon(color: "#8E8E93", glyph: .symbol("gearshape.fill")),
            staticShortcutItems: .items([]),
            makeDelegate: { SettingsAppDelegate() },
            makeRootViewController: { [weak device] in
                NavigationController(rootViewController: rootPage(device))
            })
    }

    static func rootPage(_ device: Device?) -> ViewController {
        SettingsPageViewController(title: "Settings") {
            [
                .init(
                    header: nil, footer: nil,
                    rows: [.init(title: "General", detail: nil, kind: .page { generalPage(device) })])
            ]
        }
    }

    static func generalPage(_ device: Device?) -> ViewController {
        SettingsPageViewController(title: "General") {
            [
                .init(
                    header: nil, footer: nil,
                    rows: [
                        .init(title: "About", detail: device?.profile.name, kind: .info),
                        .init(title: "Accessibility", detail: nil, kind: .page { accessibilityPage(device) }),
                    ])
            ]
        }
    }

    static func accessibilityPage(_ device: Device?) -> ViewController {
        SettingsPageViewController(title: "Accessibility") {
            let state = device.map {
                $0.profile.hasForceTouch ? ($0.settings.forceTouchEnabled ? "On" : "Off") : "Not Available"
            }
            return [
                .init(
                    header: "Interaction", footer: nil,
                    rows: [.init(title: "3D Touch", detail: state, kind: .page { forceTouchPage(device) })])
            ]
        }
    }

    /// General > Accessibility > 3D Touch, as iOS 9–12 laid it out: the switch; then, while 3D Touch
    /// is on, the sensitivity slider (Light – Medium – Firm) and the "3D Touch Sensitivity Test"
    /// picture, which peeks and pops at the chosen sensitivity. Our own wording in the footers.
    static func forceTouchPage(_ device: Device?) -> ViewController {
        SettingsPageViewController(title: "3D Touch") {
            guard let device else { return [] }
            let settings = device.settings
            let available = device.profile.hasForceTouch
            var sections: [SettingsPageViewController.Section] = [
                .init(
                    header: nil,
                    footer: available
                        ? "Press harder on the screen for quick actions, previews and more."
                        : "This iPhone has no 3D Touch; touch and hold instead.",
                    rows: [
                        .init(
                            title: "3D Touch", detail: nil,
                            kind: .toggle(isOn: settings.forceTouchEnabled, isEnabled: available) { isOn in
                                var changed = device.settings
                                changed.forceTouchEnabled = isOn
                                device.applyFromSettingsApp(changed)
                            })
                    ])
            ]
            if available, settings.forceTouchEnabled {
                let choices = Sensitivity.allCases
                sections.append(
                    .init(
                        header: "3D Touch Sensitivity", footer: nil,
                        rows: [
                            .init(
                                title: "3D Touch Sensitivity", detail: nil,
                                kind: .slider(
                                    choices: choices.map { $0.rawValue.capitalized },
                                    selected: choices.firstIndex(of: settings.sensitivity) ?? 1
                                ) { index in
                                    var changed = device.settings
                                    changed.sensitivity = choices[index]
                                    device.applyFromSettingsApp(changed)
                                })
                        ]))
                sections.append(
                    .init(
                        header: "3D Touch Sensitivity Test",
                        footer:
                            "Press the picture to try the sensitivity: a lighter press peeks, a firmer one pops.",
                        rows: [.init(title: "3D Touch Sensitivity Test", detail: nil, kind: .sensitivityTest)]
                    ))
            }
            return sections
        }
    }
}

/// The Settings app's delegate: nothing to do at launch (the storyboard builds the pages).
@MainActor
final class SettingsAppDelegate: ApplicationDelegate {}
