import ForceTouchTesting
import Foundation
import Springboard
import Testing
import UIKit

/// The corpus's peek and pop and pressure code on a TestDevice.
@MainActor
@Suite("Corpus peek and pop, and pressure, on a TestDevice")
struct PreviewingCorpusTests {
    func launchedContacts() throws -> (TestDevice, PreviewingAppDelegate) {
        let app = try AppBundle(infoPlist: Fixture.plist("Contacts"), delegate: PreviewingAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? PreviewingAppDelegate)
        return (device, delegate)
    }

    @Test("Hint, peek, lift: the preview shows the row's contact, then everything returns")
    func peek() throws {
        let (device, delegate) = try launchedContacts()
        let contacts = try #require(delegate.contactsViewController)
        #expect(contacts.previewingContext != nil)
        let row = try device.point(ofText: "Grace Hopper")
        try device.forcePress(at: row, reaching: .hint)
        #expect(device.preview?.phase == .hint)
        try device.liftFinger()
        #expect(device.preview == nil)

        try device.forcePress(at: row, reaching: .peek)
        #expect(device.preview?.phase == .peek)
        #expect(device.screenText.contains("555-0102"))
        try device.liftFinger()
        #expect(device.preview == nil)
        #expect(contacts.committed.isEmpty)
    }

    @Test("Pop: previewingContext(_:commit:) shows the contact on the navigation stack")
    func pop() throws {
        let (device, delegate) = try launchedContacts()
        let contacts = try #require(delegate.contactsViewController)
        try device.forcePress(at: try device.point(ofText: "Alan Turing"), reaching: .pop)
        #expect(device.preview?.phase == .pop)
        try device.liftFinger()
        #expect(contacts.committed == ["Alan Turing"])
        let navigation = try #require(contacts.navigationController)
        #expect((navigation.topViewController as? ContactDetailViewController)?.contact.name == "Alan Turing")
        #expect(device.screenText.contains("555-0103"))
    }

    @Test("Preview actions: swipe up shows them; Delete runs the app's handler")
    func previewActions() throws {
        let (device, delegate) = try launchedContacts()
        let contacts = try #require(delegate.contactsViewController)
        let row = try device.point(ofText: "Ada Lovelace")
        try device.forcePress(at: row, reaching: .peek)
        device.device.revealPreviewActions()
        #expect(device.preview?.actionsVisible == true)
        try device.liftFinger()
        #expect(device.screenText.contains("Call"))
        #expect(device.screenText.contains("Share…"))
        try device.tap(at: try device.point(ofText: "Delete"))
        #expect(!contacts.contacts.contains { $0.name == "Ada Lovelace" })
        #expect(device.preview == nil)
    }

    @Test("Pressure: touchesMoved reads force / maximumPossibleForce, rising with the press")
    func pressure() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Pressure"), delegate: PressureAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let controller = try #require(device.keyWindow?.rootViewController as? PressureViewController)
        #expect(controller.pressureView.isHidden == false)
        #expect(controller.unavailableLabel.isHidden)
        try device.forcePress(at: CGPoint(x: 180, y: 400), reaching: .peek)
        let pressures = controller.pressureView.pressures
        #expect(pressures.count > 10)
        #expect(pressures.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect((pressures.max() ?? 0) > 0.5)
        #expect(controller.pressureView.readout.text != "0%")
        #expect(controller.pressureView.estimatedForceCount == 0)
        try device.liftFinger()
        #expect(controller.pressureView.endedCount == 1)
    }

    @Test("traitCollectionDidChange: switching 3D Touch off in Settings shows the fallback label")
    func traitsChange() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Pressure"), delegate: PressureAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let controller = try #require(device.keyWindow?.rootViewController as? PressureViewController)
        var settings = device.device.settings
        settings.forceTouchEnabled = false
        try device.device.updateSettings(settings)
        #expect(controller.pressureView.isHidden)
        #expect(controller.unavailableLabel.isHidden == false)
    }
}
