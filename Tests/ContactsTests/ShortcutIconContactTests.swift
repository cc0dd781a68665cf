import Contacts
import ContactsUI
import Foundation
import QuickActions
import Testing
import UIKit

/// `UIApplicationShortcutIcon(contact:)` as AppChat uses it: a contact found by name with no keys
/// fetched becomes an icon carrying the names (for the monogram) and the picture, if any.
@Suite("UIApplicationShortcutIcon(contact:) and ContactsUI's import")
struct ShortcutIconContactTests {
    @Test("a contact fetched with no keys still gives its names to the icon")
    func fetchedWithoutKeys() throws {
        let database = ContactDatabase()
        database.setAuthorizationStatus(.authorized, forApp: Bundle.main.bundleIdentifier ?? "")
        let store = CNContactStore(database: database)
        let kate = try #require(
            try store.unifiedContacts(
                matching: CNContact.predicateForContacts(matchingName: "Kate Bell"), keysToFetch: []
            )
            .first)
        let icon = UIApplicationShortcutIcon(contact: kate)
        #expect(icon.icon == .contact(givenName: "Kate", familyName: "Bell", imageData: nil))
        #expect(icon == UIApplicationShortcutIcon(contact: SampleContacts.kateBell))
    }

    @Test("a contact with a picture gives its bytes to the icon")
    func withPicture() {
        let contact = CNMutableContact()
        contact.givenName = "Nick"
        contact.familyName = "Jones"
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        contact.imageData = png
        #expect(contact.imageDataAvailable && contact.thumbnailImageData == png)
        let item = UIApplicationShortcutItem(
            type: "chat", localizedTitle: "Nick Jones", localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(contact: contact), userInfo: nil)
        #expect(item.icon?.icon == .contact(givenName: "Nick", familyName: "Jones", imageData: png))
    }
}
