import Foundation
import PropertyLists
import QuickActionTools
import QuickActions

/// The fixtures in `Fixtures/` (copied into the test bundle), by relative path.
enum Fixture {
    /// The bundle's `Fixtures` folder.
    static let root: String = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path

    /// The absolute path of a fixture.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// The bytes of a fixture file.
    static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(relative)))
    }

    /// `path` with the fixture root removed, so messages can be compared exactly.
    static func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The app at `relative`, loaded with `defines`.
    static func app(_ relative: String, defines: [String: String] = [:]) throws -> AppDeclaration {
        try AppDeclaration.load(path(relative), options: .init(settings: BuildSettings(defines)))
    }

    /// The lint of the app at `relative`, each diagnostic formatted with a fixture-relative path.
    static func lint(
        _ relative: String, defines: [String: String] = [:], linter: ShortcutLinter = ShortcutLinter()
    )
        throws -> [String]
    {
        try linter.lint(app(relative, defines: defines)).map { diagnostic in
            var copy = diagnostic
            copy.file = diagnostic.file.map(Fixture.relative)
            return copy.formatted
        }
    }

    /// The build settings the RealApp fixture needs (what Xcode would define).
    static let realAppDefines = [
        "PRODUCT_BUNDLE_IDENTIFIER": "com.example.MyNotes", "DEVELOPMENT_LANGUAGE": "en",
        "PRODUCT_NAME": "My Notes",
        "CURRENT_PROJECT_VERSION": "7", "MARKETING_VERSION": "1.2", "EXECUTABLE_NAME": "MyNotes",
        "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
    ]
}
