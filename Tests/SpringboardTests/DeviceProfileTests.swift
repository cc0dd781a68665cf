import Foundation
import Springboard
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
        ])
    func models(name: String, width: Double, height: Double, scale: Double, hasForceTouch: Bool) throws {
        let profile = try DeviceProfile.named(name)
        #expect(profile.name == name)
        #expect(profile.screenSize == CGSize(width: width, height: height))
        #expect(Double(profile.screen.scale) == scale)
        #expect(profile.hasForceTouch == hasForceTouch)
        #expect(Double(profile.maximumPossibleForce) == (hasForceTouch ? 20.0 / 3.0 : 0))
        #expect(profile.hasHomeButton == (name != "iPhone X"))
        #expect(profile.statusBarHeight == (name == "iPhone X" ? 44 : 20))
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
                    + "'iPhone 6', 'iPhone SE'."
            ),
            (
                "Pixel 7 Pro Max",
                "no device profile is called 'Pixel 7 Pro Max'; the profiles are 'iPhone 6s', 'iPhone 6s Plus', "
                    + "'iPhone 7', 'iPhone 7 Plus', 'iPhone 8', 'iPhone 8 Plus', 'iPhone X', 'iPhone 6', 'iPhone SE'."
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
                + #""name":"iPhone 6s","scale":2,"screen":{"height":667,"width":375},"statusBarHeight":20}"#)
        #expect(try JSONDecoder().decode(DeviceProfile.self, from: data) == .iPhone6s)
        let se = try JSONDecoder().decode(
            DeviceProfile.self, from: try encoder.encode(DeviceProfile.iPhoneSE))
        #expect(se == .iPhoneSE)
    }
}
