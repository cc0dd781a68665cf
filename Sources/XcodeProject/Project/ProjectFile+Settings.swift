import PropertyLists

extension ProjectFile {
    /// The configuration names a build can choose (the project's, else the target's).
    public var configurationNames: [String] {
        configurations.map(\.name)
    }

    /// The build settings of `target` in `context`, levels lowest first: Xcode's defaults, the
    /// project's xcconfig, the project's settings, the target's xcconfig, the target's settings.
    ///
    /// Apple's Xcode Help ("Evaluate build setting value inheritance") and the Levels view of the
    /// build settings editor show this order; see docs/XcodeProjects.md. A base xcconfig that is not
    /// on disk (CocoaPods' files before `pod install`) is skipped, as Xcode skips it with a warning;
    /// the project's `warnings` name it.
    /// - Complexity: O(*n*) in the size of the xcconfig files read.
    public func settings(
        for target: ProjectTarget, context: BuildContext = BuildContext(),
        loader: XCConfigLoader = XCConfigLoader()
    ) throws(XCConfigError) -> BuildSettings {
        var levels = [XcodeDefaults.level(project: self, target: target, context: context)]
        let projectConfiguration = configuration(context.configuration)
        if let base = projectConfiguration?.baseConfiguration, !base.hasPrefix("$("), FileReader.isFile(base)
        {
            levels += context.levels(try loader.load(base), name: FileReader.lastComponent(base))
        }
        if let projectConfiguration {
            levels += context.levels(settings: projectConfiguration.settings, name: "project")
        }
        let targetConfiguration = target.configuration(context.configuration)
        if let base = targetConfiguration?.baseConfiguration, !base.hasPrefix("$("), FileReader.isFile(base) {
            levels += context.levels(try loader.load(base), name: FileReader.lastComponent(base))
        }
        if let targetConfiguration {
            levels += context.levels(settings: targetConfiguration.settings, name: "target \(target.name)")
        }
        return BuildSettings(levels: levels)
    }

    /// A path a build setting gives (`INFOPLIST_FILE`), resolved as Xcode does: relative to the
    /// project's folder unless absolute.
    public func resolve(settingPath path: String) -> String {
        path.hasPrefix("/") ? path : FileReader.join(folder, path)
    }
}
