import AppBuild
import Foundation
import PropertyLists
import XcodeProject

extension AppSources {
    /// What stops the target before compiling, as Xcode's build would be stopped or as the compiler
    /// here would be: CocoaPods' manifest check (Xcode's own first error on a checkout without
    /// `Pods/`), then each imported module that is not here, with where Xcode gets it. Empty when
    /// the build can go ahead.
    func dependencyProblems() -> [String] {
        let folder = URL(fileURLWithPath: app.project.folder).standardizedFileURL.path
        var problems: [String] = []
        if let pods = CocoaPodsCheck.problem(
            target: app.target.name, scriptPhases: app.target.scriptPhases, projectFolder: folder,
            podfileLock: Self.text(folder + "/Podfile.lock"),
            manifestLock: Self.text(folder + "/Pods/Manifest.lock"))
        {
            problems.append(pods)
        }
        var products: [String: String] = [:]
        for product in app.target.packageProducts where products[product.name] == nil {
            switch product.source {
            case .remote(let url): products[product.name] = url.isEmpty ? "a remote package" : url
            case .local(let path): products[product.name] = "the local package at \(path)"
            case .workspace: products[product.name] = "a package the workspace supplies"
            }
        }
        var modules: [String: String] = [:]
        for target in app.project.targets
        where target.productType == .framework || target.productType == .staticLibrary {
            modules[Self.c99Identifier(target.productName ?? target.name)] = target.name
        }
        let context = ModuleCheck.Context(
            appModule: moduleName, packageProducts: products, projectModules: modules,
            usesCocoaPods: ["/Podfile", "/Pods"].contains {
                FileManager.default.fileExists(atPath: folder + $0)
            })
        problems += ModuleCheck.missingModules(in: sources, context: context).map(\.description)
        return problems
    }

    /// A small text file's contents, or nil when it cannot be read.
    private static func text(_ path: String) -> String? {
        guard let data = try? FileReader.read(path, maximumSize: 1 << 20) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// `name` as Xcode makes a module name of it (`c99extidentifier`): each character that is not a
    /// letter, digit or underscore becomes `_`, and a leading digit gets a `_` before it.
    static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
