import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActions

/// A contact icon with a picture: its bytes travel in the JSON forms (the dynamic item store, the
/// menu's JSON) and the menu picture draws them in a circle; without one, the initials.
@Suite("Contact icons: the picture's bytes in JSON and in the menu picture")
struct ContactIconTests {
    /// The 8-byte PNG signature and a few bytes: enough for the type to be known (nothing decodes it).
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

    @Test("a picture round-trips through the JSON form as base64, and the names stay")
    func jsonRoundTrip() throws {
        let item = ShortcutItem(
            type: "chat", localizedTitle: "Kate",
            icon: .contact(givenName: "Kate", familyName: "Bell", imageData: Self.png))
        let data = ShortcutItem.encodeList([item])
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"imageData\": \"\(Self.png.base64EncodedString())\""))
        let back = try ShortcutItem.decodeList(data)
        #expect(back.map(\.icon) == [.contact(givenName: "Kate", familyName: "Bell", imageData: Self.png)])
    }

    @Test("imageData that is not base64 is refused, naming the field")
    func badBase64() {
        let json =
            #"[{"type": "a", "title": "A", "icon": {"contact": {"givenName": "K", "imageData": "not base64!"}}}]"#
        #expect {
            _ = try ShortcutItem.decodeList(Data(json.utf8))
        } throws: { error in
            "\(error)".contains("imageData")
        }
    }

    @Test("the picture's type comes from its signature; unknown bytes have none")
    func mimeTypes() {
        #expect(ShortcutIcon.imageMIMEType(of: Self.png) == "image/png")
        #expect(ShortcutIcon.imageMIMEType(of: Data([0xFF, 0xD8, 0xFF, 0xE0])) == "image/jpeg")
        #expect(ShortcutIcon.imageMIMEType(of: Data("GIF89a".utf8)) == "image/gif")
        #expect(ShortcutIcon.imageMIMEType(of: Data("hello".utf8)) == nil)
        let unknown = ShortcutIcon.contact(givenName: "A", familyName: "B", imageData: Data("hello".utf8))
        #expect(unknown.contactImageDataURL == nil)
        #expect(
            ShortcutIcon.contact(givenName: "A", familyName: "B", imageData: Self.png).contactImageDataURL
                == "data:image/png;base64,\(Self.png.base64EncodedString())")
    }

    @Test("the menu picture draws a contact's picture clipped to a circle, and initials without one")
    func svg() {
        let items = [
            ShortcutItem(
                type: "a", localizedTitle: "Kate",
                icon: .contact(givenName: "Kate", familyName: "Bell", imageData: Self.png)),
            ShortcutItem(
                type: "b", localizedTitle: "John", icon: .contact(givenName: "John", familyName: "Appleseed")),
        ]
        let svg = QuickActionMenuSVG().render(MenuComposer().compose(staticItems: items, dynamicItems: []))
        #expect(!XMLCollector.parse(Data(svg.utf8)).failed)
        #expect(svg.contains("href=\"data:image/png;base64,\(Self.png.base64EncodedString())\""))
        #expect(svg.contains("<title>Kate Bell</title>"))
        #expect(svg.contains("clip-path=\"url(#contact-"))
        #expect(svg.contains(">JA</text>"))
        #expect(!svg.contains(">KB</text>"))
    }
}
