import Foundation
import TestSupport
import Testing

@testable import QuickActions

/// Issue 14: deep nesting (defect 1), attribute floods (defect 4), UTF-16 without a byte-order
/// mark and libxml2's error numbers (defect 7).
@Suite("PropertyListReader against hostile files: depth, attributes, encodings, error words")
struct PropertyListReaderHostileTests {
    static func nested(_ depth: Int, open: String = "<array>", close: String = "</array>") -> String {
        "<plist>" + String(repeating: open, count: depth) + String(repeating: close, count: depth)
            + "</plist>"
    }

    @Test("256 levels of nesting are read; 257 are refused at the 257th, with the limit")
    func depthLimit() throws {
        let document = try PropertyListReader.read(Data(Self.nested(256).utf8))
        var depth = 0
        var node = document.root
        while case .array(let items) = node.value {
            depth += 1
            guard let first = items.first else { break }
            node = first
        }
        #expect(depth == 256)
        #expect(
            throws: PropertyListReadError.nestedTooDeeply(
                limit: 256, position: .init(line: 1, column: 8 + 256 * 7))
        ) {
            try PropertyListReader.read(Data(Self.nested(257).utf8))
        }
        let mixed = "<plist>" + String(repeating: "<dict><key>k</key><array>", count: 200) + "</plist>"
        do {
            _ = try PropertyListReader.read(Data(mixed.utf8))
            Issue.record("400 levels were read")
        } catch {
            #expect(error == .nestedTooDeeply(limit: 256, position: error.position))
            #expect(
                error.message
                    == "arrays and dictionaries nested more than 256 levels deep; an Info.plist needs a few levels: remove the extra nesting"
            )
        }
    }

    /// A binary plist whose top object is `depth` nested arrays (`shared`: each array holds the
    /// next one twice, so the object graph is a DAG with 2^depth paths).
    static func binaryNested(_ depth: Int, shared: Bool = false) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        func reference(_ object: Int) -> [UInt8] {
            [
                UInt8(object >> 24 & 0xFF), UInt8(object >> 16 & 0xFF), UInt8(object >> 8 & 0xFF),
                UInt8(object & 0xFF),
            ]
        }
        for level in 0..<depth {
            offsets.append(bytes.count)
            if level == depth - 1 {
                bytes += [0xA0]
            } else {
                bytes +=
                    shared
                    ? [0xA2] + reference(level + 1) + reference(level + 1) : [0xA1] + reference(level + 1)
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += reference(offset) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4]
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
        bytes += eight(offsets.count) + eight(0) + eight(table)
        return Data(bytes)
    }

    @Test(
        "Binary plists: 256 levels read, 257 refused before Foundation decodes them, shared objects in linear time"
    )
    func binaryDepthLimit() throws {
        let document = try PropertyListReader.read(Self.binaryNested(256))
        #expect(document.format == .binary)
        #expect(throws: PropertyListReadError.nestedTooDeeply(limit: 256, position: nil)) {
            try PropertyListReader.read(Self.binaryNested(257))
        }
        #expect(throws: PropertyListReadError.nestedTooDeeply(limit: 256, position: nil)) {
            try PropertyListReader.read(Self.binaryNested(100_000))
        }
        // 2^300 paths through 300 objects: measured once each.
        let start = ContinuousClock.now
        #expect(throws: PropertyListReadError.nestedTooDeeply(limit: 256, position: nil)) {
            try PropertyListReader.read(Self.binaryNested(300, shared: true))
        }
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test(
        "A binary plist holding a set is refused before Foundation decodes it (Fuzz/run.sh strings crashed in its bridging)"
    )
    func binarySetRefused() throws {
        // The fuzzer's find, as it came: a set at the top (0xC1) whose member is a dictionary.
        let find = Data(
            base64Encoded:
                "YnBsaXN0MDDBAQIDBFRQTEFZVB5ZVFNBQWJzcGllbGVuVVN0ZXJuCA0SIRcAAAAAAAABAQAAAAAAAAAFAAAAAAAAAAAAAAAAAAAAJw=="
        )!
        #expect(throws: PropertyListReadError.binarySet(object: 0, offset: 8)) {
            try PropertyListReader.read(find)
        }
        #expect(throws: StringsFileError.self) { try StringsFile.parse(find) }
        // A set below a dictionary: found wherever it is reachable.
        let nested = try PropertyListSerialization.data(
            fromPropertyList: ["a": ["b", "c"]], format: .binary, options: 0)
        var bytes = [UInt8](nested)
        let array = try #require(bytes.firstIndex(of: 0xA2))
        bytes[array] = 0xC2
        #expect(throws: PropertyListReadError.binarySet(object: 2, offset: array)) {
            try PropertyListReader.read(Data(bytes))
        }
        #expect(
            PropertyListReadError.binarySet(object: 2, offset: array).message.contains(
                "property lists have arrays and dictionaries but no sets"))
    }

    /// `text` in UTF-16, without a byte-order mark.
    static func utf16(_ text: String, littleEndian: Bool) -> Data {
        var bytes: [UInt8] = []
        for unit in text.utf16 {
            bytes +=
                littleEndian
                ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        return Data(bytes)
    }

    static let laughs = """
        <?xml version="1.0"?>
        <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
        <plist><string>&b;</string></plist>
        """

    @Test("UCS-4 and EBCDIC signatures, and declared encodings other than UTF-8/UTF-16, are refused")
    func otherEncodings() {
        for signature: [UInt8] in [[0, 0, 0, 0x3C], [0x3C, 0, 0, 0], [0x4C, 0x6F, 0xA7, 0x94]] {
            #expect(
                throws: PropertyListReadError.malformedXML(
                    reason: Wording.xmlUnsupportedEncoding, position: nil)
            ) {
                try PropertyListReader.read(Data(signature + Array(repeating: 0, count: 12)))
            }
        }
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<plist>+ADw-dict/+AD4-</plist>"
        #expect(
            throws: PropertyListReadError.malformedXML(
                reason: Wording.xmlDeclaredEncoding("UTF-7"), position: SourcePosition(line: 1, column: 1))
        ) {
            try PropertyListReader.read(Data(utf7.utf8))
        }
        let latin = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist><dict/></plist>"
        #expect((try? PropertyListReader.read(Data(latin.utf8))) != nil)
    }

    @Test("Every libxml2 error met by token soup (seed 1999) and mutated plists (seed 7) is in words")
    func errorsInWords() throws {
        let tokens = [
            "<", ">", "/", "=", "\"", "'", " ", "a", "智", "!", "-", "?", "]", "&", ";", "#", "\n", "<?",
            "?>", "<?xml version=\"1.0\"?>", "<?xml?>", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE plist>",
            "<plist>", "</plist>", "<dict>", "</dict>", "<key>", "</key>", "<string>", "</string>", "<array>",
            "</array>", "<true/>", "&amp;", "&#0;", "&#x;", "&#65;", "&lt", "&x;", "<plist version=\"1.0\">",
            "<a b=\"1\" b=\"2\">", "<a b>", "<a b=1>", "</a>", "<!DOCTYPE plist PUBLIC \"x\">", "\u{1}",
        ]
        var generator = SplitMix64(seed: 1999)
        var seen: Set<String> = []
        func check(_ data: Data, _ note: String) {
            do {
                _ = try PropertyListReader.read(data)
            } catch {
                #expect(!error.message.contains("stopped with its error"), "\(note): \(error.message)")
                seen.insert(error.message)
            }
        }
        for round in 0..<3000 {
            let text = (0..<(1 + generator.below(12))).map { _ in tokens[generator.below(tokens.count)] }
                .joined()
            check(Data(text.utf8), "seed 1999, round \(round)")
            check(Self.utf16("<?" + text, littleEndian: round % 2 == 0), "seed 1999, round \(round), UTF-16")
        }
        var mutations = SplitMix64(seed: 7)
        let plist = [UInt8](try Fixture.data("Apps/Seed003/Info.plist"))
        for round in 0..<1000 {
            var bytes = plist
            for _ in 0..<(1 + mutations.below(3)) {
                let at = mutations.below(bytes.count)
                switch mutations.below(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(Array("<>&/\"=!?;".utf8)[mutations.below(9)], at: at)
                default: bytes[at] = Array("<>&/\"=!?;x".utf8)[mutations.below(10)]
                }
            }
            check(Data(bytes), "seed 7, round \(round)")
        }
        #expect(seen.count > 20)
    }
}
