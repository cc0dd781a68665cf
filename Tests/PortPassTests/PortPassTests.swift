import TestSupport
import Testing

@testable import PortPass

@Suite("PortPass: rule by rule")
struct PortPassTests {
    private func port(_ source: String, classes: [AppClassDeclaration] = []) -> PortPass.Result {
        PortPass(classes: classes).rewrite(source, file: "App.swift")
    }

    private func lines(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    @Test(
        "each rule rewrites its construct and keeps every line in place",
        arguments: [
            (
                "@IBOutlet weak var label: UILabel!", "          weak var label: UILabel!",
                PortRule.interfaceBuilderAttribute
            ),
            (
                "@IBAction func tap(_ sender: Any) {}", "          func tap(_ sender: Any) {}",
                .interfaceBuilderAttribute
            ),
            (
                "@IBDesignable class Knob: UIView {}", "              class Knob: UIView {}",
                .interfaceBuilderAttribute
            ),
            ("@objc(doIt:) func go(_ x: Int) {}", "             func go(_ x: Int) {}", .objectiveCAttribute),
            ("@objc dynamic var count = 0", "              var count = 0", .objectiveCAttribute),
            ("@objcMembers class A: NSObject {}", "             class A: NSObject {}", .objectiveCAttribute),
            (
                "@UIApplicationMain\nclass AppDelegate", "                  \nclass AppDelegate",
                .applicationMain
            ),
            ("@main final class AppDelegate", "      final class AppDelegate", .applicationMain),
            ("import UIKit.UIImage", "import UIKit        ", .submoduleImport),
            (
                "x.addTarget(self, action: #selector(ViewController.tapped(_:)), for: .touchUpInside)",
                "x.addTarget(self, action: Selector(\"tapped:\"), for: .touchUpInside)", .selector
            ),
            ("let s = #selector(doThing(_:with:))", "let s = Selector(\"doThing:with:\")", .selector),
            ("let s = #selector(getter: UISwitch.isOn)", "let s = Selector(\"isOn\")", .selector),
            ("let s = #selector(setter: Item.title)", "let s = Selector(\"setTitle:\")", .selector),
            (
                "if #available(iOS 13, *) {", "if ForceTouchAvailability.isAvailable(iOS: 13, 0) {",
                .availability
            ),
            (
                "guard #available(iOS 13.4, *) else {",
                "guard ForceTouchAvailability.isAvailable(iOS: 13, 4) else {", .availability
            ),
            (
                "if ok, #available(iOS 9.0, *) {", "if ok, ForceTouchAvailability.isAvailable(iOS: 9, 0) {",
                .availability
            ),
            (
                "if #unavailable(iOS 14) {", "if !ForceTouchAvailability.isAvailable(iOS: 14, 0) {",
                .availability
            ),
            ("if #available(macOS 10.15, *) {", "if true {", .availability),
            (
                "let c = NSClassFromString(name)", "let c = ForceTouchRegistry.classFromString(name)",
                .classRegistry
            ),
            (
                "let n = NSStringFromClass(type(of: self))",
                "let n = ForceTouchRegistry.stringFromClass(type(of: self))", .classRegistry
            ),
        ])
    func rule(before: String, after: String, rule: PortRule) {
        let result = port(before)
        #expect(result.text == after)
        #expect(result.changes.map(\.rule).contains(rule))
        #expect(lines(result.text) == lines(before))
        #expect(result.problems.isEmpty)
    }

    @Test(
        "what is not iOS-only stays as written",
        arguments: [
            "@available(iOS 13, *)\nfunc f() {}",
            "let dynamic = 3\nprint(dynamic)",
            "import class UIKit.UIView",
            "import Foundation",
            "// #selector(tap) @IBOutlet\n/* import UIKit.UIImage */",
            "let s = \"#available(iOS 13, *) @objc\"",
            "obj.NSClassFromString(x)",
            "@MainActor final class Model {}",
            "@main struct Tool { static func main() {} }",
        ])
    func untouched(source: String) {
        let result = port(source)
        #expect(result.text == source)
        #expect(result.changes.isEmpty)
    }

    @Test("a bare #selector(name) takes the labels of the method it names")
    func bareSelectorUsesDeclarations() {
        let app = """
            class ViewController: UIViewController {
                @objc func refresh(_ sender: UIRefreshControl) {}
                @objc func reload() {}
                @objc(customName:) func renamed(_ x: Any) {}
            }
            """
        let classes = DeclarationScanner.classes(in: app)
        #expect(port("#selector(refresh)", classes: classes).text == "Selector(\"refresh:\")")
        #expect(port("#selector(reload)", classes: classes).text == "Selector(\"reload\")")
        #expect(port("#selector(renamed(_:))", classes: classes).text == "Selector(\"customName:\")")
        #expect(port("#selector(unknown)", classes: classes).text == "Selector(\"unknown\")")
    }

    @Test("a #selector spanning lines keeps its line breaks")
    func multiLineSelector() {
        let source = "let s = #selector(\n    ViewController.tapped(_:)\n)\nnext()"
        let result = port(source)
        #expect(result.text == "let s = Selector(\"tapped:\")\n\n\nnext()")
        #expect(lines(result.text) == lines(source))
    }

    @Test("--explain names file, line, column, rule, before and after")
    func explanation() {
        let result = port("import UIKit\n\nclass A {\n    @IBOutlet var b: UIButton!\n}")
        #expect(
            result.changes.map(\.description) == [
                "App.swift:4:5: interface-builder-attribute: @IBOutlet → (removed)"
            ])
    }

