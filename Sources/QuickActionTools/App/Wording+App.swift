import PropertyLists

// The wording of paths and build settings (the module's other messages are in `Wording`).
extension Wording {
    package static func buildSettingsError(_ error: BuildSettingsError) -> String {
        switch error {
        case .missingEquals(let text): "\(quoted(text)) is not a definition; write NAME=VALUE"
        case .invalidName(let text):
            "\(quoted(text)) does not start with a build-setting name (letters, digits, '_'); write NAME=VALUE"
        }
    }

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
