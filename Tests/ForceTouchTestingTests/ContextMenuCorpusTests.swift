import ForceTouchTesting
import Foundation
import Springboard
import Testing
import UIKit

/// The Gallery corpus app (iOS 13 context menus with an iOS 12 peek fallback) on TestDevices of
/// every kind: Haptic Touch models, 3D Touch models on iOS 13 and on iOS 12.
@MainActor
@Suite("Corpus context menus on a TestDevice: photo, album rows, a sort button, the dual path")
struct ContextMenuCorpusTests {
    func launchedGallery(
        model: String = "iPhone 11", systemVersion: String? = "13.0",
        settings: DeviceSettings = DeviceSettings()
    )
        throws -> (TestDevice, GalleryViewController)
    {
        let app = try AppBundle(infoPlist: Fixture.plist("Gallery"), delegate: GalleryAppDelegate.self)
        let device = try TestDevice(model: model, systemVersion: systemVersion, settings: settings)
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? GalleryAppDelegate)
        let gallery = try #require(delegate.galleryViewController)
        return (device, gallery)
    }

    /// The centre of `view` on the screen, once the window is laid out (the navigation bar moves the
    /// content down).
    func centre(of view: UIView) -> CGPoint {
        view.window?.layoutIfNeeded()
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test(
        "Haptic Touch models on iOS 13: a long press opens the photo's menu with its preview",
        arguments: ["iPhone XR", "iPhone 11", "iPhone 11 Pro"])
    func hapticTouchModels(model: String) throws {
        let (device, gallery) = try launchedGallery(model: model)
        let menu = try device.openContextMenu(at: centre(of: gallery.photoView))
        #expect(menu.titles == ["Share", "Favourite", "Rotate", "Delete"])
        #expect(menu.destructiveTitles == ["Delete"])
        #expect(menu.hasPreview)
        #expect(device.contextMenu?.titles == menu.titles)
        let events = device.events(of: Fixture.galleryApp).map(\.event)
        #expect(events.contains("configurationForMenuAtLocation"))
        #expect(events.contains("haptic"))
        try device.chooseMenuAction(titled: "Favourite")
        #expect(gallery.favourites == ["Beach"])
        #expect(device.contextMenu == nil)
    }

    @Test("A 3D Touch iPhone on iOS 13 opens the menu by force, before any long press could")
    func forceOn3DTouch() throws {
        let (device, gallery) = try launchedGallery(model: "iPhone 6s")
        device.keyWindow?.contextMenuPressConfiguration.longPressDuration = 5
        let finger = try device.touchDown(at: centre(of: gallery.photoView))
        try finger.press(reaching: .peek)
        #expect(device.contextMenu?.titles.first == "Share")
        try finger.lift()
        #expect(device.contextMenu != nil)
    }

    @Test("3D Touch switched off on iOS 13: the menu opens by a long press, not by force")
    func longPressWhen3DTouchIsOff() throws {
        var settings = DeviceSettings()
        settings.forceTouchEnabled = false
        let (device, gallery) = try launchedGallery(model: "iPhone 8", settings: settings)
        let finger = try device.touchDown(at: centre(of: gallery.photoView))
        try finger.hold(for: 0.4)
        #expect(device.contextMenu == nil)
        try finger.hold(for: 0.2)
        #expect(device.contextMenu?.hasPreview == true)
        try finger.lift()
        #expect(throws: TestDeviceError.forceTouchOff) {
            try device.forcePress(at: CGPoint(x: 10, y: 10), reaching: .peek)
        }
    }

    @Test("iOS 12.4 on a 3D Touch iPhone: the app takes its peek-and-pop path; no context menus")
    func iOS12Path() throws {
        let (device, gallery) = try launchedGallery(model: "iPhone 6s", systemVersion: "12.4")
        #expect(gallery.previewingContext != nil)
        #expect(gallery.photoView.interactions.isEmpty)
        #expect(throws: TestDeviceError.contextMenusNeediOS13(version: "12.4")) {
            try device.openContextMenu(at: centre(of: gallery.photoView))
        }
        try device.forcePress(at: centre(of: gallery.photoView), reaching: .peek)
        #expect(device.preview?.phase == .peek)
        try device.liftFinger()
        #expect(gallery.log == ["viewControllerForLocation"])
    }

    @Test("The iPhone XR on iOS 12: neither 3D Touch nor context menus, as on the device")
    func xrOniOS12() throws {
        let (device, gallery) = try launchedGallery(model: "iPhone XR", systemVersion: "12.0")
        #expect(gallery.previewingContext == nil)
        do {
            try device.openContextMenu(at: centre(of: gallery.photoView))
            Issue.record("a menu opened on iOS 12")
        } catch {
            #expect(
                error.description
                    == "this device runs iOS 12.0, which has no context menus (UIContextMenuInteraction came with iOS 13); make the TestDevice with systemVersion: \"13.0\" to test them."
            )
        }
    }

    @Test("Tapping the preview commits: the photo is pushed in the animator's completion")
    func tapPreviewCommits() throws {
        let (device, gallery) = try launchedGallery()
        try device.openContextMenu(at: centre(of: gallery.photoView))
        try device.tapPreview()
        #expect(device.contextMenu == nil)
        #expect(gallery.log.suffix(2) == ["willPerformPreviewAction", "willEnd"])
        #expect(gallery.navigationController?.topViewController is PhotoViewController)
        #expect(device.screenText.contains("Photo: Beach"))
    }

    @Test("A submenu opens in place under its title; its action runs after the menu goes")
    func submenu() throws {
        let (device, gallery) = try launchedGallery()
        try device.openContextMenu(at: centre(of: gallery.photoView))
        try device.chooseMenuAction(titled: "Rotate")
        #expect(device.contextMenu?.titles == ["Rotate", "Left", "Right"])
        try device.chooseMenuAction(titled: "Right")
        #expect(gallery.log.suffix(2) == ["willEnd", "rotate right"])
    }

    @Test("Tapping outside dismisses without choosing anything")
    func dismiss() throws {
        let (device, gallery) = try launchedGallery()
        try device.openContextMenu(at: centre(of: gallery.photoView))
        try device.dismissContextMenu()
        #expect(device.contextMenu == nil)
        #expect(gallery.log == ["configurationForMenuAtLocation", "willEnd"])
        #expect(gallery.favourites.isEmpty)
    }

    @Test("Drag to select: hold, slide onto Share, lift")
    func dragToSelect() throws {
        let (device, gallery) = try launchedGallery()
        let finger = try device.touchDown(at: centre(of: gallery.photoView))
        try finger.hold(for: 0.6)
        let menu = try #require(device.contextMenu)
        let share = menu.rowFrames[try #require(menu.titles.firstIndex(of: "Share"))]
        try finger.move(to: CGPoint(x: share.midX, y: share.midY), duration: 0.2)
        try finger.lift()
        #expect(gallery.log.suffix(2) == ["willEnd", "share"])
        #expect(device.contextMenu == nil)
    }

    @Test("An album row's menu comes from contextMenuConfigurationForRowAt; Delete Album removes it")
    func albumRow() throws {
        let (device, gallery) = try launchedGallery()
        let menu = try device.openContextMenu(at: try device.point(ofText: "Family"))
        #expect(menu.titles == ["Rename", "Delete Album"])
        #expect(!menu.hasPreview)
        try device.chooseMenuAction(titled: "Delete Album")
        #expect(gallery.albums == ["Holidays", "Screenshots"])
        #expect(!device.screenText.contains("Family"))
    }

    @Test("A button with showsMenuAsPrimaryAction opens its menu on a tap (iOS 14)")
    func sortButton() throws {
        let (device, gallery) = try launchedGallery()
        try device.tap(at: centre(of: gallery.sortButton))
        #expect(device.contextMenu?.titles == ["Date", "Name"])
        #expect(device.contextMenu?.hasPreview == false)
        try device.chooseMenuAction(titled: "Name")
        #expect(gallery.sortOrder == "Name")
    }

    @Test("Misuse says what to do: no menu open, a title not shown, a second finger, a lifted finger")
    func misuse() throws {
        let (device, gallery) = try launchedGallery()
        #expect(throws: TestDeviceError.noContextMenuOpen) { try device.chooseMenuAction(titled: "Share") }
        try device.openContextMenu(at: centre(of: gallery.photoView))
        do {
            try device.chooseMenuAction(titled: "Print")
            Issue.record("chose a row that is not there")
        } catch {
            #expect(
                error.description
                    == "the open context menu shows no 'Print'; it shows: Share, Favourite, Rotate, Delete.")
        }
        try device.dismissContextMenu()
        let finger = try device.touchDown(at: CGPoint(x: 20, y: 600))
        #expect(throws: TestDeviceError.fingerAlreadyDown) {
            try device.touchDown(at: CGPoint(x: 30, y: 600))
        }
        try finger.lift()
        #expect(throws: TestDeviceError.noFingerDown) { try finger.lift() }
        do {
            try device.openContextMenu(at: CGPoint(x: 200, y: 800))
            Issue.record("a menu opened on empty space")
        } catch {
            #expect(
                error.description.hasPrefix("pressing (200, 800) on the iPhone 11 opened no context menu"))
        }
    }
}
