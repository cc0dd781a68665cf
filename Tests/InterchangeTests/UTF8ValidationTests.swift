import TestSupport
import Testing

@testable import Interchange

@Suite("UTF8Validation: where UTF-8 stops")
struct UTF8ValidationTests {
    @Test(
        "the first byte that breaks UTF-8 is found, whatever breaks it",
        arguments: [
            ([0x61, 0x62], nil),
            ([0x61, 0xFF, 0x62], 1),  // never UTF-8
            ([0x61, 0x80], 1),  // a continuation byte with no lead
            ([0xE6, 0x99], 0),  // a three-byte sequence cut short
            ([0xC0, 0xAF], 0),  // overlong '/'
            ([0xED, 0xA0, 0x80], 0),  // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], 0),  // past U+10FFFF
            ([0xE6, 0x99, 0xBA, 0x61, 0xC3], 4),  // 智a then a cut lead
        ] as [([UInt8], Int?)])
    func firstInvalid(bytes: [UInt8], offset: Int?) {
        #expect(UTF8Validation.firstInvalidOffset(in: bytes) == offset)
    }

    @Test("agrees with the standard library's decoder on random bytes (seed 0x0FF5E701)")
    func randomBytes() {
        var random = SplitMix64(seed: 0x0FF5_E701)
        for round in 0..<500 {
            var bytes = Array("abc é 智 😀".utf8)
            for _ in 0..<random.below(3) {
                bytes.insert(UInt8(random.below(256)), at: random.below(bytes.count + 1))
            }
            let found = UTF8Validation.firstInvalidOffset(in: bytes)
            if let found {
                // Everything before it decodes; it and what follows does not.
                #expect(
                    String(validating: bytes[..<found], as: UTF8.self) != nil,
                    "seed 0x0FF5E701, round \(round)")
                #expect(String(validating: bytes, as: UTF8.self) == nil, "seed 0x0FF5E701, round \(round)")
            } else {
                #expect(String(validating: bytes, as: UTF8.self) != nil, "seed 0x0FF5E701, round \(round)")
            }
        }
    }
}
