import TestSupport
import Testing

@testable import HTTPServer

@Suite("UTF8Validator: incremental RFC 3629 validation")
struct UTF8ValidatorTests {
    @Test(
        "sequences",
        arguments: [
            ([0x41], true), ([0xC2, 0x80], true), ([0xDF, 0xBF], true), ([0xE0, 0xA0, 0x80], true),
            ([0xEF, 0xBF, 0xBF], true),
            ([0xF0, 0x90, 0x80, 0x80], true), ([0xF4, 0x8F, 0xBF, 0xBF], true),
            ([0xC0, 0x80], false), ([0xC1, 0xBF], false), ([0xE0, 0x9F, 0xBF], false),
            ([0xED, 0xA0, 0x80], false),
            ([0xF0, 0x8F, 0xBF, 0xBF], false), ([0xF4, 0x90, 0x80, 0x80], false), ([0xF5], false),
            ([0xFF], false),
            ([0x80], false), ([0xC2, 0x41], false),
        ] as [([UInt8], Bool)])
    func sequences(bytes: [UInt8], valid: Bool) {
        var validator = UTF8Validator()
        #expect((validator.validate(bytes) && validator.isComplete) == valid)
    }

    @Test(
        "agrees with the standard library on random bytes fed in random pieces (seeds 1…200)",
        arguments: 1...200)
    func random(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let pool: [[UInt8]] = [
            Array("aé€😀".utf8), [0x80], [0xC0], [0xED, 0xA0], [0xF4, 0x90], [0xE2],
            Array("plain ascii text".utf8),
        ]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 1...12, using: &generator) {
            bytes += pool.randomElement(using: &generator)!
        }
        var validator = UTF8Validator()
        var ok = true
        var offset = 0
        while offset < bytes.count && ok {
            let end = min(bytes.count, offset + Int.random(in: 1...9, using: &generator))
            ok = validator.validate(bytes[offset..<end])
            offset = end
        }
        #expect(
            (ok && validator.isComplete) == (String(validating: bytes, as: UTF8.self) != nil), "seed \(seed)")
    }
}
