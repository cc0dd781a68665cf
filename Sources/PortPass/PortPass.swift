/// The port pass: rewrites only what Swift without an Objective-C runtime cannot compile,
/// mechanically, never inside a comment or a string, and never moving a line.
///
/// Every replacement keeps the line count (a replaced span that held line breaks keeps them), and
/// a removal is padded with spaces, so every later column on its line stays put too. Each change
/// is a ``PortChange`` for `--explain`. A file the lexer cannot close (an unterminated comment or
/// string) comes back untouched with its ``LexProblem``s.
public struct PortPass: Sendable {
    /// What the pass made of one file.
    public struct Result: Sendable, Equatable {
        /// The rewritten text (the original when `problems` is not empty).
        public var text: String
        /// Each change, in source order.
        public var changes: [PortChange]
        /// What the lexer could not close; when not empty, nothing was rewritten.
        public var problems: [LexProblem]
    }

    /// Every action method of the target, by base name, so `#selector(method)` finds its labels.
    public var actionsByBaseName: [String: [AppClassDeclaration.Action]]

    /// Every class of the target's superclass by the class's name, so a class in one file is known
    /// to be a collection view cell by a superclass declared in another.
    public var superclassByName: [String: String]

    /// Whether `Bundle.main` and `UserDefaults.standard` are rewritten to the app's own
    /// (`ForceTouchAppBundle.main`, `.defaults`; rules `main-bundle`, `standard-defaults`): for an app
    /// that shares its process with other apps (`forcetouch simulator --app A --app B`), where
    /// Foundation's are one per process. Off for an app alone in its host, whose executable is
    /// placed in its own bundle, so Foundation's already are its own.
    public var scopesToApp: Bool

    /// Whether `UserDefaults.standard` is rewritten to the app's own (`ForceTouchAppBundle.defaults`;
    /// rule `standard-defaults`), kept per device in the simulator's state directory: for every app
    /// built with its launch (`forcetouch build`, `forcetouch simulator --app`), alone or not, since
    /// Foundation's standard defaults on Linux are one per process and ignore the bundle identifier.
    /// True whenever `scopesToApp` is.
    public var ownsDefaults: Bool

    /// The type a generated file of each app module declares, holding the app's own bundle and
    /// defaults (`PackageGenerator.appBundleSource`), which the `scopesToApp` rules name.
    public static let appBundleType = "ForceTouchAppBundle"

    /// A pass that resolves bare `#selector(name)` against `classes` (all of the target's files);
    /// with `scopesToApp`, also rewrites `Bundle.main` and `UserDefaults.standard` to the app's own.
    /// With `ownsDefaults` (or `scopesToApp`), rewrites `UserDefaults.standard` to the app's own.
    public init(classes: [AppClassDeclaration] = [], scopesToApp: Bool = false, ownsDefaults: Bool = false) {
        self.scopesToApp = scopesToApp
        self.ownsDefaults = ownsDefaults || scopesToApp
        var byName: [String: [AppClassDeclaration.Action]] = [:]
        var superclasses: [String: String] = [:]
        for declaration in classes {
            for action in declaration.actions { byName[action.baseName, default: []].append(action) }
            if let superclass = declaration.superclassName { superclasses[declaration.name] = superclass }
        }
        actionsByBaseName = byName
        superclassByName = superclasses
    }