    @Test("code inside an interpolation is rewritten, the string around it is not")
    func interpolationCode() {
        let result = port(##"print("#available \(NSStringFromClass(A.self))")"##)
        #expect(result.text == ##"print("#available \(ForceTouchRegistry.stringFromClass(A.self))")"##)
    }

    @Test(
        "hostile input: an unclosed comment or string leaves the file untouched and says where",
        arguments: [
            "@IBOutlet var a: UILabel!\n/* open",
            "@objc func f() {}\nlet s = \"never",
            "#selector(tap\nlet s = \"\"\"\n",
            "let s = \"\\(#selector(x)",
            "\"",
            "/*",
            "#selector(",
            "@objc(",
            "import UIKit.",
        ])
    func hostile(source: String) {
        let result = port(source)
        if result.problems.isEmpty {
            #expect(lines(result.text) == lines(source))
        } else {
            #expect(result.text == source)
            #expect(result.changes.isEmpty)
            #expect(result.problems.first.map { "\($0)".contains("the file was left unchanged") } == true)
        }
    }

    @Test(
        "randomized bytes never crash and never change the line count (seeds recorded)",
        arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func randomBytes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("@#()\"\\/*\n abc:_.iOS13,IBOutlet objc selector available import dynamic{}")
        for _ in 0..<200 {
            let source = String((0..<random.below(120)).map { _ in alphabet[random.below(alphabet.count)] })
            let result = port(source)
            #expect(lines(result.text) == lines(source), "seed \(seed): \(source.debugDescription)")
            if !result.problems.isEmpty { #expect(result.text == source, "seed \(seed)") }
        }
    }

    @Test(
        "randomized files with no iOS-only construct come back byte-identical (seeds recorded)",
        arguments: [7, 99, 31337] as [UInt64])
    func roundTrip(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = [
            "let x = 1\n", "// @IBOutlet #selector(a)\n", "/* /* #available(iOS 13, *) */ */\n",
            "let s = \"@objc \\(f(\"#selector(b)\")) done\"\n", "let r = #\"raw \"@objc\" \\(no)\"#\n",
            "let m = \"\"\"\n  import UIKit.UIImage\n  \"\"\"\n", "@available(iOS 13.0, *)\nfunc g() {}\n",
            "struct S { var dynamic = 0 }\n", "import class UIKit.UIView\n",
            "@MainActor final class V: UIView {}\n",
            "\tif a > b { print(\"é ✓\") }\n", "let y = a.selector\n",
        ]
        for _ in 0..<50 {
            let source = (0..<random.below(40)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let result = port(source)
            #expect(result.text == source, "seed \(seed)")
            #expect(result.changes.isEmpty, "seed \(seed)")
        }
    }

    @Test("override init(frame:) becomes required in collection view cells and reusable views only")
    func requiredCellInitializerOfCollectionViews() {
        let source = """
            class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                override func layoutSubviews() {}
                required init?(coder: NSCoder) { fatalError() }
            }
            class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Header: SectionHeaderBase {
                public override init(frame: CGRect) { super.init(frame: frame) }
                struct Style { var x = 0 }
            }
            class Already: UICollectionViewCell {
                required override init(frame: CGRect) { super.init(frame: frame) }
            }
            """
        let base = AppClassDeclaration(
            name: "SectionHeaderBase", superclassName: "UICollectionReusableView", outlets: [], actions: [])
        let result = port(source, classes: [base])
        let expected = """
            class PhotoCell: UICollectionViewCell {
                required init(frame: CGRect) { super.init(frame: frame) }
                override func layoutSubviews() {}
                required init?(coder: NSCoder) { fatalError() }
            }
            class Badge: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Header: SectionHeaderBase {
                public required init(frame: CGRect) { super.init(frame: frame) }
                struct Style { var x = 0 }
            }
            class Already: UICollectionViewCell {
                required override init(frame: CGRect) { super.init(frame: frame) }
            }
            """
        #expect(result.text == expected)
        #expect(result.changes.map(\.rule) == [.requiredCellInitializer, .requiredCellInitializer])
        #expect(result.changes.map(\.line) == [2, 10])
    }

    @Test(
        "A programmatic table view cell, as most apps write one: its override init(style:reuseIdentifier:) becomes required, nothing else"
    )
    func requiredCellInitializerOfTableViewCells() {
        let source = """
            class RatingCell: UITableViewCell {
                static let identifier = "RatingCell"
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                }
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class StarCell: BaseCell {
                public override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
            }
            class StyleSheet: NSObject {
                override init() { super.init() }
                init(style: Int) { super.init() }
            }
            """
        let base = AppClassDeclaration(
            name: "BaseCell", superclassName: "UITableViewCell", outlets: [], actions: [])
        let result = port(source, classes: [base])
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[2]
                == "    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        #expect(
            lines[5]
                == "    override init(frame: CGRect) { super.init(frame: frame) }")
        #expect(
            lines[9].hasPrefix(
                "    public required init(style: CellStyle,"))
        #expect(result.changes.map(\.rule) == [.requiredCellInitializer, .requiredCellInitializer])
        #expect(result.changes.map(\.line) == [3, 10])
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test("override init(style:reuseIdentifier:) becomes required in table view cells only")
    func requiredCellInitializerInPrivateAndSubclassedCells() {
        // The shape of kylebshr/context-menus' private preview cell.
        let source = """
            private class IconPreviewCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
            }
            class SubtitleCell: BaseCell {
                override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                }
            }
            class Picker: UIView {
                override init(style: Int) { super.init(style: style) }
            }
            class Grid: UICollectionViewCell {
                override init(style: Int) { super.init(frame: .zero) }
            }
            """
        let base = AppClassDeclaration(
            name: "BaseCell", superclassName: "UITableViewCell", outlets: [], actions: [])
        let result = port(source, classes: [base])
        let expected = """
            private class IconPreviewCell: UITableViewCell {
                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
            }
            class SubtitleCell: BaseCell {
                required public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                }
            }
            class Picker: UIView {
                override init(style: Int) { super.init(style: style) }
            }
            class Grid: UICollectionViewCell {
                override init(style: Int) { super.init(frame: .zero) }
            }
            """
        #expect(result.text == expected)
        #expect(result.changes.map(\.rule) == [.requiredCellInitializer, .requiredCellInitializer])
        #expect(result.changes.map(\.line) == [2, 7])
    }

    @Test("a Foundation-only file naming DateComponentsFormatter imports UIKit, which provides it")
    func foundationSubstitute() {
        let helper = "import Foundation\n\nlet formatter = DateComponentsFormatter()\n"
        let result = port(helper)
        #expect(result.text == "import UIKit     \n\nlet formatter = DateComponentsFormatter()\n")
        #expect(result.changes.map(\.rule) == [.foundationSubstitute])
        #expect(lines(result.text) == lines(helper))
        // Already importing UIKit, not naming it, or only naming it as a member: left alone.
        for source in [
            "import Foundation\nimport UIKit\nlet f = DateComponentsFormatter()",
            "import Foundation\nlet f = DateFormatter()",
            "import Foundation\nlet f = Formatters.DateComponentsFormatter",
            "// DateComponentsFormatter\nimport Foundation\nlet s = \"DateComponentsFormatter\"",
        ] {
            #expect(port(source).text == source)
        }
    }

    @Test("a view controller's own init() gets override; calls, other classes and overrides stay")
    func viewControllerInitializer() {
        let source = """
            class ReplyViewController : UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder aDecoder: NSCoder) { fatalError() }
            }
            class PickerViewController: ReplyViewController {
                override init() { super.init() }
            }
            class Reply: NSObject {
                init() {}
                func make() -> Reply { return Reply.init() }
            }
            """
        let result = port(source)
        #expect(result.changes.map(\.rule) == [.viewControllerInitializer])
        #expect(result.changes.map(\.line) == [2])
        #expect(result.text.contains("    override init() {\n        super.init(nibName: nil, bundle: nil)"))
        #expect(lines(result.text) == lines(source))
    }

    @Test(
        "init() called on a metatype value becomes portPassInit(); on a type name, self, super or Self, with arguments, in a string or a comment it stays"
    )
    func metatypeInitializer() {
        let source = """
            let made = demos[indexPath.section].viewControllers[indexPath.row].init()
            let copy = type(of: controller).init()
            let viaName = controllerType.init()
            let chained = registry.types?.init()
            let cast = (NSClassFromString("Detail") as! UIViewController.Type).init()
            let plain = Foo.init()
            let explicit = Foo.self.init()
            let argument = someType.init(x: 1)
            let nib = someType.init(nibName: nil, bundle: nil)
            let implicit: Foo = .init()
            convenience init(title: String) { self.init() }
            override init() { super.init() }
            static func make() -> Self { Self.init() }
            let text = "types[row].init()" // and viewControllers[row].init() here
            /* array[i].init() */
            """
        let result = port(source)
        let expected = """
            let made = demos[indexPath.section].viewControllers[indexPath.row].portPassInit()
            let copy = type(of: controller).portPassInit()
            let viaName = controllerType.portPassInit()
            let chained = registry.types?.portPassInit()
            let cast = (ForceTouchRegistry.classFromString("Detail") as! UIViewController.Type).portPassInit()
            let plain = Foo.init()
            let explicit = Foo.self.init()
            let argument = someType.init(x: 1)
            let nib = someType.init(nibName: nil, bundle: nil)
            let implicit: Foo = .init()
            convenience init(title: String) { self.init() }
            override init() { super.init() }
            static func make() -> Self { Self.init() }
            let text = "types[row].init()" // and viewControllers[row].init() here
            /* array[i].init() */
            """
        #expect(result.text == expected)
        #expect(result.changes.filter { $0.rule == .metatypeInitializer }.map(\.line) == [1, 2, 3, 4, 5])
        #expect(lines(result.text) == lines(source))
        let first = result.changes.first { $0.rule == .metatypeInitializer }
        #expect(first?.before == "init()")
        #expect(first?.after == "portPassInit()")
    }
}
