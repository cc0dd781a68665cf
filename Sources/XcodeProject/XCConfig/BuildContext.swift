/// What a build is for: the configuration, SDK, architecture and variant conditions test.
///
/// The defaults are an iPhone build as `xcodebuild archive` makes it: configuration `Release`,
/// SDK `iphoneos`, architecture `arm64`, variant `normal`.
public struct BuildContext: Sendable, Hashable {
    /// `Debug`, `Release`, ….
    public var configuration: String
    /// The SDK's name without version (`iphoneos`).
    public var sdk: String
    /// The SDK's version, matched with the name (`iphoneos18.0` matches `iphoneos18*`).
    public var sdkVersion: String
    /// The architecture (`arm64`).
    public var architecture: String
    /// The build variant (`normal`).
    public var variant: String

    /// Creates a context.
    public init(
        configuration: String = "Release", sdk: String = "iphoneos", sdkVersion: String = "18.0",
        architecture: String = "arm64", variant: String = "normal"
    ) {
        self.configuration = configuration
        self.sdk = sdk
        self.sdkVersion = sdkVersion
        self.architecture = architecture
        self.variant = variant
    }

    /// Whether every condition holds in this context.
    public func matches(_ conditions: [XCConfigFile.Condition]) -> Bool {
        conditions.allSatisfy { condition in
            switch condition.key {
            case "sdk":
                Self.glob(condition.pattern, matches: sdk)
                    || Self.glob(condition.pattern, matches: sdk + sdkVersion)
            case "arch": Self.glob(condition.pattern, matches: architecture)
            case "config": Self.glob(condition.pattern, matches: configuration)
            case "variant": Self.glob(condition.pattern, matches: variant)
            default: false
            }
        }
    }

    /// Whether `text` matches `pattern` (`*` any run, `?` one character).
    /// - Complexity: O(*n* × *m*) in the lengths of the pattern and the text, at worst.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let text = Array(text.unicodeScalars)
        var p = 0
        var t = 0
        var star = -1
        var mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Build-setting levels from an xcconfig's assignments for this context.
    ///
    /// Assignments whose conditions do not hold are dropped. A conditional assignment that holds
    /// wins over an unconditional one whatever their order, and more conditions win over fewer
    /// (our reading of Xcode's "most specific" rule); otherwise a later assignment wins. Inside the
    /// file, `$(inherited)` in an assignment reaches the earlier assignment of the same name, then
    /// the levels below; so a name assigned again starts a new level.
    /// - Complexity: O(*n* log *n*) in the number of assignments.
    public func levels(_ assignments: [XCConfigFile.Assignment], name: String) -> [BuildSettings.Level] {
        let holding = assignments.enumerated().filter { matches($0.element.conditions) }
            .sorted { ($0.element.conditions.count, $0.offset) < ($1.element.conditions.count, $1.offset) }
            .map(\.element)
        var levels: [BuildSettings.Level] = []
        var current: [String: String] = [:]
        for assignment in holding {
            if current[assignment.name] != nil {
                levels.append(.init(name: name, values: current))
                current = [:]
            }
            current[assignment.name] = assignment.value
        }
        if !current.isEmpty || levels.isEmpty { levels.append(.init(name: name, values: current)) }
        return levels
    }

    /// Build-setting levels from a project file's `buildSettings`, whose keys may carry conditions
    /// (`"CODE_SIGN_IDENTITY[sdk=iphoneos*]"`), by the same rules as `levels(_:name:)`; keys that are
    /// not a name with conditions are kept as written.
    /// - Complexity: O(*n* log *n*) in the number of settings.
    public func levels(settings: [String: String], name: String) -> [BuildSettings.Level] {
        guard settings.keys.contains(where: { $0.contains("[") }) else {
            return [.init(name: name, values: settings)]
        }
        var assignments: [XCConfigFile.Assignment] = []
        for key in settings.keys.sorted() {
            let value = settings[key] ?? ""
            var parser = XCConfigLineParser(scalars: Array((key + " =").unicodeScalars), file: name, line: 1)
            if key.contains("["), case .assignment(var assignment)? = try? parser.parse() {
                assignment.value = value
                assignments.append(assignment)
            } else {
                assignments.append(
                    .init(
                        name: key, conditions: [], value: value, file: name,
                        position: .init(line: 1, column: 1)))
            }
        }
        return levels(assignments, name: name)
    }
}
