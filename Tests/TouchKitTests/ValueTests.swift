import Foundation
import QuickActions
import TestSupport
import Testing
import TouchKit

@Suite("Values: colours, fonts, images, text metrics, index paths, transitions, traits")
struct ValueTests {
    @Test(
        "Colours parse #RGB, #RRGGBB and #RRGGBBAA and print #RRGGBBAA",
        arguments: [
            ("#fff", "#FFFFFFFF"), ("007AFF", "#007AFFFF"), ("#3C3C434A", "#3C3C434A"),
            ("#000000", "#000000FF"),
        ])
    func colourHex(input: String, output: String) {
        #expect(Color(hex: input)?.hex == output)
    }

    @Test(
        "UIColor(hue:saturation:brightness:alpha:) converts HSB to sRGB as UIKit does",
        arguments: [
            (0.0, 1.0, 1.0, "#FF0000FF"), (1.0 / 3, 1.0, 1.0, "#00FF00FF"), (2.0 / 3, 1.0, 1.0, "#0000FFFF"),
            (1.0, 1.0, 1.0, "#FF0000FF"), (0.5, 0.0, 0.5, "#808080FF"), (1.0 / 6, 1.0, 1.0, "#FFFF00FF"),
            (0.0, 0.0, 0.0, "#000000FF"),
        ])
    func hueSaturationBrightness(hue: Double, saturation: Double, brightness: Double, hex: String) {
        #expect(Color(hue: hue, saturation: saturation, brightness: brightness).hex == hex)
        #expect(Color(hue: .nan, saturation: .infinity, brightness: 1).hex == "#FF0000FF")
        #expect(Color(hue: -.infinity, saturation: .nan, brightness: .nan).hex == "#000000FF")
    }

    @Test("randomized HSB (seed 13): brightness is the largest component and saturation its spread")
    func hsbRandomized() {
        var rng = SplitMix64(seed: 13)
        for _ in 0..<500 {
            let h = Double(rng.next() % 1000) / 1000
            let s = Double(rng.next() % 1000) / 1000
            let v = Double(rng.next() % 1000) / 1000
            let color = Color(hue: h, saturation: s, brightness: v)
            let high = max(color.red, color.green, color.blue)
            let low = min(color.red, color.green, color.blue)
            #expect(abs(high - v) <= 0.5 / 255 + 1e-9)
            #expect(abs(low - v * (1 - s)) <= 0.5 / 255 + 1e-9)
        }
    }

    @Test("UIKit's fixed and iOS 13 system colours, light appearance")
    func namedColours() {
        #expect(Color.systemOrange.hex == "#FF9500FF")
        #expect(Color.systemTeal.hex == "#5AC8FAFF")
        #expect(Color.systemPink.hex == "#FF2D55FF")
        #expect(Color.systemPurple.hex == "#AF52DEFF")
        #expect(Color.systemGray6.hex == "#F2F2F7FF")
        #expect(Color.orange.hex == "#FF8000FF")
        #expect(Color.purple.hex == "#800080FF")
        #expect(Color.tertiaryLabel.hex == "#3C3C434D")
    }

