import Foundation
import Springboard
import TestSupport
import Testing
import TouchKit

@Suite("Device profiles: Apple's screen sizes in points and 3D Touch")
struct DeviceProfileTests {
    @Test(
        "each model's screen, scale and 3D Touch",
        arguments: [
            ("iPhone 6s", 375.0, 667.0, 2.0, true),
            ("iPhone 6s Plus", 414, 736, 3, true),
            ("iPhone 7", 375, 667, 2, true),
            ("iPhone 7 Plus", 414, 736, 3, true),
            ("iPhone 8", 375, 667, 2, true),
            ("iPhone 8 Plus", 414, 736, 3, true),
            ("iPhone X", 375, 812, 3, true),
            ("iPhone 6", 375, 667, 2, false),
            ("iPhone SE", 320, 568, 2, false),
            ("iPhone XR", 414, 896, 2, false),
            ("iPhone 11", 414, 896, 2, false),
            ("iPhone 11 Pro", 375, 812, 3, false),
            ("iPhone SE (2nd generation)", 375, 667, 2, false),
            ("iPhone 12", 390, 844, 3, false),
            ("iPhone 13", 390, 844, 3, false),
        ])
    func models(name: String, width: Double, height: Double, scale: Double, hasForceTouch: Bool) throws {
        let profile = try DeviceProfile.named(name)
        #expect(profile.name == name)
        #expect(profile.screenSize == CGSize(width: width, height: height))
        #expect(Double(profile.screen.scale) == scale)
        #expect(profile.hasForceTouch == hasForceTouch)
        #expect(Double(profile.maximumPossibleForce) == (hasForceTouch ? 20.0 / 3.0 : 0))
        // The models with a notch: no home button, a taller status bar (47 points from the iPhone 12).
        let statusBar: CGFloat =
            switch name {
            case "iPhone X", "iPhone XR", "iPhone 11", "iPhone 11 Pro": 44
            case "iPhone 12", "iPhone 13": 47
            default: 20
            }
        #expect(profile.hasHomeButton == (statusBar == 20))
        #expect(profile.statusBarHeight == statusBar)
    }

    @Test(
        "names match ignoring case, spaces and hyphens",
        arguments: ["iphone-6s", "IPHONE 6S PLUS", "iPhoneX", "iphone_se"])
    func lenientNames(name: String) throws {
        #expect(throws: Never.self) { try DeviceProfile.named(name) }
    }

