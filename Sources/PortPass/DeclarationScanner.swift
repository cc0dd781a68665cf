/// Finds, in one file's tokens, the classes, their superclasses, `@IBOutlet` properties and
/// `@IBAction`/`@objc` methods (extensions add to the class they extend).
public enum DeclarationScanner {
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "override", "static", "class",
        "weak", "unowned", "lazy", "dynamic", "required", "convenience", "nonisolated", "mutating",
    ]

    /// The classes declared or extended in `source`, merged by name in first-seen order.
    ///
    /// - Complexity: O(n) in the length of `source`.
    public static func classes(in source: String) -> [AppClassDeclaration] {
        let (tokens, _) = SwiftLexer.tokenize(source)
        let bytes = Array(source.utf8)
        let significant = tokens.filter(\.isSignificant)
        func text(_ index: Int) -> String {
            index < significant.count ? String(decoding: bytes[significant[index].range], as: UTF8.self) : ""
        }
        var result: [AppClassDeclaration] = []
        var stack: [(name: String?, depth: Int, isClassBody: Bool)] = []
        var depth = 0
        var pendingContext: String?? = nil
        var pendingIsClass = false
        var pendingAttributes: [String] = []
        var objcName: String?
        // Swift 3's @objc inference: a method `#selector(name)` names in this file is an action even
        // without `@objc` (Swift 4 mode with Xcode's "Swift 3 @objc Inference" setting, which Apple's
        // migrated samples keep, compiles it).
        var selectorNames: Set<String> = []
        for at in significant.indices where significant[at].kind == .pound && text(at) == "#selector" {
            guard text(at + 1) == "(" else { continue }
            var next = at + 2
            var last: String?
            while next < significant.count, text(next) != "(", text(next) != ")" {
                if significant[next].kind == .identifier, !["getter", "setter"].contains(text(next)) {
                    last = text(next)
                }
                next += 1
            }
            if let last { selectorNames.insert(last) }
        }
        var index = 0
        func classIndex(_ name: String) -> Int {
            if let found = result.firstIndex(where: { $0.name == name }) { return found }
            result.append(AppClassDeclaration(name: name, superclassName: nil, outlets: [], actions: []))
            return result.count - 1
        }
        while index < significant.count {
            let token = significant[index]
            let word = text(index)
            switch token.kind {
            case .attribute:
                pendingAttributes.append(word)
                if word == "@available" && text(index + 1) == "(" {
                    // `@available(*, unavailable)`: kept as one word the initializer below reads.
                    var end = index + 2
                    while end < significant.count && text(end) != ")" {
                        if text(end) == "unavailable" { pendingAttributes.append("@available(unavailable)") }
                        end += 1
                    }
                }
                if word == "@objc" && text(index + 1) == "("
                    && significant[index + 1].range.lowerBound == token.range.upperBound
                {
                    var end = index + 2
                    var name = ""
                    while end < significant.count && text(end) != ")" {
                        name += text(end)
                        end += 1
                    }
                    objcName = name
                    index = end
                }
            case .punctuation where word == "{":
                depth += 1
                if let context = pendingContext {
                    stack.append((context, depth, pendingIsClass))
                    pendingContext = nil
                    pendingIsClass = false
                }
                pendingAttributes = []
            case .punctuation where word == "}":
                if let last = stack.last, last.depth == depth { stack.removeLast() }
                depth -= 1
            case .identifier
            where word == "class" && !modifiers.contains(text(index + 1)) && text(index + 1) != "func"
                && text(index + 1) != "var" && significant[index + 1].kind == .identifier:
                let name = text(index + 1)
                let at = classIndex(name)
                var next = index + 2
                if text(next) == "<" {
                    var angle = 0
                    while next < significant.count {
                        if text(next) == "<" { angle += 1 }
                        if text(next) == ">" { angle -= 1 }
                        next += 1
                        if angle == 0 { break }
                    }
                }
                if text(next) == ":" && result[at].superclassName == nil {
                    result[at].superclassName = text(next + 1)
                }
                if pendingAttributes.contains("@UIApplicationMain") || pendingAttributes.contains("@main") {
                    result[at].isEntryPoint = true
                }
                if depth == 0 {
                    var back = index - 1
                    while back >= 0, modifiers.contains(text(back)) || significant[back].kind == .attribute {
                        if text(back) == "private" || text(back) == "fileprivate" {
                            result[at].isFilePrivate = true
                        }
                        back -= 1
                    }
                }
                pendingContext = .some(name)
                pendingIsClass = true
                index += 1
            case .identifier where word == "extension":
                _ = classIndex(text(index + 1))
                pendingContext = .some(text(index + 1))
                pendingIsClass = false
            case .identifier where word == "init":
                // An initializer of the class body itself (not of a nested type or an extension).
                if let top = stack.last, top.isClassBody, top.depth == depth, let owner = top.name,
                    index == 0 || text(index - 1) != "."
                {
                    var open = index + 1
                    if text(open) == "?" || text(open) == "!" { open += 1 }
                    let lineStart = significant[index].line
                    var back = index - 1
                    var isConvenience = false
                    while back >= 0, significant[back].line == lineStart, text(back) != "}", text(back) != "{"
                    {
                        if text(back) == "convenience" { isConvenience = true }
                        back -= 1
                    }
                    let at = classIndex(owner)
                    if text(open) == "(", text(open + 1) == "coder",
                        pendingAttributes.contains("@available(unavailable)")
                    {
                        result[at].isCoderInitializerUnavailable = true
                    }
                    if !isConvenience {
                        result[at].declaresDesignatedInitializer = true
                        if text(open) == "(", open + 1 < significant.count, text(open + 1) != ")",
                            significant[open + 1].kind == .identifier
                        {
                            result[at].designatedInitializerLabels.append(text(open + 1))
                        }
                    }
                    if text(open) == "(" && text(open + 1) == ")" {
                        result[at].declaresNoArgumentInitializer = true
                    }
                }
                pendingAttributes = []
                objcName = nil
            case .identifier where ["struct", "enum", "protocol", "actor"].contains(word):
                pendingContext = .some(nil)
                pendingIsClass = false
            case .identifier where word == "var" || word == "let":
                if pendingAttributes.contains("@IBOutlet"), let owner = stack.last?.name {
                    let name = text(index + 1)
                    var type = ""
                    if text(index + 2) == ":" {
                        var next = index + 3
                        while next < significant.count, significant[next].line == significant[index].line,
                            !["=", "{", "!", "?", ";"].contains(text(next))
                        {
                            type += text(next)
                            next += 1
                        }
                    }
                    result[classIndex(owner)].outlets.append(.init(name: name, type: type))
                }
                pendingAttributes = []
                objcName = nil
            case .identifier where word == "func":
                if pendingAttributes.contains(where: {
                    ["@IBAction", "@objc", "@IBSegueAction"].contains($0)
                }) || selectorNames.contains(text(index + 1)),
                    let owner = stack.last?.name
                {
                    let baseName = text(index + 1)
                    let (labels, types, end) = parameters(significant, text, from: index + 2)
                    let selector = objcName ?? ObjectiveCSelector.name(baseName: baseName, labels: labels)
                    result[classIndex(owner)].actions.append(
                        .init(baseName: baseName, labels: labels, parameterTypes: types, selector: selector))
                    index = end
                }
                pendingAttributes = []
                objcName = nil
            case .identifier where modifiers.contains(word):
                break
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// The labels and types of the parameter clause opening at `start` (`(`), and where it ends.
    private static func parameters(
        _ significant: [SwiftToken], _ text: (Int) -> String, from start: Int
    ) -> (labels: [String], types: [String], end: Int) {
        var index = start
        if text(index) == "<" {
            while index < significant.count && text(index) != ">" { index += 1 }
            index += 1
        }
        guard text(index) == "(" else { return ([], [], start) }
        index += 1
        var labels: [String] = []
        var types: [String] = []
        var names: [String] = []
        var type = ""
        var inType = false
        var nesting = 0
        while index < significant.count {
            let word = text(index)
            if nesting == 0 && (word == ")" || word == ",") {
                if !names.isEmpty {
                    labels.append(names[0])
                    types.append(type)
                }
                names = []
                type = ""
                inType = false
                if word == ")" { break }
            } else if inType {
                if ["(", "[", "<"].contains(word) { nesting += 1 }
                if [")", "]", ">"].contains(word) { nesting -= 1 }
                if word == "=" && nesting == 0 { inType = false } else { type += word }
            } else if word == ":" {
                inType = true
            } else if significant[index].kind == .identifier && names.count < 2 && type.isEmpty {
                names.append(word)
            }
            index += 1
        }
        return (labels, types, index)
    }
}
