import ForceTouchTesting
import Foundation
import Storyboards
import TestSupport
import Testing
import UIKit

/// A Master-Detail storyboard launched from a scene manifest's `UISceneStoryboardFile`: the
/// navigation controller's root relationship, prototype cells dequeued as copies (a custom cell class
/// with its outlet, `viewWithTag`), a cell's selection segue pushing the detail, a bar button item's
/// action, and a static table's own rows.
@MainActor
@Suite("UIStoryboard: navigation, prototype cells and static tables")
struct UIStoryboardTableTests {
    func launched() throws -> (TestDevice, UINavigationController, MasterViewController) {
        ForceTouchRegistry.install(notesRegistry)
        let app = try AppBundle(
            infoPlist: Fixture.plist("MasterDetail"), delegate: NotesAppDelegate.self,
            sceneDelegate: NotesSceneDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let window = try #require(device.keyWindow)
        window.layoutIfNeeded()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let master = try #require(navigation.viewControllers.first as? MasterViewController)
        return (device, navigation, master)
    }

    @Test("UISceneStoryboardFile wins over UIMainStoryboardFile; the root relationship fills the stack")
    func sceneStoryboard() throws {
        let (device, navigation, master) = try launched()
        #expect(navigation.viewControllers.count == 1)
        #expect(master.title == "Master")
        #expect(master.navigationItem.title == "Notes")
        #expect(master.tableView.rowHeight == 60)
        #expect(device.screenText.contains("Groceries"))
        let sceneDelegate = try #require(
            device.sceneDelegate(of: "com.example.storyboard.masterdetail") as? NotesSceneDelegate)
        #expect(sceneDelegate.window != nil)
    }

    @Test(
        "with the registry installed for the app only (as a built app's is), the scene's storyboard makes its custom classes"
    )
    func sceneStoryboardWithTheAppsRegistry() throws {
        // Before the fix the scene's storyboard was made outside the app's code, so the app's own
        // registry was not the current one: the master was a plain view controller, its outlets unset.
        ForceTouchRegistry.install(ForceTouchRegistry(classes: []))
        defer { ForceTouchRegistry.install(notesRegistry) }
        let app = try AppBundle(
            infoPlist: Fixture.plist("MasterDetail"), delegate: NotesAppDelegate.self,
            sceneDelegate: NotesSceneDelegate.self)
        ForceTouchRegistry.install(notesRegistry, forApp: app.bundleIdentifier)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let window = try #require(device.keyWindow)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.first is MasterViewController)
        #expect(device.diagnostics.isEmpty, "\(device.diagnostics)")
    }

    @Test("a prototype cell is dequeued as a new copy of its hierarchy, its built-in labels filled")
    func prototypeCells() throws {
        let (_, _, master) = try launched()
        let table = try #require(master.tableView)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first !== second)
        #expect(first.reuseIdentifier == "Cell")
        #expect(first.style == .subtitle)
        #expect(first.accessoryType == .disclosureIndicator)
        #expect(first.textLabel?.text == "Groceries")
        #expect(second.detailTextLabel?.text == "12 items")
    }

    @Test("a custom cell class from a prototype: its outlet, awakeFromNib after it, viewWithTag")
    func customCell() throws {
        let (_, _, master) = try launched()
        let table = try #require(master.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? NoteCell)
        #expect(cell.awoke)
        #expect(cell.noteLabel.text == "Total")
        #expect(cell.noteLabel.font == UIFont.boldSystemFont(ofSize: 17))
        #expect((cell.viewWithTag(5) as? UILabel)?.text == "15")
        #expect(cell.selectionStyle == .none)
        #expect(!cell.noteLabel.translatesAutoresizingMaskIntoConstraints)
        let again = table.dequeueReusableCell(withIdentifier: "NoteCell", for: IndexPath(row: 0, section: 0))
        #expect(again !== cell)
        #expect((again as? NoteCell)?.noteLabel !== cell.noteLabel)
    }

    @Test(
        "a custom cell class on a subtitle prototype keeps the archived style: its detailTextLabel is the storyboard's label"
    )
    func customSubtitleCell() throws {
        // Before the fix init?(coder:) always made a default-style cell: detailTextLabel was nil, so
        // `detailTextLabel?.text = …` did nothing and every row kept the storyboard's placeholder
        // ("0 seconds ago" in AppChat's chat list).
        let (_, _, master) = try launched()
        let table = try #require(master.tableView)
        let cell = try #require(
            table.dequeueReusableCell(withIdentifier: "SharedNoteCell", for: IndexPath(row: 0, section: 0))
                as? SharedNoteCell)
        #expect(cell.style == .subtitle)
        let detail = try #require(cell.detailTextLabel)
        #expect(detail.text == "0 seconds ago")
        #expect(detail.font == UIFont.systemFont(ofSize: 12))
        #expect(detail.superview === cell.contentView)
        cell.configure(sharer: "Lexi", ago: "2 minutes ago")
        #expect(cell.textLabel?.text == "Shared by Lexi")
        #expect(detail.text == "2 minutes ago")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        cell.layoutIfNeeded()
        #expect(detail.frame.minY > (cell.textLabel?.frame.maxY ?? .infinity) - 1)
        #expect(detail.frame.width > 0)
    }

    @Test("selecting a row runs the cell's show segue: prepare(for:sender:) with the cell, then a push")
    func cellSegue() throws {
        let (device, navigation, master) = try launched()
        try device.tap(at: try device.point(ofText: "Ideas"))
        device.advance(by: 1)
        #expect(master.selected == ["Ideas"])
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(detail.detailDescriptionLabel.text == "Ideas")
        #expect(device.screenText.contains("Ideas"))
    }

    @Test("performSegue(withIdentifier:sender:) runs a cell's segue without shouldPerformSegue")
    func performSegue() throws {
        let (device, navigation, master) = try launched()
        master.performSegue(withIdentifier: "showDetail", sender: nil)
        device.advance(by: 1)
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(detail.detailDescriptionLabel.text == "Nothing selected")
    }

    @Test("a bar button item's action reaches the controller")
    func barButtonAction() throws {
        let (device, _, master) = try launched()
        try device.tap(at: try device.point(ofText: "+"))
        #expect(master.notes.first == "New note")
    }

    @Test("a static table's rows are the storyboard's cells, with section titles")
    func staticTable() throws {
        ForceTouchRegistry.install(notesRegistry)
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(url: Fixture.folder("MasterDetail")))
        let settings = try #require(
            storyboard.instantiateViewController(withIdentifier: "Settings") as? UITableViewController)
        let table = try #require(settings.tableView)
        let source = try #require(table.dataSource)
        #expect(source.numberOfSections(in: table) == 2)
        #expect(source.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(source.tableView(table, numberOfRowsInSection: 1) == 1)
        #expect(source.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(source.tableView(table, titleForFooterInSection: 1) == "Version 1.0")
        let signOut = source.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(signOut.textLabel?.text == "Sign Out")
        #expect(signOut.textLabel?.textColor == UIColor.systemRed)
        #expect(table.style == .grouped)
    }
}

