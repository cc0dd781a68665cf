import Contacts
import ContactsUI
import ForceTouchTesting
import Foundation
import Testing

/// A chat app in the style of Apple's AppChat sample (our own code): at launch it asks for the user's
/// contacts, then offers a quick action per friend, with the friend's contact as the icon when the
/// address book has them, else the message glyph.
final class ContactChatAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The friends the app offers, top first.
    nonisolated(unsafe) static var friends = ["Kate Bell", "Nick Jones", "Hank Zakroff"]
    /// Whether the app reads a property it did not fetch (a bug iOS ends the app for).
    nonisolated(unsafe) static var readsUnfetchedKey = false
    var granted: Bool?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        CNContactStore().requestAccess(for: .contacts) { granted, _ in self.granted = granted }
        var items: [UIApplicationShortcutItem] = []
        for friend in Self.friends {
            var icon = UIApplicationShortcutIcon(type: .message)
            if CNContactStore.authorizationStatus(for: .contacts) == .authorized,
                let contact = try? CNContactStore().unifiedContacts(
                    matching: CNContact.predicateForContacts(matchingName: friend), keysToFetch: []
                ).first
            {
                icon = UIApplicationShortcutIcon(contact: contact)
                if Self.readsUnfetchedKey { _ = contact.phoneNumbers.first }
            }
            items.append(
                UIApplicationShortcutItem(
                    type: "chat", localizedTitle: friend, localizedSubtitle: "Send a chat", icon: icon,
                    userInfo: nil))
        }
        application.shortcutItems = items
        return true
    }
}

@MainActor
@Suite("A chat app's contact quick actions on a TestDevice", .serialized)
struct ContactChatAppTests {
    /// Installs the chat app as `bundleIdentifier`, its Info.plist with or without the usage description.
    func device(_ bundleIdentifier: String, usageDescription: Bool = true) throws -> (TestDevice, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contact-chat-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let usage =
            usageDescription
            ? "<key>NSContactsUsageDescription</key><string>Shows your friends' pictures.</string>" : ""
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>\(bundleIdentifier)</string>
            <key>CFBundleDisplayName</key><string>Chat</string>\(usage)
            </dict></plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let app = try AppBundle(
            infoPlist: folder.appendingPathComponent("Info.plist"), delegate: ContactChatAppDelegate.self)
        let device = try TestDevice(model: "iPhone 6s")
        try device.install(app)
        return (device, app.bundleIdentifier)
    }

    @Test("the user grants access; Kate and Hank get their monograms, Nick (not a contact) the message glyph")
    func monograms() throws {
        ContactChatAppDelegate.readsUnfetchedKey = false
        let (device, bundle) = try device("com.example.contactchat.grant")
        try device.launch(bundle)
        #expect(ContactDatabase.shared.authorizationStatus(forApp: bundle) == .authorized)
        #expect((device.appDelegate(of: bundle) as? ContactChatAppDelegate)?.granted == true)
        #expect(try device.openQuickActionMenu(of: bundle) == ["Kate Bell", "Nick Jones", "Hank Zakroff"])
        let lines = device.screenText.components(separatedBy: "\n")
        #expect(lines.contains("KB") && lines.contains("HZ"))
        #expect(!lines.contains("NJ"))
        #expect(device.diagnostics.isEmpty, "\(device.diagnostics)")
    }

    @Test("a user who says no: every friend gets the message glyph")
    func denied() throws {
        ContactChatAppDelegate.readsUnfetchedKey = false
        let bundle = "com.example.contactchat.deny"
        ContactDatabase.shared.setAuthorizationStatus(.denied, forApp: bundle)
        let (device, _) = try device(bundle)
        try device.launch(bundle)
        #expect((device.appDelegate(of: bundle) as? ContactChatAppDelegate)?.granted == false)
        try device.openQuickActionMenu(of: bundle)
        let lines = device.screenText.components(separatedBy: "\n")
        #expect(!lines.contains("KB"))
    }

    @Test("reading a key the fetch did not ask for is a diagnostic in the device, not a crash")
    func unfetchedKey() throws {
        ContactChatAppDelegate.readsUnfetchedKey = true
        defer { ContactChatAppDelegate.readsUnfetchedKey = false }
        let (device, bundle) = try device("com.example.contactchat.unfetched")
        try device.launch(bundle)
        let diagnostic = try #require(device.diagnostics.first { $0.message.contains("CNContact.") })
        #expect(diagnostic.message.contains("CNContact.phoneNumbers was read"))
        #expect(diagnostic.message.contains("Add phoneNumbers"))
        #expect(device.device.foregroundApp == bundle)
    }

    @Test("without NSContactsUsageDescription the app is refused and told which key to add")
    func usageDescription() throws {
        ContactChatAppDelegate.readsUnfetchedKey = false
        let (device, bundle) = try device("com.example.contactchat.nokey", usageDescription: false)
        try device.launch(bundle)
        #expect((device.appDelegate(of: bundle) as? ContactChatAppDelegate)?.granted == false)
        #expect(ContactDatabase.shared.authorizationStatus(forApp: bundle) == .notDetermined)
        #expect(device.diagnostics.contains { $0.message.contains("NSContactsUsageDescription") })
    }
}
