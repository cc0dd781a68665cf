import Foundation
import Testing

@testable import Storyboards

@Suite("Constraints: items, attributes, multipliers, priorities, and the owning view")
struct LayoutConstraintTests {
    @Test("the Xcode 10 root view's constraints: safe area guide, a 16:9 ratio, a priority, a relation")
    func safeAreaAndRatio() throws {
        let document = try TestDocuments.read(TestDocuments.xcode10)
        let root = try #require(document.object(withID: "Roo-tV-iew"))
        let guide = try #require(root.safeAreaLayoutGuide)
        #expect(guide.id == "Saf-eA-rea")
        #expect(guide.element == .viewLayoutGuide)
        #expect(root.layoutMarginsGuide == nil)
        let constraints = root.constraints
        #expect(
            constraints.map(\.id) == [
                "Cn1-01-abc", "Cn2-01-abc", "Cn3-01-abc", "Cn4-01-abc", "Cn5-01-abc", "Cn6-01-abc",
            ])
        #expect(constraints.map(\.owner) == Array(repeating: "Roo-tV-iew", count: 6))
        #expect(
            constraints[0]
                == LayoutConstraint(
                    id: "Cn1-01-abc", owner: "Roo-tV-iew", firstItem: "Stk-01-abc", firstAttribute: .top,
                    secondItem: "Saf-eA-rea", secondAttribute: .top, constant: 16,
                    attributes: [
                        "firstItem": "Stk-01-abc", "firstAttribute": "top", "secondItem": "Saf-eA-rea",
                        "secondAttribute": "top", "constant": "16", "id": "Cn1-01-abc",
                    ], position: StoryboardPosition(line: 55, column: 29)))
        #expect(constraints[2].firstItem == "Saf-eA-rea")
        #expect(constraints[2].firstAttribute == .trailing)
        let aspect = constraints[3]
        #expect(aspect.multiplier == 16.0 / 9.0)
        #expect(aspect.priority == 750)
        #expect(aspect.identifier == "aspect")
        #expect(aspect.firstAttribute == .width)
        #expect(aspect.secondAttribute == .height)
        let minimum = constraints[4]
        #expect(minimum.relation == .greaterThanOrEqual)
        #expect(minimum.secondItem == nil)
        #expect(minimum.secondAttribute == nil)
        #expect(minimum.constant == 44)
        #expect(minimum.priority == 1000)
        #expect(minimum.multiplier == 1)
        #expect(constraints[5].multiplier == 0.5)
        #expect(constraints.map(\.relation) == [.equal, .equal, .equal, .equal, .greaterThanOrEqual, .equal])
    }

    @Test("a constraint without firstItem is the owning view's")
    func missingFirstItem() throws {
        let document = try TestDocuments.read(TestDocuments.cellXib)
        let image = try #require(document.object(withID: "Pho-to-Img"))
        #expect(image.constraints.map(\.firstItem) == [nil, nil])
        #expect(image.constraints.map(\.resolvedFirstItem) == ["Pho-to-Img", "Pho-to-Img"])
        #expect(image.constraints[0].multiplier == 1)
        #expect(image.constraints[0].secondItem == "Pho-to-Img")
        #expect(image.constraints[1].constant == 72)
        #expect(image.constraints[1].secondItem == nil)
        let content = try #require(document.object(withID: "H2p-sc-9uM"))
        #expect(content.constraints.map(\.priority) == [1000, 1000, 999])
        #expect(content.constraints.map(\.resolvedFirstItem) == ["Pho-to-Img", "Cap-ti-on1", "Cap-ti-on1"])

        let shortcuts = try TestDocuments.read(TestDocuments.shortcuts)
        let cell = try #require(shortcuts.object(withID: "Det-Co-nt1"))
        #expect(cell.constraints[0].firstItem == nil)
        #expect(cell.constraints[0].resolvedFirstItem == "Det-Co-nt1")
        #expect(cell.constraints[1].secondAttribute == .leadingMargin)
    }

    @Test("Xcode 7's top and bottom layout guides are the controller's")
    func topAndBottomGuides() throws {
        let document = try TestDocuments.read(TestDocuments.xcode7)
        let controller = try #require(document.initialViewControllerObject)
        #expect(controller.topLayoutGuide?.id == "top-aa-bbb")
        #expect(controller.bottomLayoutGuide?.id == "bot-aa-bbb")
        #expect(controller.topLayoutGuide?.container == "layoutGuides")
        let view = try #require(controller.view)
        #expect(view.safeAreaLayoutGuide == nil)
        #expect(view.constraints.map(\.secondItem) == ["top-aa-bbb", "vw1-aa-bbb"])
        #expect(view.constraints.map(\.constant) == [20, 0])
    }

    @Test(
        "multipliers are numbers or ratios",
        arguments: [
            ("0.5", 0.5), ("16:9", 16.0 / 9.0), ("4:3", 4.0 / 3.0), ("1:1", 1), ("2", 2), ("-1", -1),
            ("1.5:0.5", 3),
        ] as [(String, Double)])
    func multipliers(text: String, value: Double) {
        #expect(LayoutConstraint.multiplier(text) == value)
    }

    @Test(
        "what is not a multiplier is refused",
        arguments: ["", "half", "16:0", "1:2:3", ":9", "16:", "inf", "nan"])
    func badMultipliers(text: String) {
        #expect(LayoutConstraint.multiplier(text) == nil)
    }

    @Test("bad attributes, relations, multipliers and priorities are diagnostics at the attribute")
    func badConstraints() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v">
                        <constraints>
                            <constraint firstAttribute="middle" constant="1" id="c1"/>
                            <constraint firstAttribute="width" relation="about" multiplier="3:0" id="c2"/>
                            <constraint firstAttribute="height" constant="tall" priority="high" id="c3"/>
                            <constraint secondItem="ghost" secondAttribute="top" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try TestDocuments.read(text)
        #expect(
            document.diagnostics.map { "\($0.position) \($0.kind)" } == [
                #"5:29 invalidValue(element: "constraint", attribute: "firstAttribute", value: "middle", expected: "a layout attribute (leading, top, width, centerX, …); the constraint is ignored")"#,
                #"6:52 invalidValue(element: "constraint", attribute: "relation", value: "about", expected: "lessThanOrEqual, equal or greaterThanOrEqual")"#,
                #"6:69 invalidValue(element: "constraint", attribute: "multiplier", value: "3:0", expected: "a number or a ratio (16:9)")"#,
                #"7:53 invalidValue(element: "constraint", attribute: "constant", value: "tall", expected: "a number")"#,
                #"7:69 invalidValue(element: "constraint", attribute: "priority", value: "high", expected: "a number")"#,
                #"8:17 missingAttribute(element: "constraint", attribute: "firstAttribute")"#,
                #"8:29 danglingReference(id: "ghost", element: "constraint", attribute: "secondItem")"#,
            ])
        let constraints = try #require(document.object(withID: "v")).constraints
        #expect(constraints.map(\.firstAttribute) == [nil, .width, .height, nil])
        #expect(constraints.map(\.relation) == [.equal, .equal, .equal, .equal])
        #expect(constraints.map(\.multiplier) == [1, 1, 1, 1])
        #expect(constraints.map(\.constant) == [1, 0, 0, 0])
        #expect(constraints.map(\.priority) == [1000, 1000, 1000, 1000])
    }

    @Test("every attribute name Interface Builder writes is a case, and placeholders are marked")
    func attributeNames() throws {
        #expect(LayoutAttribute.allCases.count == 21)
        #expect(LayoutAttribute(rawValue: "centerYWithinMargins") == .centerYWithinMargins)
        #expect(LayoutAttribute(rawValue: "baseline") == .baseline)
        #expect(LayoutRelation.allCases == [.lessThanOrEqual, .equal, .greaterThanOrEqual])
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v">
                        <constraints>
                            <constraint firstAttribute="width" relation="lessThanOrEqual" constant="-8.5" placeholder="YES" id="p"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let constraint = try #require(try TestDocuments.read(text).object(withID: "v")?.constraints.first)
        #expect(constraint.isPlaceholder)
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.constant == -8.5)
    }
}