/// Random view trees written as Interface Builder XML (seeded, the seed in the test's name) and
/// instantiated: every view's class, frame, tag, text and hidden state come out as written.
@MainActor
@Suite("UIStoryboard: random view trees instantiated as written")
struct UIStoryboardRandomizedTests {
    struct Written {
        var element: String
        var frame: CGRect
        var tag: Int
        var text: String?
        var hidden: Bool
        var children: [Written]
    }

    func tree(_ random: inout SplitMix64, depth: Int, counter: inout Int) -> Written {
        counter += 1
        let tag = counter
        let elements = depth == 0 || random.chance(40) ? ["label", "button", "imageView"] : ["view"]
        let element = elements[random.below(elements.count)]
        let frame = CGRect(
            x: Double(random.below(300)), y: Double(random.below(600)), width: Double(1 + random.below(200)),
            height: Double(1 + random.below(100)))
        var children: [Written] = []
        if element == "view" {
            for _ in 0..<random.below(4) {
                children.append(tree(&random, depth: depth - 1, counter: &counter))
            }
        }
        return Written(
            element: element, frame: frame, tag: tag,
            text: element == "label" ? "Text \(tag) & <more>" : nil,
            hidden: random.chance(20), children: children)
    }

    func xml(_ view: Written, key: String? = nil) -> String {
        var attributes = "id=\"v\(view.tag)-aa-bbb\" tag=\"\(view.tag)\""
        if let key { attributes += " key=\"\(key)\"" }
        if let text = view.text {
            attributes +=
                " text=\"\(text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))\""
        }
        if view.hidden { attributes += " hidden=\"YES\"" }
        if view.element == "button" { attributes += " buttonType=\"system\"" }
        var body =
            "<rect key=\"frame\" x=\"\(view.frame.minX)\" y=\"\(view.frame.minY)\" width=\"\(view.frame.width)\" height=\"\(view.frame.height)\"/>"
        if view.element == "button" { body += "<state key=\"normal\" title=\"Button \(view.tag)\"/>" }
        if !view.children.isEmpty {
            body += "<subviews>" + view.children.map { xml($0) }.joined() + "</subviews>"
        }
        return "<\(view.element) \(attributes)>\(body)</\(view.element)>"
    }

    func check(_ written: Written, _ made: UIView) {
        #expect(made.tag == written.tag)
        #expect(made.frame == written.frame, "view \(written.tag)")
        #expect(made.isHidden == written.hidden)
        switch written.element {
        case "label": #expect((made as? UILabel)?.text == written.text)
        case "button": #expect((made as? UIButton)?.title(for: .normal) == "Button \(written.tag)")
        case "imageView": #expect(made is UIImageView)
        default: #expect(type(of: made) == UIView.self)
        }
        // A button or image view has TouchKit's own subviews (its title label, image); a plain view
        // holds only the storyboard's.
        guard written.element == "view" else { return }
        #expect(made.subviews.count == written.children.count)
        for (child, subview) in zip(written.children, made.subviews) { check(child, subview) }
    }

    @Test("seeded random view trees", arguments: [UInt64(1), 2, 3, 23, 2026])
    func randomTrees(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var counter = 0
        let root = tree(&random, depth: 4, counter: &counter)
        let rootXML = xml(
            Written(
                element: "view", frame: CGRect(x: 0, y: 0, width: 375, height: 667), tag: 0, text: nil,
                hidden: false, children: [root]), key: "view")
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-aa-bbb">
                <scenes>
                    <scene sceneID="sc0-aa-bbb">
                        <objects>
                            <viewController id="vc0-aa-bbb" sceneMemberID="viewController">\(rootXML)</viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let read = try StoryboardReader.read(data: Data(document.utf8), name: "Random\(seed).storyboard")
        #expect(read.diagnostics.isEmpty)
        let controller = try #require(UIStoryboard(document: read).instantiateInitialViewController())
        #expect(controller.view.subviews.count == 1)
        check(root, controller.view.subviews[0])
    }
}
