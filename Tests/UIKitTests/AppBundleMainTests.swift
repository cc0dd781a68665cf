import ForceTouchTesting
import Foundation
import Testing
import UIKit

/// An app written as Apple's Application Shortcuts sample writes one: an icon number in
/// `[String: Int]` user info, a text field observed with `NotificationCenter.default` on
/// `OperationQueue.main`. (This file imports Foundation as well as UIKit, as many iOS files do: the
/// UIKit module's `addObserver` must still be the one chosen.)
final class IconShortcutsAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var events: [String] = []
    var window: UIWindow?
    var observer: NSObjectProtocol?

    static let composeType = "com.example.iconshortcuts.Compose"

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        let info: [String: Int] = ["icon": UIApplicationShortcutIcon.IconType.play.rawValue]
        application.shortcutItems = [
            UIApplicationShortcutItem(
                type: Self.composeType, localizedTitle: "Compose", localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(type: .compose), userInfo: info)
        ]
        observer = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: nil, queue: OperationQueue.main
        ) { notification in
            let field = notification.object as? UITextField
            Self.events.append("changed \(field?.text ?? "?")")
        }
        return true
    }
}

@MainActor
@Suite("[String: Int] user info and main-queue observers, as an iOS app uses them")
struct AppBundleMainTests {
    func launched() throws -> TestDevice {
        IconShortcutsAppDelegate.events = []
        let app = try AppBundle(
            infoPlist: Fixture.plist("IconShortcuts"), delegate: IconShortcutsAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        return device
    }

    @Test(
        "A quick action made with [String: Int] user info is published, and its icon number reads back as Int"
    )
    func userInfo() throws {
        let device = try launched()
        device.pressHome()
        #expect(try device.openQuickActionMenu(of: "com.example.iconshortcuts") == ["Compose"])
        let item = UIApplicationShortcutItem(
            type: "t", localizedTitle: "T", localizedSubtitle: nil, icon: nil,
            userInfo: ["icon": 3, "name": "x"])
        #expect(item.userInfo?["icon"] as? Int == 3)
        #expect(try item.shortcutItem().userInfo == ["icon": .integer(3), "name": .string("x")])
    }

    @Test(
        "An observer on OperationQueue.main runs at once for a post on the main actor (Foundation's would wait forever)"
    )
    func mainQueueObserver() throws {
        final class Heard: @unchecked Sendable { var names: [String] = [] }
        let heard = Heard()
        let name = Notification.Name("AppBundleMainTests.ping")
        let observer = NotificationCenter.default.addObserver(
            forName: name, object: nil, queue: OperationQueue.main
        ) {
            note in
            heard.names.append(note.name.rawValue)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        NotificationCenter.default.post(name: name, object: nil)
        #expect(heard.names == ["AppBundleMainTests.ping"])
    }

    @Test("Typing into a text field reaches an observer on the main queue, with the field as object")
    func textFieldObserved() throws {
        let device = try launched()
        let window = try #require(device.keyWindow)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        #expect(throws: TestDeviceError.noTextInput) { try device.typeText("x") }
        try device.tap(at: CGPoint(x: 100, y: 117))
        #expect(field.isFirstResponder)
        try device.typeText("Hi")
        try device.typeText("!", deleting: 1)
        #expect(field.text == "H!")
        // Every launch of the app (other tests launch it too) leaves its observer registered, as
        // NotificationCenter.default outlives the app here: repeated lines are the same change.
        var heard: [String] = []
        for event in IconShortcutsAppDelegate.events where event.hasPrefix("changed") && heard.last != event {
            heard.append(event)
        }
        #expect(heard.suffix(3) == ["changed Hi", "changed H", "changed H!"])
        #expect(Set<UIView>([field, field]).count == 1, "views hash by identity, as NSObjects")
    }
}
