// The dynamic item store's file format (DynamicShortcutSet, what DynamicShortcutStore decodes):
// any bytes decode or fail with an error that has a message; what decodes encodes to bytes
// that decode to the same set, and encoding is stable.
import Foundation
@testable import QuickActions

func fuzz_dynamic_set(_ bytes: [UInt8]) {
    let set: DynamicShortcutSet
    do {
        set = try DynamicShortcutSet(decoding: Data(bytes))
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
        return
    }
    let encoded = set.encoded()
    do {
        let again = try DynamicShortcutSet(decoding: encoded)
        fuzzCheck(again == set, "a decoded set encoded and decoded again differs")
        fuzzCheck(again.encoded() == encoded, "encoding is not stable")
    } catch {
        fuzzMismatch("an encoded set does not decode: \(error.message)")
    }
}
