import Interchange
import PropertyLists

/// Build-setting definitions in Xcode's levels, and the expansion of `$(NAME)` references as Xcode
/// applies them to build settings and to Info.plist values.
///
/// Levels, lowest first (see docs/XcodeProjects.md for the sources): Xcode's own settings
/// (`XcodeDefaults`), the project's xcconfig, the project's build settings, the target's xcconfig,
/// the target's build settings; `values` (`--define`, the command line) win over every level.
/// A setting's value is its definition at the highest level defining it; inside that definition
/// `$(inherited)` (and a reference to the setting's own name) is the value at the levels below,
/// and any other reference is that setting's final value.
///
/// Forms: `$(NAME)`, `${NAME}`, with modifiers `$(NAME:modifier:modifier)`, nested references
/// (`$(PRODUCT_NAME_$(CONFIGURATION))`); inside definitions also the bare `$NAME`, which Xcode
/// expands in build settings (top-level text such as an Info.plist value keeps a bare `$NAME`:
/// `expand(_:bareReferences:)` chooses). Modifiers: `rfc1034identifier` (characters other than
/// `A-Z a-z 0-9 - .` become `-`), `c99extidentifier` (characters other than letters, digits and `_`
/// become `_`, a leading digit gets a `_` before it), `identifier` (the same with ASCII letters
/// only), `lower`, `upper`, `base` (file name without extension), `dir` (the directory part), `file`
/// (the last path component), `suffix` (the extension with its dot), and `default=VALUE` (used when
/// NAME is not defined or empty), applied left to right. A reference to an undefined name stays in
/// the text as written and is reported; cycles and runaway expansions stop and are reported.
public struct BuildSettings: Sendable, Hashable {
    /// One level of definitions (the project's settings, an xcconfig, …).
    public struct Level: Sendable, Hashable {
        /// What the level is, for messages (`project`, `target Notes`, `Config.xcconfig`).
        public var name: String
        /// Values by setting name.
        public var values: [String: String]

        /// Creates a level.
        public init(name: String, values: [String: String]) {
            self.name = name
            self.values = values
        }
    }

    /// The modifiers this expansion implements.
    public static let modifiers = [
        "rfc1034identifier", "c99extidentifier", "identifier", "lower", "upper", "base", "dir", "file",
        "suffix", "default",
    ]

    /// At most this many references are resolved for one text, and at most `maximumLength` scalars
    /// produced: beyond, the expansion is a runaway and stops (our limits; Xcode publishes none).
    public static let maximumResolutions = 10_000
    /// The longest expansion produced, in Unicode scalars (1 Mi; our limit).
    public static let maximumLength = 1 << 20
    /// References nested deeper than this stop as a runaway (our limit).
    public static let maximumDepth = 64

    /// The levels beneath `values`, lowest first.
    public var levels: [Level]
    /// Values that win over every level (`--define`).
    public var values: [String: String]

    /// Creates settings from values (and, optionally, levels beneath them).
    public init(_ values: [String: String] = [:], levels: [Level] = []) {
        self.values = values
        self.levels = levels
    }

    /// Settings from `NAME=VALUE` definitions (as `--define` gives them); later ones win.
    public init(definitions: [String]) throws(BuildSettingsError) {
        var values: [String: String] = [:]
        for definition in definitions {
            guard let equals = definition.firstIndex(of: "=") else { throw .missingEquals(definition) }
            let name = String(definition[..<equals])
            guard Self.isName(name[...]) else { throw .invalidName(definition) }
            values[name] = String(definition[definition.index(after: equals)...])
        }
        self.init(values)
    }

    /// These settings with `overrides` winning over every level (the command line over a project).
    public func overridden(by overrides: BuildSettings) -> BuildSettings {
        var result = self
        result.levels += overrides.levels
        result.values.merge(overrides.values) { $1 }
        return result
    }

    /// Whether `name` is a build-setting name: `[A-Za-z_][A-Za-z0-9_]*`.
    package static func isName(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isNameScalar)
    }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "_"
    }

    /// The levels with `values` on top, lowest first (what lookups walk).
    var layers: [[String: String]] { levels.map(\.values) + [values] }

    /// Whether some level defines `name`.
    public func isDefined(_ name: String) -> Bool {
        values[name] != nil || levels.contains { $0.values[name] != nil }
    }

    /// The resolved value of the setting `name` (its definition at the highest level, expanded),
    /// or nil when no level defines it.
    /// - Complexity: O(*n*) in the size of the definitions it expands.
    public func value(of name: String) -> VariableExpansion? {
        guard isDefined(name) else { return nil }
        return expand("$(\(name))")
    }

    /// The resolved value of `name`, unresolved references kept as written; nil when undefined.
    public subscript(name: String) -> String? { value(of: name)?.value }

    /// Every name some level defines, sorted.
    public var names: [String] {
        Set(layers.flatMap(\.keys)).sorted()
    }

    /// Expands every reference in `text` (bare `$NAME` kept as written, as Info.plist processing
    /// keeps it).
    /// - Complexity: O(*n*) in the length of the text and of the values it expands to.
    public func expand(_ text: String) -> VariableExpansion {
        expand(text, bareReferences: false)
    }

    /// Expands every reference in `text`; `bareReferences` also expands `$NAME`.
    /// - Complexity: O(*n*) in the length of the text and of the values it expands to.
    public func expand(_ text: String, bareReferences: Bool) -> VariableExpansion {
        guard text.utf8.contains(UInt8(ascii: "$")) else {
            return VariableExpansion(value: text, problems: [])
        }
        var expander = Expander(layers: layers, bareAtTop: bareReferences)
        let value = expander.expand(Array(text.unicodeScalars)[...], frame: nil, depth: 0)
        return VariableExpansion(value: value, problems: expander.problems)
    }
}
