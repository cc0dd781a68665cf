import Foundation
import Testing

@testable import Storyboards

@Suite("Reading storyboards and xibs: the scenes, objects and values UIKit would load")
struct StoryboardReaderTests {
    @Test("an ApplicationShortcuts-shaped storyboard reads with its initial controller, scenes and segues")
    func shortcutsScenes() throws {
        let document = try TestDocuments.read(TestDocuments.shortcuts, name: "Main.storyboard")
        #expect(document.diagnostics.map(\.description) == [])
        #expect(document.kind == .storyboard)
        #expect(document.name == "Main.storyboard")
        #expect(document.toolsVersion == "9531")
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(document.usesAutolayout)
        #expect(document.usesTraitCollections)
        #expect(!document.usesSafeAreas)
        #expect(document.scenes.map(\.sceneID) == ["Nav-Sc-ene", "Lst-Sc-ene", "Det-Sc-ene"])
        #expect(document.initialViewControllerID == "Nav-Co-ntr")

        let navigation = try #require(document.initialViewControllerObject)
        #expect(navigation.element == .navigationController)
        #expect(navigation.segues.count == 1)
        #expect(navigation.segues[0].kind == .relationship)
        #expect(navigation.segues[0].relationship == "rootViewController")
        #expect(navigation.segues[0].source == "Nav-Co-ntr")
        #expect(
            navigation.child(forKey: "navigationBar")?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))

        let list = try #require(document.destination(of: .segue(navigation.segues[0])))
        #expect(list.element == .tableViewController)
        #expect(list.className == "ShortcutsTableViewController")
        #expect(list.userLabel == "Shortcuts")
        #expect(list.navigationItem?.title == "Shortcuts")
        #expect(document.scene(containing: "Lst-Co-ntr")?.sceneID == "Lst-Sc-ene")
        #expect(document.scene(containing: "Lst-Co-ntr")?.exit?.id == "Lst-Ex-it1")
        #expect(document.scenes[1].viewController?.id == "Lst-Co-ntr")

        let detail = try #require(document.viewController(withStoryboardIdentifier: "ShortcutDetail"))
        #expect(detail.id == "Det-Co-ntr")
        #expect(detail.customClass == "ShortcutDetailViewController")
        #expect(document.viewController(withStoryboardIdentifier: "Nowhere") == nil)
    }

    @Test("the list's table view has one prototype cell whose show segue leads to the detail controller")
    func shortcutsPrototypeCell() throws {
        let document = try TestDocuments.read(TestDocuments.shortcuts)
        let table = try #require(document.object(withID: "Lst-Co-ntr")?.view)
        #expect(table.element == .tableView)
        #expect(table.dataMode == "prototypes")
        #expect(table.style == "grouped")
        #expect(table.rowHeight == 44)
        #expect(table.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(table.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(table.backgroundColor == .cocoaTouchSystem("groupTableViewBackgroundColor"))
        #expect(table.outlets.map(\.property) == ["dataSource", "delegate"])
        #expect(table.outlets.map(\.destination) == ["Lst-Co-ntr", "Lst-Co-ntr"])

        #expect(table.prototypeCells.map(\.reuseIdentifier) == ["ShortcutCell"])
        let cell = table.prototypeCells[0]
        #expect(cell.container == "prototypes")
        #expect(cell.style == "IBUITableViewCellStyleSubtitle")
        #expect(cell.accessoryType == "disclosureIndicator")
        #expect(cell.frame == CGRect(x: 0, y: 114, width: 600, height: 44))
        #expect(cell.attributes["textLabel"] == "Cel-Ti-tle")
        let show = try #require(cell.segues.first)
        #expect(show.kind == .show)
        #expect(show.identifier == "ShowShortcutDetail")
        #expect(show.destination == "Det-Co-ntr")
        #expect(show.source == "Cel-Pr-oto")
        #expect(show.animates)
        #expect(show.position == StoryboardPosition(line: 50, column: 37))

        let labels = try #require(cell.contentView).subviews
        #expect(labels.map(\.text) == ["Title", "Subtitle"])
        #expect(
            labels.map(\.font) == [
                FontDescription(kind: .system, pointSize: 16), FontDescription(kind: .system, pointSize: 11),
            ])
        #expect(labels[0].textColor == .rgb(red: 0, green: 0, blue: 0, alpha: 1, colorSpace: "calibratedRGB"))
        #expect(labels[1].textColor == nil)
        #expect(labels[0].textAlignment == .natural)
        #expect(labels[0].lineBreakMode == .tailTruncation)
        #expect(labels[0].frame == CGRect(x: 15, y: 5, width: 32, height: 20))
        #expect(labels[0].position == StoryboardPosition(line: 38, column: 41))
    }

    @Test("the detail controller's static table, outlets and unwind segues")
    func shortcutsDetail() throws {
        let document = try TestDocuments.read(TestDocuments.shortcuts)
        let detail = try #require(document.object(withID: "Det-Co-ntr"))
        #expect(detail.outlets.map(\.property) == ["doneButton", "pickerView", "titleTextField"])
        #expect(
            detail.outlets.map { document.object(withID: $0.destination)?.element } == [
                .barButtonItem, .pickerView, .textField,
            ])
        let table = try #require(detail.view)
        #expect(table.dataMode == "static")
        #expect(table.sections.map(\.headerTitle) == ["Title", "Icon"])
        #expect(table.sections.map(\.footerTitle) == [nil, "Shown in the quick action menu"])
        #expect(table.sections[1].cells.map(\.rowHeight) == [123])
        let field = try #require(document.object(withID: "Det-Te-xtF"))
        #expect(field.placeholder == "Title")
        #expect(field.textAlignment == .center)
        #expect(field.font == FontDescription(kind: .system, pointSize: 14))
        #expect(field.translatesAutoresizingMaskIntoConstraints == false)

        let item = try #require(detail.navigationItem)
        #expect(item.title == "Shortcut")
        let done = try #require(item.child(forKey: "rightBarButtonItem"))
        #expect(done.attributes["systemItem"] == "done")
        #expect(done.segues.map(\.kind) == [.unwind])
        #expect(done.segues.map(\.unwindAction) == ["done:"])
        #expect(done.segues.map(\.identifier) == ["ShortcutDetailUpdated"])
        #expect(document.object(withID: done.segues[0].destination)?.element == .exit)
        let cancel = try #require(item.child(forKey: "leftBarButtonItem"))
        #expect(cancel.segues.map(\.unwindAction) == ["cancel:"])
        #expect(cancel.segues[0].identifier == nil)
    }

    @Test("a xib reads its top-level objects with File's Owner first")
    func xibWithFilesOwner() throws {
        let document = try TestDocuments.read(TestDocuments.cellXib, name: "PhotoCell.xib")
        #expect(document.diagnostics.map(\.description) == [])
        #expect(document.kind == .xib)
        #expect(document.scenes.isEmpty)
        #expect(document.initialViewControllerID == nil)
        #expect(document.initialViewControllerObject == nil)
        #expect(document.objects.map(\.id) == ["-1", "-2", "KGk-i7-Jjw"])
        let owner = try #require(document.filesOwner)
        #expect(owner.id == "-1")
        #expect(owner.customClass == "PhotoListController")
        #expect(owner.customModule == "Photos")
        #expect(owner.customModuleProvider == "target")
        #expect(owner.userLabel == "File's Owner")
        #expect(document.objects[1].placeholderIdentifier == "IBFirstResponder")
        #expect(document.objects[1].className == "UIResponder")
        #expect(document.scene(containing: "-1") == nil)

        let cell = document.objects[2]
        #expect(cell.element == .tableViewCell)
        #expect(cell.reuseIdentifier == "PhotoCell")
        #expect(cell.rowHeight == 88)
        #expect(cell.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(cell.outlets.map(\.property) == ["captionLabel", "photoView"])
        #expect(
            cell.property("point", key: "canvasLocation")?.attributes == [
                "key": "canvasLocation", "x": "132", "y": "154",
            ])
        let image = try #require(document.object(withID: "Pho-to-Img"))
        #expect(image.image == "placeholder-photo")
        #expect(image.contentMode == .scaleAspectFill)
        #expect(image.clipsToBounds == true)
        #expect(image.isUserInteractionEnabled == false)
        #expect(
            document.imageResource(named: "placeholder-photo")
                == ImageResource(name: "placeholder-photo", size: CGSize(width: 72, height: 72)))
        #expect(document.imageResource(named: "nothing") == nil)
        let caption = try #require(document.object(withID: "Cap-ti-on1"))
        #expect(caption.font == FontDescription(kind: .boldSystem, pointSize: 17))
        #expect(caption.numberOfLines == 0)
        #expect(caption.lineBreakMode == .wordWrap)
        #expect(caption.textColor == .white(0.33, alpha: 1, colorSpace: "genericGamma22GrayColorSpace"))
        #expect(
            document.allObjects.map(\.id) == [
                "-1", "-2", "KGk-i7-Jjw", "H2p-sc-9uM", "Pho-to-Img", "Cap-ti-on1",
            ])
    }

    @Test("the Xcode 7, 10 and 14 documents read without diagnostics")
    func xcodeVersions() throws {
        for (text, tools) in [
            (TestDocuments.xcode7, "10117"), (TestDocuments.xcode10, "14460.31"),
            (TestDocuments.xcode14, "21701"),
        ] {
            let document = try TestDocuments.read(text)
            #expect(document.diagnostics.map(\.description) == [])
            #expect(document.toolsVersion == tools)
            #expect(document.initialViewControllerObject?.element.isViewController == true)
        }
    }

    @Test("an Xcode 14 tab bar controller, its relationship segues, symbols and resources")
    func xcode14() throws {
        let document = try TestDocuments.read(TestDocuments.xcode14)
        #expect(document.usesSafeAreas)
        let tabs = try #require(document.initialViewControllerObject)
        #expect(tabs.element == .tabBarController)
        #expect(tabs.segues.map(\.relationship) == ["viewControllers", "viewControllers"])
        #expect(
            tabs.segues.compactMap {
                document.destination(of: .segue($0))?.child(forKey: "tabBarItem")?.title
            } == [
                "Home", "About",
            ])
        #expect(
            tabs.child(forKey: "tabBar")?.backgroundColor
                == .white(0, alpha: 0, colorSpace: "genericGamma22GrayColorSpace"))
        #expect(document.elements.map(\.name) == ["device", "dependencies"])
        #expect(
            document.resources == [
                .image(
                    ImageResource(name: "house", size: CGSize(width: 128, height: 104), catalog: "system")),
                .image(
                    ImageResource(name: "star.fill", size: CGSize(width: 128, height: 116), catalog: "system")
                ),
                .namedColor(
                    name: "AccentColor",
                    color: .rgb(
                        red: 0, green: 0.46000000000000002, blue: 0.89000000000000001, alpha: 1,
                        colorSpace: "sRGB")),
                .systemColor(
                    name: "systemBackgroundColor",
                    color: .white(1, alpha: 1, colorSpace: "genericGamma22GrayColorSpace")),
                .systemColor(
                    name: "systemGroupedBackgroundColor",
                    color: .rgb(
                        red: 0.94901960784313721, green: 0.94901960784313721, blue: 0.96862745098039216,
                        alpha: 1,
                        colorSpace: "sRGB")),
            ])
        let title = try #require(document.object(withID: "Tit-le-Lbl"))
        #expect(
            title.font
                == FontDescription(
                    kind: .custom(name: "AvenirNext-DemiBold", family: "Avenir Next"), pointSize: 24))
        #expect(title.textColor == nil)
        #expect(title.property("nil", key: "textColor") != nil)
        #expect(document.object(withID: "Hom-eV-iew")?.backgroundColor == .system("systemBackgroundColor"))
        #expect(document.object(withID: "Pop-Ov-Vw1")?.backgroundColor == .named("AccentColor"))
        let more = try #require(document.object(withID: "Mor-eB-ttn"))
        #expect(more.alpha == 0.5)
        #expect(more.isHidden)
        #expect(more.title == "Button")
        #expect(document.object(withID: "Ima-ge-Vw1")?.image == "star.fill")
    }

    @Test(
        "a document that is not well-formed XML is refused at file:line:column",
        arguments: [
            (
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n    <scenes>\n        <scene sceneID=\"a\">\n",
                "Bad.storyboard:4:28: error: the document ends inside <scene> (opened on line 4); close it with </scene>"
            ),
            (
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"v\">\n  </objects>\n</document>\n",
                "Bad.storyboard:4:13: error: malformed XML (parser error 76) inside <view> (opened on line 3); check the tags and quoting here"
            ),
        ])
    func malformed(text: String, expected: String) {
        #expect(TestDocuments.error(text) == expected)
    }

    @Test("a root that is not an Interface Builder document is refused")
    func wrongRoot() {
        #expect(
            TestDocuments.error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
                == "Bad.storyboard:2:1: error: the root element is <plist>, not an Interface Builder <document type=\"com.apple.InterfaceBuilder3.…\">; this is not a storyboard or xib"
        )
        #expect(
            TestDocuments.error("<document type=\"com.example.Other\"/>")
                == "Bad.storyboard:1:1: error: the root element is <document> of type 'com.example.Other', not an Interface Builder <document type=\"com.apple.InterfaceBuilder3.…\">; this is not a storyboard or xib"
        )
        #expect(
            TestDocuments.error(
                "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>")
                == "Bad.storyboard:1:1: error: this is an Interface Builder 3 archive (Xcode 4 and earlier); open it in a current Xcode and save it"
        )
        #expect(
            TestDocuments.error(
                "<!DOCTYPE document>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>")
                == "Bad.storyboard:1:1: error: the document has a DTD (<!DOCTYPE); Interface Builder writes none: remove it"
        )
    }

    @Test("documents beyond the limits are refused: depth, elements and bytes")
    func limits() {
        var limits = StoryboardLimits()
        #expect(limits.maximumDepth == 200)
        #expect(limits.maximumBytes == 64 << 20)
        #expect(limits.maximumElements == 2_000_000)
        let nested =
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n"
            + String(repeating: "<view>", count: 10) + String(repeating: "</view>", count: 10)
            + "\n</objects>\n</document>\n"
        #expect(TestDocuments.error(nested, limits: limits) == "no error")
        limits.maximumDepth = 8
        #expect(
            TestDocuments.error(nested, limits: limits)
                == "Bad.storyboard:3:37: error: elements are nested more than 8 deep; Interface Builder documents need a few dozen levels"
        )
        limits = StoryboardLimits()
        limits.maximumElements = 5
        #expect(
            TestDocuments.error(nested, limits: limits)
                == "Bad.storyboard:3:19: error: more than 5 elements; split the storyboard")
        limits = StoryboardLimits()
        limits.maximumBytes = 100
        #expect(
            TestDocuments.error(nested, limits: limits)
                == "Bad.storyboard:1:1: error: the document is \(nested.utf8.count) bytes, over the 100-byte limit; split the storyboard"
        )
        let deep =
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
            + String(repeating: "<view>", count: 250) + String(repeating: "</view>", count: 250)
            + "</objects></document>"
        #expect(TestDocuments.error(deep).hasPrefix("Bad.storyboard:1:") == true)
        #expect(
            TestDocuments.error(deep).hasSuffix(
                "error: elements are nested more than 200 deep; Interface Builder documents need a few dozen levels"
            ))
    }

    @Test("a file is read from disk under its path; a missing one is refused")
    func contentsOfURL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "StoryboardReaderTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Cell.xib")
        try Data(TestDocuments.cellXib.utf8).write(to: url)
        let document = try StoryboardReader().read(contentsOf: url)
        #expect(document.name == url.path)
        #expect(document.objects.count == 3)
        #expect(throws: StoryboardReadError.self) {
            try StoryboardReader().read(contentsOf: folder.appendingPathComponent("Missing.xib"))
        }
    }

    @Test("a markup declaration is refused in one line, whatever follows its <! (the fuzzer's first find)")
    func declarationInOneLine() {
        #expect(
            TestDocuments.error("<document type=\"x\"><![CDATA\u{1}\u{C}\"t>s]]></document>")
                == "Bad.storyboard:1:20: error: the document has a markup declaration (<![CDATA\u{1} \"t>s]]><); "
                + "Interface Builder writes none: remove it")
        #expect(
            TestDocuments.error("<!ENTITY x \"y\">\n<document/>")
                == "Bad.storyboard:1:1: error: the document has a markup declaration (<!ENTITY); "
                + "Interface Builder writes none: remove it")
    }
}