    @Test("Bad colour spellings are refused; decoding one names it")
    func badColours() {
        #expect(Color(hex: "#12") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Color.self, from: Data(#""blue""#.utf8))
        }
        #expect(Color(red: 2, green: -1, blue: .nan).hex == "#FF0000FF")
        #expect(Color.systemRed.withAlphaComponent(0.5).alpha == 128.0 / 255)
        #expect("\(Color.white)" == "#FFFFFFFF")
    }

    @Test("Fonts: the text styles' sizes and the line height")
    func fonts() {
        #expect(Font.preferredFont(forTextStyle: .body) == Font(pointSize: 17))
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(
            Font.TextStyle.allCases.map { Font.preferredFont(forTextStyle: $0).pointSize } == [
                34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11,
            ])
        #expect(Font.boldSystemFont(ofSize: 13).weight == .bold)
        #expect(Font.systemFont(ofSize: 17).lineHeight == 21)
        #expect(Font.systemFont(ofSize: 13).withSize(20).pointSize == 20)
    }

    @Test(
        "Text metrics: Helvetica's advances with a margin, wide characters a full em; wrapping respects the line limit"
    )
    func metrics() {
        let font = Font.systemFont(ofSize: 10)
        // (556 + 556 + 500 + 556) / 1000 × 10 pt × 1.1, rounded up.
        #expect(TextMetrics.width(of: "abcd", font: font) == 24)
        #expect(TextMetrics.width(of: "iiii", font: font) == 10)
        #expect(TextMetrics.width(of: "MMMM", font: font) == 37)
        #expect(TextMetrics.width(of: "智能开门", font: font) == 44)
        #expect(TextMetrics.width(of: "é", font: font) == 7)
        // Seed 003's Add button is wide enough for its title in a wider fallback font (DejaVu Sans
        // draws "Add" at 17 px about 33 px wide).
        #expect(TextMetrics.width(of: "Add", font: .systemFont(ofSize: 17)) == 34)
        #expect(TextMetrics.width(of: "Add", font: .systemFont(ofSize: 17, weight: .semibold)) == 35)
        #expect(
            TextMetrics.size(of: String(repeating: "a", count: 40), font: font, width: 50, numberOfLines: 0)
                .height == 60)
        #expect(
            TextMetrics.size(of: String(repeating: "a", count: 40), font: font, width: 50, numberOfLines: 2)
                .height == 24)
        #expect(TextMetrics.size(of: "", font: font, width: 50, numberOfLines: 1).height == 0)
    }

    @Test("Images: symbols are templates with a size, named images are not")
    func images() {
        #expect(Image(systemName: "star").isTemplate)
        #expect(!Image(resourceNamed: "photo").isTemplate)
        #expect(Image(resourceNamed: "icon").withRenderingMode(.alwaysTemplate).isTemplate)
        #expect(!Image(systemName: "star").withRenderingMode(.alwaysOriginal).isTemplate)
        #expect(Image(resourceNamed: "a", size: CGSize(width: 35, height: 35)).size.width == 35)
    }

    @Test("Index paths: row and section as UIKit reads them")
    func indexPaths() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1)
        #expect(IndexPath().row == 0 && IndexPath().section == 0)
        let bridged = IndexPath(row: 3, section: 1) as NSIndexPath
        #expect(bridged.row == 3 && bridged.item == 3 && bridged.section == 1)
        #expect(NSIndexPath().row == 0 && NSIndexPath().section == 0)
        #expect(IndexPath(row: 0, section: 0) < IndexPath(row: 1, section: 0))
    }

    @Test("Transitions: progress along time, durations by kind")
    func transitions() {
        let transition = Transition(kind: .push, start: 1, duration: 0.5)
        #expect(transition.progress(at: 0) == 0)
        #expect(transition.progress(at: 1.25) == 0.5)
        #expect(transition.progress(at: 9) == 1)
        #expect(Transition(kind: .fadeIn, start: 0, duration: 0).progress(at: 0) == 1)
        #expect(Transition.defaultDurations.count == Transition.Kind.allCases.count)
    }

    @Test("Launch options and traits read as UIKit's")
    func optionsAndTraits() {
        let item = ShortcutItem(type: "t", localizedTitle: "T")
        #expect(LaunchOptions().isEmpty)
        #expect(LaunchOptions(shortcutItem: item)[.shortcutItem] as? ShortcutItem == item)
        #expect(LaunchOptions.Key.shortcutItem.rawValue == "UIApplicationLaunchOptionsShortcutItemKey")
        #expect(TraitCollection.unspecified.forceTouchCapability == .unknown)
        #expect(ApplicationState.background.rawValue == 2)
        #expect(Scene.ActivationState.unattached.rawValue == -1)
    }

    @Test("A lifecycle event prints as one log line with escapes")
    func eventLine() {
        let event = LifecycleEvent(
            time: 1.5, bundleIdentifier: "a.b", launch: 2, kind: .log, message: "say \"hi\"\nnow")
        #expect(event.description == #"[1.500] a.b#2 log "say \"hi\"\nnow""#)
        let completion = LifecycleEvent(
            time: 0, bundleIdentifier: "a.b", launch: 1, kind: .completionHandler, shortcutType: "x",
            succeeded: false)
        #expect(completion.summary == "completionHandler shortcut=x succeeded=false")
    }
}
