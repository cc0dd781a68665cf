import PropertyLists

// The wording of build settings, xcconfig files and project files.
extension Wording {
    package static func buildSettingsError(_ error: BuildSettingsError) -> String {
        switch error {
        case .missingEquals(let text): "\(quoted(text)) is not a definition; write NAME=VALUE"
        case .invalidName(let text):
            "\(quoted(text)) does not start with a build-setting name (letters, digits, '_'); write NAME=VALUE"
        }
    }
}

extension Wording {
    package static func xcconfigError(_ error: XCConfigError) -> String {
        switch error {
        case .syntax(_, _, let problem): xcconfigProblem(problem)
        case .notUTF8: "is not UTF-8 text; save the xcconfig file as UTF-8"
        case .unreadable(_, let reason): "cannot be read (\(reason))"
        case .missingInclude(_, _, let included):
            "#include \(quoted(included)): no such file; fix the path or write #include? to make it optional"
        case .includeCycle(_, _, let chain):
            "#include leads back to a file already being read (\(chain.joined(separator: " → "))); remove one of these includes"
        case .includesTooDeep(_, _, let limit):
            "#include nested more than \(limit) files deep; flatten the includes"
        }
    }

    static func xcconfigProblem(_ problem: XCConfigError.Problem) -> String {
        switch problem {
        case .unknownDirective:
            "expected #include or #include?; other # directives are not part of xcconfig files"
        case .expectedIncludePath: "expected a quoted path after #include (#include \"Base.xcconfig\")"
        case .unterminatedIncludePath: "the include's path has no closing '\"'"
        case .trailingText: "unexpected text after the include's path; only a // comment may follow"
        case .expectedName:
            "expected a build setting name (letters, digits, '_'), #include or a // comment"
        case .expectedEquals(let name): "expected '=' after \(quoted(name)) (NAME = VALUE)"
        case .unterminatedCondition: "the condition has no closing ']' ([sdk=iphoneos*])"
        case .malformedCondition(let text):
            "\(quoted(text)) is not a condition; write key=pattern ([config=Debug])"
        case .unknownConditionKey(let key):
            "\(quoted(key)) is not a condition Xcode knows (\(list(XCConfigFile.conditionKeys)))"
        }
    }
}

extension Wording {
    package static func projectFileError(_ error: ProjectFileError) -> String {
        switch error {
        case .notFound(let path):
            "no project here (expected \(quoted(path)) to be an .xcodeproj holding project.pbxproj)"
        case .unreadable(_, let reason): "cannot be read (\(reason))"
        case .syntax(_, _, let message): message
        case .structure(_, _, let problem):
            switch problem {
            case .rootNotDictionary: "a project file's top level is a dictionary { … }"
            case .missingKey(let key):
                "the project file has no \(quoted(key)); it is damaged (restore it from version control)"
            case .wrongType(let key, let expected, let found):
                "\(quoted(key)) should be \(expected), not \(found)"
            case .rootObjectNotProject(let id):
                "rootObject \(id) is not a PBXProject object; the project file is damaged (restore it from version control)"
            case .malformedObject(let id): "object \(id) is not a dictionary with an 'isa'"
            }
        }
    }

    package static func projectWarning(_ kind: ProjectWarning.Kind) -> String {
        switch kind {
        case .danglingReference(let id, let key):
            "\(quoted(key)) refers to object \(id), which the project does not have; it is skipped"
        case .missingFile(let path):
            "the project refers to \(quoted(path)), which does not exist; restore it or remove it from the project"
        case .unexpectedObject(let id, let isa, let expected):
            "object \(id) is a \(isa) where \(expected) was expected; it is skipped"
        case .groupCycle(let id): "group \(id) contains itself; its files' paths are not resolved"
        case .folderTooLarge(let path, let limit):
            "\(path): more than \(limit) entries; only the first \(limit) were listed"
        }
    }
}
