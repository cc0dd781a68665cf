import Foundation
import Interchange
import PropertyLists
import QuickActions

/// Reads an app folder's `InfoPlist.strings` and `InfoPlist.xcstrings` files into
/// `Localizations`, turning every problem into a diagnostic.
enum LocalizationLoader {
    struct Result {
        var localizations: Localizations
        var diagnostics: [LintDiagnostic]
    }

    static func load(_ folder: AppFolder, maximumFileSize: Int) -> Result {
        var tables: [LocalizationTable] = []
        var diagnostics: [LintDiagnostic] = []
        for location in folder.stringsFiles {
            if location.fileName != "InfoPlist.strings" {
                diagnostics.append(
                    LintDiagnostic(
                        rule: .stringsFileName, message: Wording.stringsFileName(location.fileName),
                        file: location.path))
            }
            if let values = strings(location.path, maximumFileSize: maximumFileSize, into: &diagnostics) {
                tables.append(
                    LocalizationTable(language: location.language, files: [location.path], values: values))
            }
        }
        // Several non-localised files all land at the bundle's root; the first (by path) is kept, as
        // a build would copy one over the other.
        var nonLocalized: LocalizationTable?
        for path in folder.nonLocalizedStringsFiles {
            guard let values = strings(path, maximumFileSize: maximumFileSize, into: &diagnostics) else {
                continue
            }
            if nonLocalized == nil {
                nonLocalized = LocalizationTable(language: "", files: [path], values: values)
            }
        }
        for path in folder.stringCatalogs {
            guard let data = read(path, maximumFileSize: maximumFileSize, into: &diagnostics) else {
                continue
            }
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog.parse(data)
            } catch {
                diagnostics.append(
                    LintDiagnostic(
                        rule: .stringCatalogMalformed, message: error.message, file: path,
                        position: error.position))
                continue
            }
            for language in catalog.languages {
                var values: [String: LocalizationTable.Value] = [:]
                for entry in catalog.entries {
                    if let found = StringCatalog.localization(
                        of: entry, language: language, sourceLanguage: catalog.sourceLanguage)
                    {
                        values[entry.key] = LocalizationTable.Value(
                            text: found.value, file: path, position: found.position)
                    }
                }
                tables.append(LocalizationTable(language: language, files: [path], values: values))
            }
        }
        return Result(
            localizations: Localizations(tables: tables, nonLocalized: nonLocalized), diagnostics: diagnostics
        )
    }

    private static func strings(
        _ path: String, maximumFileSize: Int, into diagnostics: inout [LintDiagnostic]
    ) -> [String: LocalizationTable.Value]? {
        guard let data = read(path, maximumFileSize: maximumFileSize, into: &diagnostics) else { return nil }
        let file: StringsFile
        do {
            file = try StringsFile.parse(data)
        } catch {
            let rule: LintRule =
                switch error {
                case .invalidEncoding: .localizationUnreadable
                default: .stringsSyntax
                }
            diagnostics.append(
                LintDiagnostic(rule: rule, message: error.message, file: path, position: error.position))
            return nil
        }
        for duplicate in file.duplicateEntries {
            let first = file.entries.first(where: { $0.key == duplicate.key })
            diagnostics.append(
                LintDiagnostic(
                    rule: .stringsDuplicateKey,
                    message: Wording.stringsDuplicateKey(duplicate.key, firstAt: first?.keyPosition),
                    file: path, position: duplicate.keyPosition))
        }
        var values: [String: LocalizationTable.Value] = [:]
        for entry in file.entries {
            values[entry.key] = LocalizationTable.Value(
                text: entry.value, file: path, position: entry.valuePosition)
        }
        return values
    }

    private static func read(_ path: String, maximumFileSize: Int, into diagnostics: inout [LintDiagnostic])
        -> Data?
    {
        do {
            return try FileReader.read(path, maximumSize: maximumFileSize)
        } catch {
            diagnostics.append(
                LintDiagnostic(
                    rule: .localizationUnreadable, message: Wording.fileReadError(error), file: path))
            return nil
        }
    }
}
