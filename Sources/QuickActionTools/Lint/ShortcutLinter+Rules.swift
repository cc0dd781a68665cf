import Foundation
import Interchange
import PropertyLists
import QuickActions

extension ShortcutLinter {

    /// The Info.plist name nearest to a mistyped icon type, if any is close.
    static func iconTypeSuggestion(_ written: String) -> String? {
        let prefix = "UIApplicationShortcutIconType"
        var word = written.hasPrefix(prefix) ? String(written.dropFirst(prefix.count)) : written
        if word.hasPrefix(".") { word.removeFirst() }
        let names = ShortcutIcon.IconType.allCases.map { String($0.plistName.dropFirst(prefix.count)) }
        if let found = nearestSuggestion(to: word, in: names) { return prefix + found }
        return ShortcutIcon.IconType.synonyms[word.lowercased()].map(\.plistName)
    }

    func iconRules(_ item: DeclaredShortcutItem, _ declaration: AppDeclaration) -> [LintDiagnostic] {
        let file = declaration.infoPlistPath
        var diagnostics: [LintDiagnostic] = []
        if let iconType = item.iconType {
            let name = declaration.expand(iconType.value).value
            if ShortcutIcon.IconType.byPlistName[name] == nil {
                diagnostics.append(
                    LintDiagnostic(
                        rule: .unknownIconType,
                        message: Wording.unknownIconType(name, suggestion: Self.iconTypeSuggestion(name)),
                        file: file, position: iconType.position, keyPath: iconType.keyPath))
            }
            if let iconFile = item.iconFile {
                diagnostics.append(
                    LintDiagnostic(
                        rule: .iconFileOverridesType,
                        message: Wording.iconFileOverridesType(file: iconFile.value, type: name),
                        file: file, position: iconType.position, keyPath: iconType.keyPath))
            }
        }
        if let symbol = item.iconSymbolName {
            diagnostics.append(
                LintDiagnostic(
                    rule: .symbolRequiresIOS13,
                    message: Wording.symbolRequiresIOS13(
                        symbol.value, fallback: item.iconFile != nil || item.iconType != nil),
                    file: file, position: symbol.position, keyPath: symbol.keyPath))
        }
        if let iconFile = item.iconFile, declaration.folder != nil {
            let name = declaration.expand(iconFile.value).value
            func report(_ rule: LintRule, _ message: String) {
                diagnostics.append(
                    LintDiagnostic(
                        rule: rule, message: message, file: file, position: iconFile.position,
                        keyPath: iconFile.keyPath))
            }
            switch declaration.lookUpIconFile(name) {
            case .notFound(let suggestion):
                report(.iconFileNotFound, Wording.iconFileNotFound(name, suggestion: suggestion))
            case .emptyImageSet(let path):
                report(.iconFileNotFound, Wording.iconImageSetEmpty(name, imageSet: path))
            case .possiblyInCompiledCatalog:
                report(.iconFileUnverifiable, Wording.iconFileUnverifiable(name))
            case .found(let match):
                var wrongShape: [(String, ImageHeader)] = []
                for path in match.files where AppFolder.fileExtension(path).lowercased() != "pdf" {
                    guard let data = try? FileReader.read(path, maximumSize: 1 << 20),
                        let header = ImageHeader(data)
                    else {
                        let folderPath = declaration.folder.map { $0.path + "/" } ?? ""
                        let shown =
                            path.hasPrefix(folderPath) ? String(path.dropFirst(folderPath.count)) : path
                        report(.iconFileUnrecognized, Wording.iconFileUnrecognized(shown))
                        continue
                    }
                    if !header.isSquare { wrongShape.append((path, header)) }
                }
                if !wrongShape.isEmpty {
                    report(
                        .iconFileNotSquare,
                        Wording.iconFileNotSquare(
                            name,
                            files: wrongShape.map {
                                (FileReader.lastComponent($0.0), $0.1.width, $0.1.height)
                            }))
                }
            }
        }
        return diagnostics
    }

    func variableRules(_ item: DeclaredShortcutItem, _ declaration: AppDeclaration) -> [LintDiagnostic] {
        var diagnostics: [LintDiagnostic] = []
        let fields = [
            item.type, item.title, item.subtitle, item.iconType, item.iconFile, item.iconSymbolName,
        ]
        for field in fields.compactMap({ $0 }) {
            diagnostics += variableProblems(
                field.value, position: field.position, keyPath: field.keyPath, declaration)
        }
        if let userInfo = item.userInfo {
            walkStrings(userInfo, path: item.keyPath(of: DeclaredShortcutItem.Key.userInfo)) {
                text, position, path in
                diagnostics += variableProblems(text, position: position, keyPath: path, declaration)
            }
        }
        return diagnostics
    }

    private func walkStrings(
        _ node: PropertyListNode, path: String, _ visit: (String, SourcePosition?, String) -> Void
    ) {
        switch node.value {
        case .string(let text): visit(text, node.position, path)
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                walkStrings(element, path: KeyPath.appending(index: index, to: path), visit)
            }
        case .dictionary(let entries):
            for entry in entries {
                walkStrings(entry.value, path: KeyPath.appending(key: entry.key, to: path), visit)
            }
        default: break
        }
    }

    private func variableProblems(
        _ text: String, position: SourcePosition?, keyPath: String, _ declaration: AppDeclaration
    ) -> [LintDiagnostic] {
        declaration.expand(text).problems.map { problem in
            let rule: LintRule =
                if case .unknownModifier = problem.kind { .unknownVariableModifier } else {
                    .unresolvedVariable
                }
            return LintDiagnostic(
                rule: rule, message: Wording.variableProblem(problem), file: declaration.infoPlistPath,
                position: position,
                keyPath: keyPath)
        }
    }

    /// A title or subtitle that some user's language finds in the `InfoPlist.strings` iOS reads for
    /// them and another's does not (each `.lproj` language looked up by CFBundle's rule; the
    /// development region is exempt, the Info.plist's own string being its text).
    func localizationRules(_ item: DeclaredShortcutItem, _ declaration: AppDeclaration) -> [LintDiagnostic] {
        let localizations = declaration.localizations
        let languages = localizations.languages.filter { $0 != Localizations.base }
        guard !languages.isEmpty || localizations.nonLocalized != nil else { return [] }
        let region = declaration.developmentRegion ?? declaration.defaultLanguage
        let regionForm = Localizations.matchingLocalization(region, among: languages) ?? region
        var diagnostics: [LintDiagnostic] = []
        for field in [item.title, item.subtitle].compactMap({ $0 }) {
            let key = declaration.expand(field.value).value
            guard !key.isEmpty else { continue }
            var missing: [String] = []
            var present: [String] = []
            for language in Set(languages + [regionForm]).sorted() {
                let table = localizations.chosenTable(
                    preferredLanguages: [language], developmentRegion: declaration.developmentRegion)
                if table?.values[key] != nil {
                    present.append(language)
                } else if language != regionForm {
                    missing.append(language)
                }
            }
            guard !missing.isEmpty, !present.isEmpty else { continue }
            diagnostics.append(
                LintDiagnostic(
                    rule: .missingLocalization,
                    message: Wording.missingLocalization(key, missing: missing, present: present),
                    file: declaration.infoPlistPath, position: field.position, keyPath: field.keyPath))
        }
        return diagnostics
    }
}
