public import PropertyLists

/// One `XCBuildConfiguration`: a name, its build settings and its base xcconfig file.
public struct BuildConfiguration: Sendable, Hashable {
    /// `Debug`, `Release`, ….
    public var name: String
    /// The settings written in the project file, by name (values as written).
    public var settings: [String: String]
    /// The resolved path of `baseConfigurationReference` (an `.xcconfig`), when there is one.
    public var baseConfiguration: String?
    /// Where the configuration's object is in the project file.
    public var position: SourcePosition?

    /// Creates a configuration.
    public init(
        name: String, settings: [String: String], baseConfiguration: String? = nil,
        position: SourcePosition? = nil
    ) {
        self.name = name
        self.settings = settings
        self.baseConfiguration = baseConfiguration
        self.position = position
    }
}