    @Test(
        "unknown names say which exist, with the nearest",
        arguments: [
            (
                "iPhone 6t",
                "no device profile is called 'iPhone 6t' (did you mean 'iPhone 6s'?); the profiles are 'iPhone 6s', "
                    + "'iPhone 6s Plus', 'iPhone 7', 'iPhone 7 Plus', 'iPhone 8', 'iPhone 8 Plus', 'iPhone X', "
                    + "'iPhone 6', 'iPhone SE', 'iPhone XR', 'iPhone 11', 'iPhone 11 Pro', 'iPhone SE (2nd generation)', 'iPhone 12', 'iPhone 13'."
            ),
            (
                "Pixel 7 Pro Max",
                "no device profile is called 'Pixel 7 Pro Max'; the profiles are 'iPhone 6s', 'iPhone 6s Plus', "
                    + "'iPhone 7', 'iPhone 7 Plus', 'iPhone 8', 'iPhone 8 Plus', 'iPhone X', 'iPhone 6', 'iPhone SE', 'iPhone XR', 'iPhone 11', 'iPhone 11 Pro', 'iPhone SE (2nd generation)', 'iPhone 12', 'iPhone 13'."
            ),
        ])
    func unknownName(name: String, message: String) {
        #expect(throws: SpringboardError.self) { try DeviceProfile.named(name) }
        do {
            _ = try DeviceProfile.named(name)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("JSON: the simulator's profile object, and back")
    func json() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(DeviceProfile.iPhone6s)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"hasForceTouch":true,"hasHomeButton":true,"maximumPossibleForce":6.666666666666667,"#
                + #""name":"iPhone 6s","scale":2,"screen":{"height":667,"width":375},"statusBarHeight":20,"#
                + #""systemVersion":"12.4"}"#)
        #expect(try JSONDecoder().decode(DeviceProfile.self, from: data) == .iPhone6s)
        let se = try JSONDecoder().decode(
            DeviceProfile.self, from: try encoder.encode(DeviceProfile.iPhoneSE))
        #expect(se == .iPhoneSE)
    }

    @Test(
        "system versions read as UIDevice spells them; others are refused with a reason",
        arguments: [
            ("12.4", "12.4", nil), ("9.0", "9.0", nil), ("13.0", "13.0", nil), ("12.4.1", "12.4.1", nil),
            ("13.1", "13.1", nil), ("13.2", "13.2", nil), ("14.1", "14.1", nil), ("15.7.9", "15.7.9", nil),
            (
                "16.0", nil,
                "the system version '16.0' is not modelled; choose 9.0 to 12.x (3D Touch) or 13.0 to 15.x (Haptic Touch)."
            ),
            (
                "8.4", nil,
                "the system version '8.4' is not modelled; choose 9.0 to 12.x (3D Touch) or 13.0 to 15.x (Haptic Touch)."
            ),
            (
                "12", nil,
                "the system version '12' is not a version; write it as UIDevice's systemVersion does, such as '12.4' or '13.0'."
            ),
            (
                "12.x", nil,
                "the system version '12.x' is not a version; write it as UIDevice's systemVersion does, such as '12.4' or '13.0'."
            ),
            (
                " 12.4", nil,
                "the system version ' 12.4' is not a version; write it as UIDevice's systemVersion does, such as '12.4' or '13.0'."
            ),
        ] as [(String, String?, String?)])
    func systemVersions(text: String, parsed: String?, message: String?) {
        do {
            let version = try SystemVersion(text)
            #expect(version.description == parsed)
            #expect(message == nil)
        } catch {
            #expect(parsed == nil)
            #expect(error.description == message)
        }
    }

    @Test("each model runs the versions it shipped with and later, up to 15.x (the iPhone 6: 12.x)")
    func modelVersions() throws {
        for profile in DeviceProfile.all {
            #expect(profile.systemVersion == max(.standard, profile.firstSystemVersion), "\(profile.name)")
        }
        #expect(DeviceProfile.iPhone11.systemVersion.description == "13.0")
        #expect(DeviceProfile.iPhoneSE2.systemVersion.description == "13.4")
        #expect(DeviceProfile.iPhone12.systemVersion.description == "14.1")
        #expect(DeviceProfile.iPhone13.systemVersion.description == "15.0")
        #expect(try DeviceProfile.iPhone6s.running(SystemVersion("15.7")).systemVersion.description == "15.7")
        #expect(throws: SpringboardError.self) { try DeviceProfile.iPhone12.running(SystemVersion("14.0")) }
        #expect(throws: SpringboardError.self) { try DeviceProfile.iPhoneSE2.running(.hapticTouch) }
        #expect(try DeviceProfile.iPhoneXR.running(SystemVersion("12.0")).systemVersion.description == "12.0")
        #expect(throws: SpringboardError.self) {
            try DeviceProfile.iPhone11Pro.running(SystemVersion("12.4"))
        }
        #expect(try DeviceProfile.iPhoneSE.running(SystemVersion("9.3")).systemVersion.description == "9.3")
        #expect(try DeviceProfile.iPhone6s.running(.hapticTouch).systemVersion.hasHapticTouch)
        #expect(throws: SpringboardError.self) { try DeviceProfile.iPhoneX.running(SystemVersion("10.3")) }
        #expect(throws: SpringboardError.self) { try DeviceProfile.iPhone6.running(.hapticTouch) }
        do {
            _ = try DeviceProfile.iPhone6.running(.hapticTouch)
        } catch {
            #expect(
                error.description
                    == "the iPhone 6 never ran iOS 13.0: it runs 9.0 to 12.x here; choose a version in that range, or another model."
            )
        }
        #expect(
            DeviceProfile.iPhoneX.runningNearest(SystemVersion(major: 9, minor: 3)).systemVersion.description
                == "11.0")
        // Round trip through JSON keeps the version; a version the model never ran is refused.
        let x13 = try DeviceProfile.iPhoneX.running(.hapticTouch)
        #expect(try JSONDecoder().decode(DeviceProfile.self, from: try JSONEncoder().encode(x13)) == x13)
        let bad = Data(
            #"{"name":"iPhone X","screen":{"width":375,"height":812},"hasForceTouch":true,"systemVersion":"10.0"}"#
                .utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DeviceProfile.self, from: bad) }
    }

    @Test("randomized: every parsed version prints back as written and orders by its numbers")
    func randomizedVersions() throws {
        var random = SplitMix64(seed: 0x5157_4E16)
        for _ in 0..<500 {
            let major = Int.random(in: 9...13, using: &random)
            let minor =
                major == 13 ? Int.random(in: 0...1, using: &random) : Int.random(in: 0...9, using: &random)
            let patch = Int.random(in: 0...5, using: &random)
            let text = patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
            let version = try SystemVersion(text)
            #expect(version.description == text)
            #expect(version.hasHapticTouch == (major >= 13))
            #expect((version < .hapticTouch) == (major < 13))
        }
    }
}
