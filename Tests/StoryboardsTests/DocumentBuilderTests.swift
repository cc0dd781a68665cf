import Foundation
import Testing

@testable import Storyboards

@Suite("What is wrong in a document is a diagnostic at its line and column; the rest is read")
struct DocumentBuilderTests {
    /// Each diagnostic as `line:column kind`.
    static func diagnostics(_ text: String) throws -> [String] {
        try TestDocuments.read(text).diagnostics.map { "\($0.position) \($0.kind)" }
    }

    /// A storyboard with one of nearly everything the reader reports.
    static let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nope">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" alpha="half" id="v1">
                                <subviews>
                                    <sparkleView id="sp"/>
                                    <label id="v1" text="x" numberOfLines="two" hidden="maybe" contentMode="sideways"/>
                                </subviews>
                                <rect key="frame" x="0" y="zero" width="1" height="1"/>
                                <wobble/>
                            </view>
                            <connections>
                                <outlet property="label" destination="gone" id="o1"/>
                                <segue destination="vc" kind="teleport" id="sg"/>
                                <action destination="vc" id="a1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("every problem of a broken storyboard is reported once, in document order, where it is")
    func everyKind() throws {
        #expect(
            try Self.diagnostics(Self.broken) == [
                #"2:86 missingInitialViewController(id: "nope")"#,
                #"7:38 invalidValue(element: "view", attribute: "alpha", value: "half", expected: "a number")"#,
                #"9:29 unknownElement(name: "sparkleView", parent: "subviews")"#,
                #"10:36 duplicateID(id: "v1", first: 7:21)"#,
                #"10:53 invalidValue(element: "label", attribute: "numberOfLines", value: "two", expected: "an integer")"#,
                #"10:73 invalidValue(element: "label", attribute: "hidden", value: "maybe", expected: "YES or NO")"#,
                #"10:88 invalidValue(element: "label", attribute: "contentMode", value: "sideways", expected: "a known contentMode")"#,
                #"12:49 invalidValue(element: "rect", attribute: "y", value: "zero", expected: "a number")"#,
                #"13:25 unknownElement(name: "wobble", parent: "view")"#,
                #"16:50 danglingReference(id: "gone", element: "outlet", attribute: "destination")"#,
                #"17:49 unknownSegueKind(kind: "teleport")"#,
                #"18:25 missingAttribute(element: "action", attribute: "selector")"#,
            ])
    }

    @Test("the broken storyboard's content is still read: the unknown element, the bad values as written")
    func brokenContentKept() throws {
        let document = try TestDocuments.read(Self.broken)
        #expect(document.initialViewControllerObject == nil)
        let view = try #require(document.object(withID: "v1"))
        #expect(view.element == .view)
        #expect(view.alpha == nil)
        #expect(view.attributes["alpha"] == "half")
        #expect(view.frame == nil)
        #expect(view.property("wobble") != nil)
        #expect(view.subviews.map(\.element.rawValue) == ["sparkleView", "label"])
        #expect(view.subviews[0].element.isKnown == false)
        #expect(view.subviews[1].numberOfLines == nil)
        #expect(view.subviews[1].isHidden == false)
        #expect(view.subviews[1].contentMode == nil)
        let controller = try #require(document.object(withID: "vc"))
        #expect(controller.outlets.map(\.destination) == ["gone"])
        #expect(controller.segues.map(\.kind.rawValue) == ["teleport"])
        #expect(controller.actions.isEmpty)
        #expect(document.destination(of: controller.connections[0]) == nil)
    }

    @Test("a diagnostic prints as file:line:column: warning: message")
    func wording() throws {
        let document = try TestDocuments.read(Self.broken, name: "Main.storyboard")
        #expect(
            document.diagnostics.first?.description
                == "Main.storyboard:2:86: warning: initialViewController=\"nope\" is no scene's view controller; instantiateInitialViewController() would return nil: set Is Initial View Controller on a scene"
        )
        #expect(
            document.diagnostics.last?.description
                == "Main.storyboard:18:25: warning: <action> has no selector=; it is left out: reconnect it in Interface Builder"
        )
        #expect(
            document.diagnostics[3].message
                == "id 'v1' is used again (first at 7:21); references find the first: give each object its own id"
        )
    }

    @Test("misplaced elements, stray text, a scene without an id and unknown document children")
    func misplaced() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene>
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="v">stray words
                                    <constraint firstAttribute="width" constant="1" id="c"/>
                                    <constraints>
                                        <rect key="frame"/>
                                    </constraints>
                                    <connections>
                                        <outlet destination="v" id="o"/>
                                        <string key="x">y</string>
                                    </connections>
                                </view>
                            </viewController>
                        </objects>
                        <canvas/>
                    </scene>
                    <page/>
                </scenes>
                <gadget/>
                <resources>
                    <sound name="ding"/>
                </resources>
            </document>
            """
        #expect(
            try Self.diagnostics(text) == [
                #"3:9 missingAttribute(element: "scene", attribute: "sceneID")"#,
                #"6:21 unexpectedText(element: "view", text: "stray words")"#,
                #"7:25 misplacedElement(name: "constraint", parent: "view")"#,
                #"9:29 misplacedElement(name: "rect", parent: "constraints")"#,
                #"12:29 missingAttribute(element: "outlet", attribute: "property")"#,
                #"13:29 misplacedElement(name: "string", parent: "connections")"#,
                #"18:13 unknownElement(name: "canvas", parent: "scene")"#,
                #"20:9 unknownElement(name: "page", parent: "scenes")"#,
                #"22:5 unknownElement(name: "gadget", parent: "document")"#,
                #"24:9 unknownElement(name: "sound", parent: "resources")"#,
            ])
        let document = try TestDocuments.read(text)
        #expect(document.scenes.map(\.sceneID) == [""])
        #expect(document.scenes[0].elements.map(\.name) == ["canvas"])
        #expect(document.elements.map(\.name) == ["page", "gadget"])
        #expect(document.resources.count == 1)
        #expect(document.object(withID: "v")?.constraints.isEmpty == true)
        #expect(document.object(withID: "v")?.properties.map(\.name) == ["constraint", "rect", "string"])
    }

    @Test("an unknown object with an id is kept as an object, and ids in it are found")
    func unknownObjectKept() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="root">
                        <hologram key="projection" id="h1">
                            <view id="inner"/>
                        </hologram>
                    </view>
                    <thing id="t"/>
                </objects>
            </document>
            """
        #expect(
            try Self.diagnostics(text) == [
                #"4:13 unknownElement(name: "hologram", parent: "view")"#,
                #"8:9 unknownElement(name: "thing", parent: "objects")"#,
            ])
        let document = try TestDocuments.read(text)
        #expect(document.object(withID: "h1")?.element == ObjectElement(rawValue: "hologram"))
        #expect(document.object(withID: "h1")?.key == "projection")
        #expect(document.object(withID: "inner")?.element == .view)
        #expect(document.object(withID: "t")?.className == "thing")
    }

    @Test("the first of two objects with one id is the one lookups find")
    func duplicateFirstWins() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <label id="same" text="first"/>
                    <label id="same" text="second"/>
                </objects>
            </document>
            """
        #expect(try Self.diagnostics(text) == [#"4:16 duplicateID(id: "same", first: 3:9)"#])
        #expect(try TestDocuments.read(text).object(withID: "same")?.text == "first")
    }

    @Test("the reader knows 67 object elements, 11 of them view controllers")
    func vocabulary() {
        #expect(ObjectElement.known.count == 67)
        #expect(ObjectElement.viewControllers.count == 11)
        #expect(ObjectElement.viewControllers.isSubset(of: ObjectElement.known))
        #expect(ObjectElement.tableViewController.isViewController)
        #expect(!ObjectElement.tableView.isViewController)
        #expect(!ObjectElement(rawValue: "hologram").isKnown)
        #expect(ObjectElement.label.description == "label")
    }

    @Test("a message stays one short line: long names and values are cut to 60 characters")
    func longNamesClipped() throws {
        let name = String(repeating: "w", count: 300)
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <\(name) alpha="\(String(repeating: "x\n", count: 100))"/>
                </objects>
            </document>
            """
        let clipped = String(repeating: "w", count: 60) + "…"
        let messages = try TestDocuments.read(text).diagnostics.map(\.message)
        #expect(
            messages == [
                "unknown element <\(clipped)> in <objects>; it is kept as written, but nothing is made from it: "
                    + "check the element name, or report it if Xcode wrote it",
                "<\(clipped)> alpha=\"\(String(repeating: "x ", count: 30))…\" is not a number; the value is ignored: "
                    + "fix it in Interface Builder or in the XML",
            ])
        #expect(
            TestDocuments.error("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><\(name)>")
                == "Bad.storyboard:1:363: error: the document ends inside <\(clipped)> (opened on line 1); "
                + "close it with </\(clipped)>")
    }
}
