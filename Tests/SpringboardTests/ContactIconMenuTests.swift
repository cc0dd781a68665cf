import Foundation
import QuickActions
import Springboard
import Testing
import TouchKit

/// The Home Screen menu draws a contact icon as iOS does: the contact's picture in a circle, in its own
/// colours; without a picture, the initials on a grey disc.
@MainActor
@Suite("The quick action menu's contact icons: picture in a circle, else a monogram")
struct ContactIconMenuTests {
    static let bundle = "com.example.chat"
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

    /// Every node of `tree`, depth first.
    func nodes(_ tree: RenderNode) -> [RenderNode] {
        [tree] + tree.children.flatMap(nodes)
    }

    @Test("a pressed app's contact items: Kate's picture clipped round, John's initials")
    func pictureAndMonogram() throws {
        var phone = try TestDevice(
            apps: [
                .plain(
                    Self.bundle, name: "Chat",
                    items: [
                        ShortcutItem(
                            type: "kate", localizedTitle: "Kate Bell",
                            icon: .contact(givenName: "Kate", familyName: "Bell", imageData: Self.png)),
                        ShortcutItem(
                            type: "john", localizedTitle: "John Appleseed",
                            icon: .contact(givenName: "John", familyName: "Appleseed")),
                    ])
            ])
        phone.finger.forcePress(at: phone.finger.icon(Self.bundle))
        #expect(phone.menuTitles == ["Kate Bell", "John Appleseed"])
        let all = nodes(phone.device.render())
        let picture = try #require(
            all.first { $0.attributes.image?.name.hasPrefix("data:image/png;base64,") == true })
        #expect(picture.attributes.image?.name == "data:image/png;base64,\(Self.png.base64EncodedString())")
        #expect(picture.attributes.image?.tintColor == nil)
        #expect(picture.attributes.clipsToBounds)
        #expect(picture.attributes.cornerRadius == Double(picture.attributes.frame.width) / 2)
        #expect(picture.attributes.cornerRadius > 0)
        #expect(all.contains { $0.attributes.text?.string == "JA" })
        #expect(!all.contains { $0.attributes.text?.string == "KB" })
    }
}
