// String Catalogs (.xcstrings, StringCatalog.parse): any bytes parse or fail with an error that has
// a message; every entry and localization can be asked for without a trap.
import Foundation
@testable import PropertyLists

func fuzz_xcstrings(_ bytes: [UInt8]) {
    do {
        let catalog = try StringCatalog.parse(Data(bytes))
        for language in catalog.languages {
            for entry in catalog.entries {
                _ = catalog.localization(forKey: entry.key, language: language)
            }
        }
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
    }
}
