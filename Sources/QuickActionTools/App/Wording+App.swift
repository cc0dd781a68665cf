import PropertyLists
import XcodeProject

// The wording of paths (the module's other messages are in `Wording`).
extension Wording {
    package static func appLoadError(_ error: AppLoadError) -> String {
        switch error {
        case .notFound(let path): "\(path): no such file or folder"
        case .notAFileOrFolder(let path): "\(path): not a regular file or folder"
        case .noInfoPlist(let path):
            "\(path): no Info.plist found (looked for Info.plist, *.app/Info.plist and */Info.plist); pass the Info.plist itself"
        case .ambiguous(let path, let candidates):
            "\(path): several Info.plist files found (\(list(candidates))); pass the one to use"
        case .unreadable(let path, let reason): "\(path): cannot be read (\(reason))"
        case .project(let error): projectLoadError(error)
        }
    }
}

extension Wording {
    package static func projectLoadError(_ error: ProjectLoadError) -> String {
        switch error {
        case .project(let error): error.message
        case .settings(let error): error.message
        case .severalProjects(let path, let projects):
            "\(path) holds several projects (\(list(projects))); pass the .xcodeproj to use"
        case .unknownTarget(let name, let available):
            "the project has no target \(quoted(name)); its targets: \(list(available))"
        case .noAppTarget(let project, let available):
            "\(project) has no app target"
                + (available.isEmpty ? "" : " (its targets: \(list(available))); pass --target NAME")
        case .severalAppTargets(let project, let apps):
            "\(project) has several app targets (\(list(apps))); pass --target NAME"
        case .unknownConfiguration(let name, let available):
            "the project has no configuration \(quoted(name)); its configurations: \(list(available))"
        case .noInfoPlist(let target):
            "target \(quoted(target)) sets neither INFOPLIST_FILE nor GENERATE_INFOPLIST_FILE = YES, so it has no Info.plist"
        case .infoPlistNotFound(let path, let target):
            "\(path): target \(quoted(target))'s INFOPLIST_FILE does not exist"
        case .unreadable(let path, let reason): "\(path): cannot be read (\(reason))"
        }
    }
}
