import Foundation
import Testing

@testable import Storyboards

@Suite("Outlets, outlet collections, actions and segues, from the objects that hold them")
struct ConnectionTests {
    @Test("an Xcode 7 button's action names its selector, event and target")
    func action() throws {
        let document = try TestDocuments.read(TestDocuments.xcode7)
        let button = try #require(document.object(withID: "btn-aa-bbb"))
        #expect(
            button.actions == [
                Action(
                    id: "act-aa-bbb", source: "btn-aa-bbb", selector: "sayHello:", destination: "vc1-aa-bbb",
                    eventType: "touchUpInside",
                    attributes: [
                        "selector": "sayHello:", "destination": "vc1-aa-bbb", "eventType": "touchUpInside",
                        "id": "act-aa-bbb",
                    ], position: StoryboardPosition(line: 28, column: 37))
            ])
        #expect(button.connections.map(\.id) == ["act-aa-bbb"])
        #expect(button.connections.map(\.destination) == ["vc1-aa-bbb"])
        #expect(button.connections.map(\.position) == [StoryboardPosition(line: 28, column: 37)])
        #expect(document.destination(of: button.connections[0])?.customClass == "GreetingViewController")
        #expect(button.outlets.isEmpty)
        #expect(button.segues.isEmpty)
    }

    @Test("outlets and outlet collections are kept apart, in order")
    func outletCollections() throws {
        let document = try TestDocuments.read(TestDocuments.xcode10)
        let controller = try #require(document.viewController(withStoryboardIdentifier: "Settings"))
        #expect(controller.outlets.map(\.property) == ["volumeLabel"])
        #expect(controller.outlets[0].collectionClass == nil)
        #expect(controller.outletCollections.map(\.property) == ["controls", "controls"])
        #expect(controller.outletCollections.map(\.destination) == ["Sld-01-abc", "Swi-01-abc"])
        #expect(controller.outletCollections.map(\.collectionClass) == ["NSMutableArray", "NSMutableArray"])
        #expect(controller.outletCollections.map(\.source) == ["Set-tI-ngs", "Set-tI-ngs"])
        #expect(controller.connections.map(\.id) == ["Out-01-abc", "Col-01-abc", "Col-02-abc"])
    }

    @Test("presentation and popover segues carry their styles, anchor and arrow directions")
    func presentationAndPopover() throws {
        let document = try TestDocuments.read(TestDocuments.xcode14)
        let about = try #require(document.viewController(withStoryboardIdentifier: "About"))
        let credits = try #require(about.segues.first)
        #expect(credits.kind == .presentation)
        #expect(credits.identifier == "Credits")
        #expect(credits.modalPresentationStyle == "fullScreen")
        #expect(credits.modalTransitionStyle == "crossDissolve")
        #expect(credits.popoverAnchorView == nil)

        let popover = try #require(document.object(withID: "Mor-eB-ttn")?.segues.first)
        #expect(popover.kind == .popoverPresentation)
        #expect(popover.identifier == "ShowMore")
        #expect(popover.popoverAnchorView == "Mor-eB-ttn")
        #expect(popover.destination == "Pop-Ov-Ctl")
        #expect(popover.elements.map(\.name) == ["popoverArrowDirection"])
        #expect(
            popover.elements[0].attributes == ["key": "popoverArrowDirection", "up": "YES", "down": "YES"])
    }

    @Test("every kind Interface Builder writes is known; Xcode 5's old kinds too")
    func segueKinds() throws {
        #expect(
            SegueKind.known.map(\.rawValue).sorted() == [
                "custom", "embed", "modal", "popover", "popoverPresentation", "presentation", "push",
                "relationship",
                "replace", "show", "showDetail", "unwind",
            ])
        let kinds = ["show", "showDetail", "embed", "custom", "push", "modal", "replace", "popover"]
        let segues = kinds.enumerated().map { offset, kind in
            "<segue destination=\"vc\" kind=\"\(kind)\" id=\"s\(offset)\"/>"
        }
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="sc">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <connections>
            \(segues.joined(separator: "\n"))
                                    <segue destination="vc" kind="custom" customClass="FadeSegue" customModule="Fades" animates="NO" id="cu"/>
                                    <segue destination="vc" id="nokind"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try TestDocuments.read(text)
        let controller = try #require(document.object(withID: "vc"))
        #expect(controller.segues.map(\.kind.rawValue) == kinds + ["custom", ""])
        #expect(controller.segues.map(\.animates) == Array(repeating: true, count: 8) + [false, true])
        #expect(controller.segues[8].customClass == "FadeSegue")
        #expect(controller.segues[8].customModule == "Fades")
        #expect(
            document.diagnostics.map { "\($0.position) \($0.kind)" } == [
                #"16:25 missingAttribute(element: "segue", attribute: "kind")"#
            ])
    }

    @Test("a connection without a destination is left out; a destination that names nothing is reported")
    func incomplete() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="view" id="o1"/>
                            <outlet property="view" destination="" id="o2"/>
                            <action selector="tap:" destination="-9" id="a1"/>
                            <segue destination="v" kind="show" popoverAnchorView="zz" id="s1"/>
                        </connections>
                    </placeholder>
                    <view id="v"/>
                </objects>
            </document>
            """
        let document = try TestDocuments.read(text)
        #expect(
            document.diagnostics.map { "\($0.position) \($0.kind)" } == [
                #"5:17 missingAttribute(element: "outlet", attribute: "destination")"#,
                #"6:17 missingAttribute(element: "outlet", attribute: "destination")"#,
                #"7:41 danglingReference(id: "-9", element: "action", attribute: "destination")"#,
                #"8:52 danglingReference(id: "zz", element: "segue", attribute: "popoverAnchorView")"#,
            ])
        let owner = try #require(document.filesOwner)
        #expect(owner.outlets.isEmpty)
        #expect(owner.actions.map(\.selector) == ["tap:"])
        #expect(owner.actions[0].eventType == nil)
        #expect(owner.segues.map(\.destination) == ["v"])
    }
}
