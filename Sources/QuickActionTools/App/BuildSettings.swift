import Interchange
import PropertyLists
import QuickActions

/// Build-setting definitions and the expansion of `$(NAME)` references, as Xcode applies them to
/// Info.plist values when it builds the app.
///
/// Forms: `$(NAME)`, `${NAME}`, with modifiers `$(NAME:modifier:modifier)`, nested references
/// (`$(PRODUCT_NAME_$(CONFIGURATION))`), and references inside definitions (expanded in turn,
/// cycles reported). Modifiers: `rfc1034identifier` (characters other than `A-Z a-z 0-9 - .`
/// become `-`), `c99extidentifier` (characters other than letters, digits and `_` become `_`, a
/// leading digit gets a `_` before it), `identifier` (the same with ASCII letters only), `lower`,
/// `upper`, `base` (file name without extension), `dir` (the directory part), `file` (the last path
/// component), `suffix` (the extension with its dot), and `default=VALUE` (used when NAME is not
/// defined or empty). A reference to an undefined name stays in the text as written and is
/// reported. The bare `$NAME` form is not expanded (Info.plist processing does not either).
public struct BuildSettings: Sendable, Hashable {
    /// The modifiers this expansion implements.
    public static let modifiers = [
        "rfc1034identifier", "c99extidentifier", "identifier", "lower", "upper", "base", "dir", "file",
        "suffix", "default",
    ]

    /// Values by setting name.
    public var values: [String: String]

    /// Creates settings from values.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// Settings from `NAME=VALUE` definitions (as `--define` gives them); later ones win.
    public init(definitions: [String]) throws(BuildSettingsError) {
        var values: [String: String] = [:]
        for definition in definitions {
            guard let equals = definition.firstIndex(of: "=") else { throw .missingEquals(definition) }
            let name = String(definition[..<equals])
            guard !name.isEmpty,
                name.unicodeScalars.allSatisfy({
                    ($0 >= "A" && $0 <= "Z") || ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9")
                        || $0 == "_"
                }),
                !(name.first!.isNumber)
            else { throw .invalidName(definition) }
            values[name] = String(definition[definition.index(after: equals)...])
        }
        self.values = values
    }

    /// Expands every reference in `text`.
    /// - Complexity: O(*n*) in the length of the text and of the values it expands to.
    public func expand(_ text: String) -> VariableExpansion {
        guard text.utf8.contains(UInt8(ascii: "$")) else {
            return VariableExpansion(value: text, problems: [])
        }
        var problems: [VariableExpansion.Problem] = []
        let value = expand(Array(text.unicodeScalars)[...], depth: 0, stack: [], problems: &problems)
        return VariableExpansion(value: value, problems: problems)
    }

    private func expand(
        _ scalars: ArraySlice<Unicode.Scalar>, depth: Int, stack: [String],
        problems: inout [VariableExpansion.Problem]
    ) -> String {
        var output = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "$", index + 1 < scalars.endIndex,
                scalars[index + 1] == "(" || scalars[index + 1] == "{"
            else {
                output.append(scalar)
                index += 1
                continue
            }
            let close: Unicode.Scalar = scalars[index + 1] == "(" ? ")" : "}"
            guard let end = Self.matchingClose(scalars, from: index + 2, close: close) else {
                let reference = String(String.UnicodeScalarView(scalars[index...]))
                problems.append(.init(kind: .unterminated, reference: reference))
                output.append(contentsOf: scalars[index...])
                return String(output)
            }
            let reference = String(String.UnicodeScalarView(scalars[index...end]))
            let inner = expand(
                scalars[(index + 2)..<end], depth: depth + 1, stack: stack, problems: &problems)
            output.append(
                contentsOf: resolve(
                    inner, reference: reference, depth: depth, stack: stack, problems: &problems
                ).unicodeScalars)
            index = end + 1
        }
        return String(output)
    }

    private static func matchingClose(
        _ scalars: ArraySlice<Unicode.Scalar>, from start: Int, close: Unicode.Scalar
    ) -> Int? {
        var depth = 0
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "$", index + 1 < scalars.endIndex,
                scalars[index + 1] == "(" || scalars[index + 1] == "{"
            {
                depth += 1
                index += 2
                continue
            }
            if scalar == ")" || scalar == "}" {
                if depth == 0 {
                    return scalar == close ? index : nil
                }
                depth -= 1
            }
            index += 1
        }
        return nil
    }

    private func resolve(
        _ inner: String, reference: String, depth: Int, stack: [String],
        problems: inout [VariableExpansion.Problem]
    ) -> String {
        var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var fallback: String?
        var modifiers: [String] = []
        for part in parts {
            if part.hasPrefix("default=") {
                fallback = String(part.dropFirst("default=".count))
            } else if Self.modifiers.contains(part) {
                modifiers.append(part)
            } else {
                problems.append(
                    .init(
                        kind: .unknownModifier(
                            name: name, modifier: part, suggestion: Self.modifierSuggestion(part)),
                        reference: reference))
            }
        }
        var value: String
        if stack.contains(name) || stack.count > 32 {
            problems.append(.init(kind: .cycle(name: name), reference: reference))
            return reference
        } else if let defined = values[name], !(defined.isEmpty && fallback != nil) {
            value = expand(
                Array(defined.unicodeScalars)[...], depth: depth + 1, stack: stack + [name],
                problems: &problems)
        } else if let fallback {
            value = fallback
        } else {
            problems.append(.init(kind: .undefined(name: name), reference: reference))
            return reference
        }
        for modifier in modifiers { value = Self.apply(modifier, to: value) }
        return value
    }

    /// The known modifier nearest to a mistyped one (`lowercase` → `lower`).
    static func modifierSuggestion(_ written: String) -> String? {
        nearestSuggestion(to: written, in: modifiers)
            ?? modifiers.first { written.lowercased().hasPrefix($0) || $0.hasPrefix(written.lowercased()) }
    }

    static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier":
            return String(
                String.UnicodeScalarView(
                    value.unicodeScalars.map { scalar in
                        scalar.isASCII
                            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                || scalar == "-" || scalar == ".")
                            ? scalar : "-"
                    }))
        case "c99extidentifier", "identifier":
            let asciiOnly = modifier == "identifier"
            var scalars = value.unicodeScalars.map { scalar -> Unicode.Scalar in
                let letter = scalar.properties.isAlphabetic && (!asciiOnly || scalar.isASCII)
                let digit = ("0"..."9").contains(scalar)
                return letter || digit || scalar == "_" ? scalar : "_"
            }
            if let first = scalars.first, ("0"..."9").contains(first) { scalars.insert("_", at: 0) }
            return String(String.UnicodeScalarView(scalars))
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "file": return String(value.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        case "dir":
            guard let slash = value.lastIndex(of: "/") else { return "" }
            return String(value[..<slash])
        case "base":
            let file = apply("file", to: value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
            return String(file[..<dot])
        case "suffix":
            let file = apply("file", to: value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
            return String(file[dot...])
        default: return value
        }
    }
}
