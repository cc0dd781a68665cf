import Foundation
import Testing

@testable import Storyboards

@Suite("The values set on views: masks, button states, runtime attributes, fonts, colours, controls")
struct ViewValuesTests {
    /// A xib whose one view holds `body`.
    static func view(_ body: String, attributes: String = "") throws -> StoryboardObject {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v" \(attributes)>
            \(body)
                    </view>
                </objects>
            </document>
            """
        return try #require(try TestDocuments.read(text).object(withID: "v"))
    }

    @Test(
        "Xcode 7's button: a normal state with its title colour, a frame, a mask and a size-class variation")
    func xcode7Button() throws {
        let document = try TestDocuments.read(TestDocuments.xcode7)
        let view = try #require(document.object(withID: "vw1-aa-bbb"))
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(view.backgroundColor == .white(1, alpha: 1, colorSpace: "calibratedWhite"))
        #expect(view.contentMode == .scaleToFill)
        let button = try #require(view.subviews.first)
        #expect(button.element == .button)
        #expect(button.isOpaque == false)
        #expect(button.lineBreakMode == .middleTruncation)
        #expect(button.title == "Say hello")
        #expect(
            button.states == [
                ButtonState(
                    state: "normal", title: "Say hello",
                    titleColor: .rgb(
                        red: 0, green: 0.47843137254901963, blue: 1, alpha: 1, colorSpace: "calibratedRGB"))
            ])
        #expect(button.state("highlighted") == nil)
        #expect(button.frame == CGRect(x: 270, y: 285, width: 60, height: 30))
        #expect(
            button.property("variation", key: "heightClass=compact")?.children.map(\.name) == [
                "fontDescription"
            ])
        #expect(button.font == nil)
        #expect(document.scenes[0].canvasLocation == CGPoint(x: 305, y: 433))
    }

    @Test("Xcode 10's stack view, label, slider, switch and segmented control")
    func xcode10Controls() throws {
        let document = try TestDocuments.read(TestDocuments.xcode10)
        let stack = try #require(document.object(withID: "Stk-01-abc"))
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == "fillEqually")
        #expect(stack.alignment == "center")
        #expect(stack.spacing == 8)
        #expect(stack.subviews.map(\.element) == [.label, .slider, .switch, .segmentedControl])
        let label = stack.subviews[0]
        #expect(label.text == "Volume")
        #expect(label.userLabel == "Volume Label")
        #expect(label.numberOfLines == 2)
        #expect(label.font == FontDescription(kind: .textStyle("UICTFontTextStyleBody"), pointSize: nil))
        #expect(label.textColor == .system("labelColor"))
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        #expect(label.contentHuggingPriority(for: .vertical) == 251)
        #expect(label.compressionResistancePriority(for: .vertical) == 751)
        #expect(label.compressionResistancePriority(for: .horizontal) == nil)
        #expect(stack.subviews[1].value == 0.5)
        #expect(stack.subviews[2].isOn == true)
        #expect(stack.subviews[2].tag == 7)
        #expect(stack.subviews[3].selectedSegmentIndex == 1)
        #expect(stack.subviews[3].segmentTitles == ["Low", "High"])
        #expect(
            document.object(withID: "Roo-tV-iew")?.backgroundColor
                == .rgb(red: 1, green: 1, blue: 1, alpha: 1, colorSpace: "sRGB"))
        #expect(
            document.resources == [
                .namedColor(
                    name: "Brand", color: .rgb(red: 0.2, green: 0.4, blue: 0.8, alpha: 1, colorSpace: "sRGB"))
            ])
    }

    @Test("Xcode 10's runtime attributes: a number in an element, a boolean, a named colour")
    func runtimeAttributes() throws {
        let document = try TestDocuments.read(TestDocuments.xcode10)
        let stack = try #require(document.object(withID: "Stk-01-abc"))
        #expect(
            stack.runtimeAttributes.map(\.keyPath) == [
                "layer.cornerRadius", "layer.masksToBounds", "layer.borderUIColor",
            ])
        #expect(
            stack.runtimeAttributes.map(\.value) == [.number(8), .boolean(true), .color(.named("Brand"))])
    }

    @Test("every runtime attribute type, and the bad ones reported")
    func everyRuntimeAttribute() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="a" value="text"/>
                            <userDefinedRuntimeAttribute type="localizedString" keyPath="b" value="Hello"/>
                            <userDefinedRuntimeAttribute type="number" keyPath="c" value="2.5"/>
                            <userDefinedRuntimeAttribute type="image" keyPath="d" value="star"/>
                            <userDefinedRuntimeAttribute type="point" keyPath="e"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="size" keyPath="f"><size key="value" width="3" height="4"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="rect" keyPath="g"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="range" keyPath="h"><range key="value" location="5" length="6"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="nil" keyPath="i"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="j"><color key="value" white="0.5" alpha="0.25" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="k" value="maybe"/>
                            <userDefinedRuntimeAttribute type="vector" keyPath="l"/>
                            <userDefinedRuntimeAttribute type="number" keyPath="m"/>
                            <userDefinedRuntimeAttribute type="string" value="x"/>
                            <bogus/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """
        let document = try TestDocuments.read(text)
        let view = try #require(document.object(withID: "v"))
        #expect(view.runtimeAttributes.map(\.keyPath) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
        #expect(
            view.runtimeAttributes.map(\.value) == [
                .string("text"), .localizedString("Hello"), .number(2.5), .image("star"),
                .point(CGPoint(x: 1, y: 2)),
                .size(CGSize(width: 3, height: 4)), .rect(CGRect(x: 1, y: 2, width: 3, height: 4)),
                .range(location: 5, length: 6), .none,
                .color(.white(0.5, alpha: 0.25, colorSpace: "calibratedWhite")),
            ])
        #expect(view.runtimeAttributes[0].position == StoryboardPosition(line: 5, column: 17))
        #expect(
            document.diagnostics.map { "\($0.position) \($0.kind)" } == [
                #"15:73 invalidValue(element: "userDefinedRuntimeAttribute", attribute: "value", value: "maybe", expected: "YES or NO")"#,
                #"16:46 invalidValue(element: "userDefinedRuntimeAttribute", attribute: "type", value: "vector", expected: "string, localizedString, number, boolean, color, image, point, size, rect, range or nil")"#,
                #"17:17 invalidValue(element: "userDefinedRuntimeAttribute", attribute: "value", value: "", expected: "a number value")"#,
                #"18:17 invalidValue(element: "userDefinedRuntimeAttribute", attribute: "keyPath", value: "", expected: "a key path")"#,
                #"19:17 misplacedElement(name: "bogus", parent: "userDefinedRuntimeAttributes")"#,
            ])
    }

    @Test("fonts: system weights, bold and italic, text styles, custom faces, and one with no size")
    func fonts() throws {
        let view = try Self.view(
            """
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                    <fontDescription key="titleFont" type="italicSystem" pointSize="12"/>
                    <fontDescription key="other" type="system2" pointSize="9"/>
                    <fontDescription key="sizeless" type="system"/>
            """)
        #expect(view.font == FontDescription(kind: .system, pointSize: 15, weight: "semibold"))
        #expect(view.font(forKey: "titleFont") == FontDescription(kind: .italicSystem, pointSize: 12))
        #expect(view.font(forKey: "other") == FontDescription(kind: .other("system2"), pointSize: 9))
        #expect(view.font(forKey: "sizeless") == nil)
        #expect(view.font(forKey: "missing") == nil)
    }

    @Test(
        "colours: white, RGB in a custom space, semantic with fallback, pre-iOS 13 system, named, and bad ones"
    )
    func colors() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v">
                        <color key="a" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>
                        <color key="b" red="1" green="0" blue="0.5" colorSpace="custom" customColorSpace="displayP3"/>
                        <color key="c" systemColor="labelColor" cocoaTouchSystemColor="darkTextColor"/>
                        <color key="d" cocoaTouchSystemColor="whiteColor"/>
                        <color key="e" name="Tint"/>
                        <color key="f" red="1" green="0"/>
                        <color key="g" white="grey"/>
                    </view>
                </objects>
            </document>
            """
        let document = try TestDocuments.read(text)
        let view = try #require(document.object(withID: "v"))
        #expect(view.color(forKey: "a") == .white(0, alpha: 0.5, colorSpace: "calibratedWhite"))
        #expect(
            view.color(forKey: "b") == .rgb(red: 1, green: 0, blue: 0.5, alpha: 1, colorSpace: "displayP3"))
        #expect(view.color(forKey: "c") == .system("labelColor"))
        #expect(view.color(forKey: "d") == .cocoaTouchSystem("whiteColor"))
        #expect(view.color(forKey: "e") == .named("Tint"))
        #expect(view.color(forKey: "f") == nil)
        #expect(view.color(forKey: "g") == nil)
        #expect(
            document.diagnostics.map { "\($0.position) \($0.kind)" } == [
                #"9:13 invalidValue(element: "color", attribute: "white", value: "", expected: "white=, red= green= blue=, systemColor=, cocoaTouchSystemColor= or name=")"#,
                #"10:28 invalidValue(element: "color", attribute: "white", value: "grey", expected: "a number")"#,
            ])
    }

    @Test("numbers are finite decimals: hexadecimal, a plus sign, infinity and NaN are not")
    func numbers() throws {
        let view = try Self.view(
            "", attributes: #"alpha="0x1" rowHeight="+4" spacing="inf" tag="3" value="-0.25""#)
        #expect(view.alpha == nil)
        #expect(view.rowHeight == nil)
        #expect(view.spacing == 0)
        #expect(view.tag == 3)
        #expect(view.value == -0.25)
        #expect(view.number("nothing") == nil)
        #expect(view.integer("tag") == 3)
        #expect(view.flag("tag") == nil)
    }

    @Test("text with line breaks is a <string key=\"text\">; a title can be a <string key=\"title\">")
    func textElements() throws {
        let view = try Self.view(
            """
                    <string key="text">Two
            lines &amp; more</string>
                    <mutableString key="placeholder">Type here</mutableString>
                    <string key="title"><![CDATA[<b>]]></string>
            """)
        #expect(view.text == "Two\nlines & more")
        #expect(view.placeholder == "Type here")
        #expect(view.title == "<b>")
        #expect(view.image == nil)
    }

    @Test("a button's states, a state's title as an element, and an image reference")
    func buttonStates() throws {
        let view = try Self.view(
            """
                    <state key="normal" image="play" backgroundImage="pill">
                        <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                    </state>
                    <state key="selected">
                        <string key="title">Pause</string>
                    </state>
                    <imageReference key="image" image="play.fill" catalog="system"/>
            """)
        #expect(view.states.map(\.state) == ["normal", "selected"])
        #expect(view.state("normal")?.image == "play")
        #expect(view.state("normal")?.backgroundImage == "pill")
        #expect(
            view.state("normal")?.titleShadowColor == .white(0.5, alpha: 1, colorSpace: "calibratedWhite"))
        #expect(view.state("normal")?.title == nil)
        #expect(view.state("selected")?.title == "Pause")
        #expect(view.title == nil)
        #expect(view.image == "play.fill")
    }

    @Test("autoresizing masks: every flag, and a bad one")
    func masks() throws {
        let view = try Self.view(
            """
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
            """)
        #expect(
            view.autoresizingMask == [
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
                .flexibleHeight,
                .flexibleBottomMargin,
            ])
        #expect(view.autoresizingMask?.rawValue == 63)
        let bad = try Self.view(#"        <autoresizingMask key="autoresizingMask" widthSizable="yes"/>"#)
        #expect(bad.autoresizingMask == nil)
        #expect(ContentMode.allCases.count == 13)
        #expect(LineBreakMode(rawValue: "characterWrap") == .characterWrap)
        #expect(TextAlignment.allCases == [.left, .center, .right, .justified, .natural])
    }
}
