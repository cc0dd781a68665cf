public import PropertyLists

/// One `PBXNativeTarget` (or aggregate/legacy target) of a project, with its files resolved.
public struct ProjectTarget: Sendable, Hashable {
    /// The target's object id in the project file.
    public var id: String
    /// The target's name (`TARGET_NAME`).
    public var name: String
    /// `productName`, when written.
    public var productName: String?
    /// What it builds.
    public var productType: ProductType
    /// Its build configurations.
    public var configurations: [BuildConfiguration]
    /// `defaultConfigurationName` of its configuration list.
    public var defaultConfigurationName: String?
    /// The files of its sources phase, in phase order (then synchronized folders' files, sorted).
    public var sources: [ProjectFileEntry]
    /// The files of its resources phase, in phase order (then synchronized folders' files, sorted).
    public var resources: [ProjectFileEntry]
    /// The files of its frameworks phase.
    public var frameworks: [ProjectFileEntry]
    /// The folders of its `fileSystemSynchronizedGroups` (Xcode 16), resolved.
    public var synchronizedFolders: [String]
    /// The Swift package products it links (`packageProductDependencies`), in the order written.
    public var packageProducts: [PackageProduct] = []
    /// The names of its run-script phases (`PBXShellScriptBuildPhase`), in phase order; an unnamed
    /// phase is `Run Script`, as Xcode shows it.
    public var scriptPhases: [String] = []
    /// Where the target's object is in the project file.
    public var position: SourcePosition?

    /// Creates a target.
    public init(
        id: String, name: String, productName: String? = nil, productType: ProductType,
        configurations: [BuildConfiguration] = [], defaultConfigurationName: String? = nil,
        sources: [ProjectFileEntry] = [], resources: [ProjectFileEntry] = [],
        frameworks: [ProjectFileEntry] = [], synchronizedFolders: [String] = [],
        position: SourcePosition? = nil
    ) {
        self.id = id
        self.name = name
        self.productName = productName
        self.productType = productType
        self.configurations = configurations
        self.defaultConfigurationName = defaultConfigurationName
        self.sources = sources
        self.resources = resources
        self.frameworks = frameworks
        self.synchronizedFolders = synchronizedFolders
        self.position = position
    }

    /// The configuration named `name`.
    public func configuration(_ name: String) -> BuildConfiguration? {
        configurations.first { $0.name == name }
    }
}
