import ForceTouch
import Foundation
import QuickActions
import SeedApps
import Springboard
import TestSupport
import Testing
import TouchKit

/// Random sessions of presses, taps, slides, cancels, settings changes, home presses and terminations;
/// after every step the device's invariants hold, and at the end every quick action was delivered once.
@MainActor
@Suite("Device: randomized sessions keep the menu, the recognizer and the apps consistent")
struct DeviceRandomizedTests {
    static let apps: [AppManifest] =
        SeedApps.all + [
            .plain(
                "com.example.five",
                items: (1...5).map { ShortcutItem(type: "five.\($0)", localizedTitle: "Item \($0)") }),
            .plain("com.example.none"),
            .plain(
                "com.example.long",
                items: [
                    ShortcutItem(
                        type: "long",
                        localizedTitle: "A title far too long to fit on one line of the menu at all",
                        localizedSubtitle: "and a subtitle that is also much too long to fit")
                ]),
        ] + AppManifest.fillers(22)

    @Test("random sessions", arguments: [1, 2, 3, 7, 42, 1234, 9001, 0xC0FFEE] as [UInt64])
    func session(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let profile = DeviceProfile.all[random.below(DeviceProfile.all.count)]
        var phone = try TestDevice(profile: profile, apps: Self.apps)
        for step in 0..<250 {
            let action = random.below(12)
            let ids = phone.device.installedApps
            let target = ids[random.below(ids.count)]
            let onPage = phone.device.homeScreen.iconPlacement(of: target)
            let randomPoint = CGPoint(
                x: random.double(in: 0...Double(profile.screenSize.width)),
                y: random.double(in: 0...Double(profile.screenSize.height)))
            let point = onPage.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) } ?? randomPoint
            switch action {
            case 0, 1:
                phone.finger.forcePress(
                    at: random.chance(70) ? point : randomPoint, peak: CGFloat(random.double(in: 0.5...6.6)),
                    hold: random.double(in: 0...0.5), lift: true)
            case 2:
                phone.finger.forcePress(at: point, peak: CGFloat(random.double(in: 3...6.6)), lift: false)
                if let menu = phone.device.homeScreen.menu,
                    let row = menu.geometry.rows.randomElement(using: &random),
                    random.chance(70)
                {
                    phone.finger.slide(
                        to: CGPoint(
                            x: menu.geometry.frame.minX + row.frame.midX,
                            y: menu.geometry.frame.minY + row.frame.midY))
                } else {
                    phone.finger.slide(to: randomPoint)
                }
                phone.finger.lift()
            case 3:
                phone.finger.tap(at: random.chance(50) ? point : randomPoint)
            case 4:
                phone.finger.longPress(at: point, duration: random.double(in: 0.1...0.9))
            case 5:
                phone.finger.down(at: point)
                phone.finger.ramp(to: CGFloat(random.double(in: 0...6)), over: random.double(in: 0.05...0.5))
                phone.finger.cancel()
            case 6:
                phone.device.pressHome()
            case 7:
                let enabled = profile.hasForceTouch && random.chance(70)
                try phone.device.updateSettings(
                    DeviceSettings(
                        forceTouchEnabled: enabled, sensitivity: Sensitivity.allCases[random.below(3)],
                        language: random.chance(50) ? "en" : "zh-Hans"))
            case 8:
                try phone.device.openShortcutMenu(bundleIdentifier: target)
                if let items = phone.device.menuState?.items, !items.isEmpty, random.chance(60) {
                    try phone.device.chooseShortcut(type: items[random.below(items.count)].type)
                }
            case 9:
                try phone.device.terminate(bundleIdentifier: target)
            case 10:
                // A removal alert (iOS 13.2 and later, from a Delete App or Remove App row) is answered
                // now and then; otherwise it stays up and every touch lands on it.
                if let alert = phone.device.removalAlert, random.chance(50) {
                    try phone.device.answerRemovalAlert(alert.buttons[random.below(alert.buttons.count)])
                }
                phone.finger.wait(random.double(in: 0...1.5))
            default:
                phone.finger.down(at: randomPoint)
                phone.finger.slide(
                    to: CGPoint(x: random.double(in: 0...Double(profile.screenSize.width)), y: randomPoint.y),
                    steps: 4)
                phone.finger.lift()
            }
            let problems = phone.device.invariantViolations()
            #expect(problems.isEmpty, "seed \(seed), step \(step), action \(action): \(problems)")
            if !problems.isEmpty { return }
        }
        // The session did launch apps and deliver items, so the checks below say something.
        #expect(phone.device.log.contains { $0.event == "didBecomeActive" }, "seed \(seed)")
        // (Only force presses deliver items in time here: the session's presses are too short for
        // Haptic Touch, and a model without 3D Touch on iOS 12 opens no menu at all.)
        if profile.hasForceTouch {
            #expect(phone.device.log.contains { $0.shortcutType != nil }, "seed \(seed), \(profile.name)")
        }
        // Every delivery completed, and no cold launch delivered its item twice.
        let log = phone.device.log
        let performed = log.filter { $0.event == "performActionForShortcutItem" }.count
        let completed = log.filter { $0.event == "completionHandler" }.count
        #expect(performed == completed, "seed \(seed)")
        // No delivery went wrong. (Seed 001's app presenting its alert over its own alert is the app's
        // misuse, reported as `interfaceMisuse`, not the device's.)
        let deliveryProblems: Set<String> = [
            "completionHandlerNotCalled", "completionHandlerNotCalledBeforeTermination",
            "completionHandlerCalledTwice",
            "completionHandlerCalledAfterTermination", "performActionNotImplemented", "storeFailed",
            "corruptShortcutStore",
        ]
        #expect(
            phone.device.diagnostics.filter { deliveryProblems.contains($0.code) }.isEmpty, "seed \(seed)")
        for (index, entry) in log.enumerated()
        where entry.event == "didFinishLaunching" && entry.returned == false {
            let rest = log[(index + 1)...].prefix { $0.event != "didBecomeActive" || $0.app != entry.app }
            #expect(
                !rest.contains { $0.event == "performActionForShortcutItem" && $0.app == entry.app },
                "seed \(seed): \(entry.app) got its launching item twice")
        }
    }
}