    /// UIKit's cell classes whose cell-making initializer is `required` here, with that
    /// initializer's first argument label.
    private static let cellInitializers: [String: String] = [
        "UICollectionViewCell": "frame", "UICollectionReusableView": "frame", "UITableViewCell": "style",
    ]
    /// Words that may follow `class` without it declaring a class (`class func`, `class var`).
    private static let classMemberWords: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "internal",
        "public", "open", "static", "dynamic", "convenience", "required", "init",
    ]

    /// The first argument label of the initializer that makes cells of class `name` (`frame` for
    /// collection view cells and reusable views, `style` for table view cells), when its superclass
    /// chain (this file's classes, then the target's) reaches one of UIKit's cell classes.
    private func cellInitializerLabel(of name: String, local: [String: String]) -> String? {
        var current: String? = name
        var seen: Set<String> = []
        while let className = current, seen.insert(className).inserted {
            if let label = Self.cellInitializers[className] { return label }
            current = local[className] ?? superclassByName[className]
        }
        return nil
    }

    /// Whether the class `name` descends from a UIKit view controller (`controllerClasses`).
    private func isViewController(_ name: String, local: [String: String]) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let className = current, seen.insert(className).inserted {
            if Self.controllerClasses.contains(className) { return true }
            current = local[className] ?? superclassByName[className]
        }
        return false
    }

    /// UIKit's view controller classes: `init()` is not a designated initializer of theirs on iOS
    /// (it comes from `NSObject`), and is one of TouchKit's `ViewController` here.
    private static let controllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController",
    ]

    private static let interfaceBuilder: Set<String> = [
        "@IBOutlet", "@IBInspectable", "@IBDesignable", "@IBAction", "@IBSegueAction",
    ]
    private static let objectiveC: Set<String> = ["@objc", "@objcMembers", "@nonobjc"]
    private static let declarationWords: Set<String> = [
        "var", "let", "func", "private", "fileprivate", "internal", "public", "open", "final", "override",
        "static", "class", "weak", "unowned", "lazy", "required", "convenience", "init", "subscript",
    ]
    /// What may stand between `@main` and `class`.
    private static let entryModifiers: Set<String> = ["final", "public", "internal", "open"]
    /// Foundation classes swift-corelibs-foundation marks unavailable that the UIKit module provides
    /// in their stead; a Foundation-only file naming one imports UIKit instead (`foundation-substitute`).
    public static let foundationSubstitutes: Set<String> = ["DateComponentsFormatter"]

    private static let importKinds: Set<String> = [
        "class", "struct", "enum", "protocol", "func", "var", "let", "typealias",
    ]

    /// Rewrites `source`, naming it `file` in the changes it reports.
    ///
    /// - Complexity: O(n) in the length of `source`.
    public func rewrite(_ source: String, file: String) -> Result {
        let (tokens, problems) = SwiftLexer.tokenize(source)
        guard problems.isEmpty else { return Result(text: source, changes: [], problems: problems) }
        let bytes = Array(source.utf8)
        let code = tokens.filter(\.isSignificant)
        func text(_ index: Int) -> String {
            index < code.count ? String(decoding: bytes[code[index].range], as: UTF8.self) : ""
        }
        var edits: [(range: Range<Int>, replacement: String, change: PortChange)] = []
        func record(_ from: Int, _ to: Int, _ rule: PortRule, _ replacement: String, pad: Bool) {
            let range = code[from].range.lowerBound..<code[to].range.upperBound
            let before = String(decoding: bytes[range], as: UTF8.self)
            let breaks = before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            var after = replacement
            if pad && breaks == 0 && after.utf8.count < range.count {
                after += String(repeating: " ", count: range.count - after.utf8.count)
            }
            after += String(repeating: "\n", count: breaks)
            let change = PortChange(
                file: file, line: code[from].line, column: code[from].column, rule: rule,
                before: before, after: replacement)
            edits.append((range, after, change))
        }
        /// The index of the `)` closing the `(` at `open`, if any.
        func closing(_ open: Int) -> Int? {
            var depth = 0
            var index = open
            while index < code.count {
                if text(index) == "(" { depth += 1 }
                if text(index) == ")" {
                    depth -= 1
                    if depth == 0 { return index }
                }
                index += 1
            }
            return nil
        }
        // The classes being declared around the current token, by brace depth.
        var classes: [(depth: Int, name: String)] = []
        var localSuperclasses: [String: String] = [:]
        var pendingClass: String?
        var depth = 0
        var index = 0
        // The `Foundation` of the file's first `import Foundation`, whether it imports UIKit, and the
        // first Foundation class it names that UIKit provides instead (`foundation-substitute`).
        var foundationImport: Int?
        var importsUIKit = false
        var substituteUse = false
        while index < code.count {
            let token = code[index]
            let word = text(index)
            if token.kind == .punctuation && word == "{" {
                depth += 1
                if let name = pendingClass { classes.append((depth, name)) }
                pendingClass = nil
            } else if token.kind == .punctuation && word == "}" {
                if classes.last?.depth == depth { classes.removeLast() }
                depth -= 1
            }
            switch token.kind {
            case .identifier
            where word == "class" && index + 1 < code.count
                && code[index + 1].kind == .identifier && !Self.classMemberWords.contains(text(index + 1)):
                pendingClass = text(index + 1)
                if text(index + 2) == ":", index + 3 < code.count, code[index + 3].kind == .identifier {
                    localSuperclasses[text(index + 1)] = text(index + 3)
                }
            case .identifier where word == "override":
                // `override init(frame:)` or `override init(style:…)`, after or before its access
                // modifiers.
                var next = index + 1
                var modifiers: Set<String> = []
                while next < code.count, Self.declarationWords.contains(text(next)), text(next) != "init" {
                    modifiers.insert(text(next))
                    next += 1
                }
                let previous = index > 0 ? text(index - 1) : ""
                if text(next) == "init", text(next + 1) == "(", text(next + 3) == ":",
                    !modifiers.contains("required"), previous != "required",
                    let enclosing = classes.last?.name,
                    cellInitializerLabel(of: enclosing, local: localSuperclasses) == text(next + 2)
                {
                    record(index, index, .requiredCellInitializer, "required", pad: true)
                }
            case .identifier
            where word == "init" && text(index + 1) == "(" && text(index + 2) == ")"
                && (index == 0 || text(index - 1) != "."):
                // A view controller's own `init()`: `override init()` here.
                var back = index - 1
                var modifiers: Set<String> = []
                while back >= 0, code[back].kind == .identifier, Self.declarationWords.contains(text(back)) {
                    modifiers.insert(text(back))
                    back -= 1
                }
                if modifiers.isDisjoint(with: ["override", "convenience", "func", "var", "let"]),
                    let enclosing = classes.last, enclosing.depth == depth,
                    isViewController(enclosing.name, local: localSuperclasses)
                {
                    record(index, index, .viewControllerInitializer, "override init", pad: false)
                }
            case .attribute where Self.interfaceBuilder.contains(word):
                record(index, index, .interfaceBuilderAttribute, "", pad: true)
            case .attribute where word == "@UIApplicationMain":
                record(index, index, .applicationMain, "", pad: true)
            case .attribute where word == "@main":
                // Only a class's: an app delegate (`@main struct` is SwiftUI's, not built here).
                var next = index + 1
                while next < code.count
                    && (code[next].kind == .attribute || Self.entryModifiers.contains(text(next)))
                {
                    next += 1
                }
                if text(next) == "class" { record(index, index, .applicationMain, "", pad: true) }
            case .attribute where Self.objectiveC.contains(word):
                var end = index
                if text(index + 1) == "(" && code[index + 1].range.lowerBound == token.range.upperBound,
                    let close = closing(index + 1)
                {
                    end = close
                }
                record(index, end, .objectiveCAttribute, "", pad: true)
                index = end
            case .identifier where word == "dynamic":
                let next = index + 1
                if next < code.count
                    && (code[next].kind == .attribute || Self.declarationWords.contains(text(next)))
                {
                    record(index, index, .dynamicModifier, "", pad: true)
                }
            case .identifier where Self.foundationSubstitutes.contains(word):
                if index == 0 || text(index - 1) != "." { substituteUse = true }
            case .identifier where word == "import":
                let atLineStart =
                    index == 0 || code[index - 1].line < token.line || code[index - 1].kind == .attribute
                if atLineStart, text(index + 1) == "Foundation", text(index + 2) != ".",
                    foundationImport == nil
                {
                    foundationImport = index + 1
                }
                if atLineStart, text(index + 1) == "UIKit" { importsUIKit = true }
                if atLineStart, !Self.importKinds.contains(text(index + 1)), text(index + 2) == ".",
                    code[index + 1].kind == .identifier
                {
                    var end = index + 2
                    while text(end) == "." && end + 1 < code.count && code[end + 1].kind == .identifier {
                        end += 2
                    }
                    record(index + 2, end - 1, .submoduleImport, "", pad: true)
                    index = end - 1
                }
            case .identifier where word == "init" && isMetatypeValueInitializer(at: index, code, text):
                record(index, index + 2, .metatypeInitializer, "portPassInit()", pad: false)
                index += 2
            case .identifier
            where ((scopesToApp && word == "Bundle") || (ownsDefaults && word == "UserDefaults"))
                && text(index + 1) == "."
                && text(index + 2) == (word == "Bundle" ? "main" : "standard"):
                // `Bundle.main` or `UserDefaults.standard`, not a member of something else
                // (`x.Bundle.main`), and `Foundation.Bundle.main` as well.
                var start = index
                if index >= 2, text(index - 1) == ".", text(index - 2) == "Foundation" {
                    start = index - 2
                } else if index >= 1, text(index - 1) == "." {
                    break
                }
                let member = word == "Bundle" ? "main" : "defaults"
                record(
                    start, index + 2, word == "Bundle" ? .mainBundle : .standardDefaults,
                    Self.appBundleType + "." + member, pad: false)
                index += 2
            case .identifier where word == "NSClassFromString" || word == "NSStringFromClass":
                let previous = index > 0 ? text(index - 1) : ""
                if text(index + 1) == "(" && previous != "." && previous != "func" {
                    let hook = word == "NSClassFromString" ? "classFromString" : "stringFromClass"
                    record(index, index, .classRegistry, "ForceTouchRegistry.\(hook)", pad: false)
                }
            case .pound where (word == "#available" || word == "#unavailable") && text(index + 1) == "(":
                guard let close = closing(index + 1) else { break }
                let check = availabilityCheck((index + 2)..<close, text)
                let replacement = word == "#available" ? check : (check == "true" ? "false" : "!" + check)
                record(index, close, .availability, replacement, pad: false)
                index = close
            case .pound where word == "#selector" && text(index + 1) == "(":
                guard let close = closing(index + 1) else { break }
                let name = selectorName(((index + 2)..<close).map(text))
                record(index, close, .selector, "Selector(\"\(name)\")", pad: false)
                index = close
            default:
                break
            }
            index += 1
        }
        if substituteUse, !importsUIKit, let foundation = foundationImport {
            record(foundation, foundation, .foundationSubstitute, "UIKit", pad: true)
            edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.count * 32)
        var cursor = 0
        for edit in edits {
            output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            output.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return Result(
            text: String(decoding: output, as: UTF8.self), changes: edits.map(\.change), problems: [])
    }

    /// Words that end an expression but name no value whose `init()` is called dynamically.
    private static let notMetatypeValues: Set<String> = [
        "self", "super", "Self", "return", "try", "await", "in", "case", "else", "throw", "is", "as",
    ]

    /// Whether the `init` at `index` is `init()` called on a metatype value: `.init()` right after
    /// (no space) a `]`, a `)`, a `?`/`!` of optional chaining, or a lowercase name that is not a
    /// keyword, `self`, `super` or `Self`. A type name (`Foo.init()`, `Foo.self.init()`: `self`
    /// after a `.`) is a static call Swift compiles as it is.
    private func isMetatypeValueInitializer(
        at index: Int, _ code: [SwiftToken], _ text: (Int) -> String
    ) -> Bool {
        guard index >= 2, text(index - 1) == ".", text(index + 1) == "(", text(index + 2) == ")",
            code[index - 1].range.upperBound == code[index].range.lowerBound,
            code[index - 2].range.upperBound == code[index - 1].range.lowerBound
        else { return false }
        let before = text(index - 2)
        switch code[index - 2].kind {
        case .punctuation:
            guard before == "]" || before == ")" || before == "?" || before == "!" else { return false }
            if before == "?" || before == "!" {
                // Optional chaining on a value (`type?.init()`), not a type's `Foo!`.
                guard index >= 3 else { return false }
                let owner = text(index - 3)
                return owner == "]" || owner == ")" || isValueName(owner, code[index - 3].kind)
            }
            return true
        case .identifier:
            if before == "self", index >= 3, text(index - 3) == "." { return false }
            return isValueName(before, .identifier)
        default:
            return false
        }
    }

    /// Whether `word` reads as a value's name: an identifier starting with a lowercase letter or an
    /// underscore, not a keyword, `self`, `super` or `Self`.
    private func isValueName(_ word: String, _ kind: SwiftToken.Kind) -> Bool {
        guard kind == .identifier, let first = word.unicodeScalars.first else { return false }
        if Self.notMetatypeValues.contains(word) { return false }
        return first == "_" || ("a"..."z").contains(Character(first))
    }

    /// The runtime check for an availability list (`iOS 13.4, *` → `isAvailable(iOS: 13, 4)`).
    private func availabilityCheck(_ range: Range<Int>, _ text: (Int) -> String) -> String {
        let words = range.map(text)
        guard let at = words.firstIndex(where: { $0 == "iOS" || $0 == "iOSApplicationExtension" }),
            at + 1 < words.count
        else { return "true" }
        var parts = words[at + 1].split(separator: ".").map(String.init)
        while parts.count < 2 { parts.append("0") }
        return "ForceTouchAvailability.isAvailable(iOS: " + parts.joined(separator: ", ") + ")"
    }

    /// The Objective-C selector a `#selector(…)` expression's words name.
    private func selectorName(_ words: [String]) -> String {
        var words = words
        var accessor: String?
        if words.count > 1 && (words[0] == "getter" || words[0] == "setter") && words[1] == ":" {
            accessor = words[0]
            words.removeFirst(2)
        }
        if let cast = words.firstIndex(of: "as") { words = Array(words[..<cast]) }
        let open = words.firstIndex(of: "(") ?? words.count
        let reference = words[..<open].filter { $0 != "(" && $0 != ")" }
        let base = reference.last(where: { $0 != "." }) ?? ""
        if let accessor {
            return accessor == "getter"
                ? ObjectiveCSelector.getter(property: base) : ObjectiveCSelector.setter(property: base)
        }
        if open < words.count {
            var labels: [String] = []
            for word in words[(open + 1)...] where word != ")" && word != ":" {
                labels.append(word)
            }
            let colons = words[open...].filter { $0 == ":" }.count
            let named = labels.count == colons ? labels : Array(repeating: "_", count: colons)
            if let declared = actionsByBaseName[base]?.first(where: { $0.labels == named }) {
                return declared.selector
            }
            return ObjectiveCSelector.name(baseName: base, labels: named)
        }
        if let candidates = actionsByBaseName[base], let only = candidates.first,
            candidates.allSatisfy({ $0.selector == only.selector })
        {
            return only.selector
        }
        return base
    }
}
