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
            guard let data = read(location.path, maximumFileSize: maximumFileSize, into: &diagnostics) else {
                continue
            }
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
                    LintDiagnostic(
                        rule: rule, message: error.message, file: location.path, position: error.position))
                continue
            }
            for duplicate in file.duplicateEntries {
                let first = file.entries.first(where: { $0.key == duplicate.key })
                diagnostics.append(
                    LintDiagnostic(
                        rule: .stringsDuplicateKey,
                        message: Wording.stringsDuplicateKey(duplicate.key, firstAt: first?.keyPosition),
                        file: location.path, position: duplicate.keyPosition))
            }
            var values: [String: LocalizationTable.Value] = [:]
            for entry in file.entries {
                values[entry.key] = LocalizationTable.Value(
                    text: entry.value, file: location.path, position: entry.valuePosition)
            }
            tables.append(
                LocalizationTable(language: location.language, files: [location.path], values: values))
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
        return Result(localizations: Localizations(tables: tables), diagnostics: diagnostics)
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
