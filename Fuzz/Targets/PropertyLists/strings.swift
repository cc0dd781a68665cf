// .strings files (StringsFile.parse: the old-style text format in UTF-8 or UTF-16, and the plist
// forms): any bytes parse or fail with an error that has a message; every key looks up its value.
import Foundation
@testable import PropertyLists

func fuzz_strings(_ bytes: [UInt8]) {
    do {
        let file = try StringsFile.parse(Data(bytes))
        for entry in file.entries {
            fuzzCheck(file.value(forKey: entry.key) != nil, "key \(entry.key.debugDescription) has no value")
        }
        _ = file.duplicateEntries
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
    }
}
