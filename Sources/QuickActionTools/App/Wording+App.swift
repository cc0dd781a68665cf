import PropertyLists

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
        }
    }
}
