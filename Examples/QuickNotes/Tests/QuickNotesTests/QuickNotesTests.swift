import ForceTouchTesting
import Foundation
import QuickNotesApp
import Testing
import UIKit

/// QuickNotes on a simulated iPhone 6s: each quick action is performed exactly once, cold and warm,
/// with and without scenes; peek and pop work on the notes list.
@MainActor
@Suite("QuickNotes")
struct QuickNotesTests {
    static let id = "com.example.quicknotes"
    static let new = "com.example.quicknotes.new"
    static let open = "com.example.quicknotes.open"

    static func app(scenes: Bool) throws -> AppBundle {
        scenes
            ? try AppBundle(
                infoPlist: QuickNotesBundle.infoPlist, delegate: SceneAppDelegate.self, sceneDelegate: SceneDelegate.self)
            : try AppBundle(infoPlist: QuickNotesBundle.infoPlist, delegate: AppDelegate.self)
    }

    func handled(_ device: TestDevice) throws -> [String] {
        try #require(device.appDelegate(of: Self.id) as? AppDelegate).quickActions.handled
    }

    @Test("Cold: New Note is performed once and shows the new note", arguments: [false, true])
    func cold(scenes: Bool) throws {
        let device = try TestDevice()
        try device.install(try Self.app(scenes: scenes))
        #expect(try device.openQuickActionMenu(of: Self.id) == ["New Note", "Search"])
        try device.chooseQuickAction(titled: "New Note")
        #expect(try handled(device) == [Self.new])
        #expect(device.screenText.contains("(empty)"))
        #expect(device.diagnostics.isEmpty)
    }

    @Test("Warm: a dynamic item opens its note once; its completion handler succeeds once", arguments: [false, true])
    func warm(scenes: Bool) throws {
        let device = try TestDevice()
        try device.install(try Self.app(scenes: scenes))
        try device.launch(Self.id)
        device.pressHome()
        #expect(try device.openQuickActionMenu(of: Self.id) == ["New Note", "Search", "Groceries", "Ideas"])
        try device.chooseQuickAction(titled: "Ideas")
        #expect(try handled(device) == [Self.open])
        #expect(device.screenText.contains("A pressure-sensitive sketch pad"))
        let completions = device.events(of: Self.id).filter { $0.event == "completionHandler" }
        #expect(completions.map(\.succeeded) == [true])
        #expect(device.diagnostics.isEmpty)
    }

    @Test("Peek shows the note; pop pushes it; lifting a peek leaves the list")
    func peekAndPop() throws {
        let device = try TestDevice()
        try device.install(try Self.app(scenes: true))
        try device.launch(Self.id)
        let row = try device.point(ofText: "Meeting")
        try device.forcePress(at: row, reaching: .peek)
        #expect(device.preview?.phase == .peek)
        #expect(device.screenText.contains("Thursday 10:00, room 4"))
        try device.liftFinger()
        #expect(device.preview == nil)

        try device.forcePress(at: row, reaching: .pop)
        try device.liftFinger()
        let navigation = try #require(device.keyWindow?.rootViewController as? UINavigationController)
        #expect((navigation.topViewController as? NoteViewController)?.note.title == "Meeting")
    }

    @Test("The peek's Delete action removes the note")
    func deleteFromPeek() throws {
        let device = try TestDevice()
        try device.install(try Self.app(scenes: false))
        try device.launch(Self.id)
        try device.forcePress(at: try device.point(ofText: "Groceries"), reaching: .peek)
        device.device.revealPreviewActions()
        try device.liftFinger()
        try device.tap(at: try device.point(ofText: "Delete"))
        #expect(!device.screenText.contains("Groceries"))
    }
}
