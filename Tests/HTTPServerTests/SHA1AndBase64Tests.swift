import TestSupport
import Testing

@testable import HTTPServer

@Suite("SHA-1 and Base64: the handshake's primitives against their standards' vectors")
struct CryptoTests {
    @Test(
        "SHA-1 (FIPS 180-4 vectors)",
        arguments: [
            ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
            ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
            ),
            (String(repeating: "a", count: 1_000_000), "34aa973cd4c4daa4f61eeb2bdbad27316534016f"),
            // Padding edges: 55 bytes fit one block with the length, 56 and 64 need two, 119 three.
            (String(repeating: "a", count: 55), "c1c8bbdc22796e28c0e15163d20899b65621d65a"),
            (String(repeating: "a", count: 56), "c2db330f6083854c99d4b5bfb6e8f29f201be699"),
            (String(repeating: "a", count: 64), "0098ba824b5c16427bd7a1122a5a442a25ec644d"),
            (String(repeating: "a", count: 119), "ee971065aaa017e0632a8ca6c77bb3bf8b1dfc56"),
        ])
    func sha1(input: String, hex: String) {
        let digest = SHA1.hash(Array(input.utf8)).map { String($0, radix: 16) }.map {
            $0.count == 1 ? "0" + $0 : $0
        }.joined()
        #expect(digest == hex)
    }

    @Test(
        "Base64 (RFC 4648 §10 vectors) both ways",
        arguments: [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
        ])
    func base64(plain: String, encoded: String) {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(Base64.decode(encoded) == Array(plain.utf8))
    }

    @Test(
        "Base64 rejects what is not canonical padded Base64",
        arguments: ["Zg=", "Z===", "Zm9v!A==", "=Zm9", "Zg==Zg=="])
    func base64Invalid(text: String) {
        #expect(Base64.decode(text) == nil)
    }

    @Test("Base64 round-trips random bytes (seeds 1…50)", arguments: 1...50)
    func base64Random(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let bytes = generator.bytes(Int(seed % 40))
        #expect(Base64.decode(Base64.encode(bytes)) == bytes, "seed \(seed)")
    }
}
