import Foundation
import Interchange
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

/// Issue 14: deep nesting (defect 1), attribute floods (defect 4), UTF-16 without a byte-order
/// mark and libxml2's error numbers (defect 7).
///
/// What refusing costs is checked by the work the readers count (`WorkMeter`), which does not
/// depend on the machine's load; the time is measured by `forcetouch-bench --filter hostile.plist`
/// (BENCHMARKS.md). The time limit only ends a test that hangs.
@Suite(
    "PropertyListReader against hostile files: depth, attributes, encodings, error words",
    .timeLimit(.minutes(3)))
struct PropertyListReaderHostileTests {
    /// The steps of the binary-plist measure while `data` is read or refused.
    static func binarySteps(_ data: Data) -> Int {
        WorkMeter.measure { _ = try? PropertyListReader.read(data) }[.binaryPlistSteps]
    }

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
        // 2^300 paths through 300 objects: measured once each, so ten times the objects cost at
        // most twelve times the steps (2^270 times the paths).
        #expect(throws: PropertyListReadError.nestedTooDeeply(limit: 256, position: nil)) {
            try PropertyListReader.read(Self.binaryNested(300, shared: true))
        }
        let steps = (
            small: Self.binarySteps(Self.binaryNested(30, shared: true)),
            large: Self.binarySteps(Self.binaryNested(300, shared: true))
        )
        #expect(steps.small >= 30, "\(steps)")
        #expect(steps.large <= steps.small * 12, "\(steps)")
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

    /// An Info.plist with every kind of value, as a binary plist written by Foundation.
    static func binaryInfoPlist() throws -> [UInt8] {
        let object: [String: Any] = [
            "CFBundleIdentifier": "com.example.damaged", "Count": 42, "Ratio": 0.25, "Flag": true,
            "When": Date(timeIntervalSinceReferenceDate: 1000), "Blob": Data([1, 2, 3, 4]),
            "UIApplicationShortcutItems": [
                [
                    "UIApplicationShortcutItemType": "com.example.search",
                    "UIApplicationShortcutItemTitle": "Search",
                    "UIApplicationShortcutItemUserInfo": ["k": ["a", "b", 3]],
                ],
                [
                    "UIApplicationShortcutItemType": "com.example.share",
                    "UIApplicationShortcutItemTitle": "Share",
                ],
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        return [UInt8](data)
    }

    @Test("Damaged binary plists (seed 14, 2,000 rounds) read or are refused with a message, each quickly")
    func damagedBinary() throws {
        let original = try Self.binaryInfoPlist()
        #expect((try? PropertyListReader.read(Data(original)))?.format == .binary)
        var generator = SplitMix64(seed: 14)
        var refused = 0
        for round in 0..<2000 {
            var bytes = original
            for _ in 0..<(1 + generator.below(4)) {
                let at = 8 + generator.below(bytes.count - 8)  // keep the magic: the binary reader's input
                switch generator.below(4) {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes[at] ^= 1 << UInt8(generator.below(8))
                case 2: bytes[at] = [0x00, 0x0F, 0x10, 0x7F, 0x80, 0xFF, 0xAF, 0xDF][generator.below(8)]
                default: bytes.remove(at: at)
                }
            }
            let work = WorkMeter.measure {
                do throws(PropertyListReadError) {
                    _ = try PropertyListReader.read(Data(bytes))
                } catch {
                    refused += 1
                    #expect(!error.message.isEmpty, "seed 14, round \(round)")
                }
            }
            // Our measure visits each object once, with at most every reference the file can hold:
            // quadratic in its size at worst, never the exponential of a walk that follows shared
            // objects at every reference (what hung). Foundation's decoding is not counted; the
            // suite's time limit ends a hang there, and the benchmark times a round.
            #expect(work[.binaryPlistSteps] <= bytes.count * bytes.count, "seed 14, round \(round)")
        }
        #expect(refused > 100)
    }

    @Test("A binary plist sharing its arrays 2^200 ways (within the depth limit) is refused, not expanded")
    func binarySharedExpansion() throws {
        for depth in [20, 200] {
            #expect(
                throws: PropertyListReadError.expandsTooMuch(limit: PropertyListReader.maximumExpandedValues)
            ) {
                try PropertyListReader.read(Self.binaryNested(depth, shared: true))
            }
        }
        // Counted, not expanded: 2^200 values in ten times the steps of 2^20 (at most twelve).
        let steps = (
            small: Self.binarySteps(Self.binaryNested(20, shared: true)),
            large: Self.binarySteps(Self.binaryNested(200, shared: true))
        )
        #expect(steps.small >= 20, "\(steps)")
        #expect(steps.large <= steps.small * 12, "\(steps)")
        // Sharing that stays small reads: 2^15 paths to the innermost array.
        let small = try PropertyListReader.read(Self.binaryNested(16, shared: true))
        #expect(small.format == .binary)
    }

    @Test(
        "UTF-16 without a byte-order mark, both byte orders: read when it is a plist, refused with words when hostile"
    )
    func utf16WithoutBOM() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-16"?>
            <plist version="1.0"><dict><key>名前</key><string>智能开门</string></dict></plist>
            """
        for littleEndian in [true, false] {
            let document = try PropertyListReader.read(Self.utf16(plist, littleEndian: littleEndian))
            #expect(document.root.propertyListValue == .dictionary(["名前": .string("智能开门")]))
            // The billion laughs, hidden from a UTF-8 pre-check by the encoding.
            #expect(
                throws: PropertyListReadError.malformedXML(
                    reason: Wording.xmlInternalSubset, position: SourcePosition(line: 2, column: 1))
            ) {
                try PropertyListReader.read(Self.utf16(Self.laughs, littleEndian: littleEndian))
            }
            // Without `<?` first, libxml2 reads the bytes as UTF-8 and meets a NUL: refused in words.
            do {
                _ = try PropertyListReader.read(
                    Self.utf16("<plist><string>x</string></plist>", littleEndian: littleEndian))
                Issue.record("UTF-16 without a BOM or a declaration was read")
            } catch {
                #expect(!error.message.contains("stopped with its error"), "\(error.message)")
            }
            // An odd number of bytes, and a lone surrogate: not UTF-16.
            var odd = [UInt8](Self.utf16(plist, littleEndian: littleEndian))
            odd.append(0x3C)
            #expect(throws: PropertyListReadError.invalidEncoding(position: nil)) {
                try PropertyListReader.read(Data(odd))
            }
            let surrogate =
                Self.utf16("<?xml version=\"1.0\"?><plist><string>", littleEndian: littleEndian)
                + (littleEndian ? Data([0x00, 0xD8]) : Data([0xD8, 0x00]))
                + Self.utf16("</string></plist>", littleEndian: littleEndian)
            #expect(throws: PropertyListReadError.invalidEncoding(position: nil)) {
                try PropertyListReader.read(surrogate)
            }
        }
    }

    @Test(
        "Attribute floods (200,000 attributes, in UTF-8 and UTF-16, any element, any quote) are refused at once"
    )
    func attributeFlood() throws {
        func documents(_ count: Int, _ element: String) -> [Data] {
            let attributes = (0..<count).map { " a\($0)=\($0 % 2 == 0 ? "\"v\"" : "'v'")" }.joined()
            let text =
                element == "plist"
                ? "<plist\(attributes)><dict/></plist>"
                : "<plist><\(element)\(attributes)></\(element)></plist>"
            return [Data(text.utf8), Self.utf16("<?xml version=\"1.0\"?>" + text, littleEndian: true)]
        }
        /// The markup walked and the bytes indexed for positions while `data` is refused.
        func refusalWork(_ data: Data, _ element: String) -> Int {
            let work = WorkMeter.measure {
                do throws(PropertyListReadError) {
                    _ = try PropertyListReader.read(data)
                    Issue.record("<\(element)> with \(data.count) bytes of attributes was read")
                } catch {
                    guard case .tooManyAttributes(let name, let limit, _) = error else {
                        Issue.record("<\(element)>: \(error.message)")
                        return
                    }
                    #expect(name == element)
                    #expect(limit == PropertyListReader.maximumAttributes)
                }
            }
            return work[.xmlMarkupBytes] + work[.lineIndexBytes]
        }
        // Refused at the 17th attribute, before the XML parser (12.5 s for 200,000 in libxml2):
        // what follows the 17th costs nothing, so 200,000 cost what 2,000 cost (indexing the whole
        // 2.4 MB for the error's position was the slow part once).
        for element in ["plist", "dict", "string"] {
            for (few, many) in zip(documents(2_000, element), documents(200_000, element)) {
                let work = (few: refusalWork(few, element), many: refusalWork(many, element))
                #expect(work.few > 0, "<\(element)>")
                #expect(work.many == work.few, "<\(element)>: \(work)")
            }
        }
        // Sixteen are within the limit (the XML parser then decides: a plist needs one).
        let sixteen = "<plist" + (0..<16).map { " a\($0)=\"v\"" }.joined() + "><dict/></plist>"
        #expect((try? PropertyListReader.read(Data(sixteen.utf8))) != nil)
    }

    @Test(
        "Fuzzer finds: an unclosed DOCTYPE literal and a broken XML declaration are malformed XML, not a misplaced element"
    )
    func xmlErrorsFirst() {
        func reason(_ text: String) -> String? {
            do {
                _ = try PropertyListReader.read(Data(text.utf8))
                return nil
            } catch {
                guard case .malformedXML(let reason, _) = error else {
                    return "not malformed XML: \(error.message)"
                }
                return reason
            }
        }
        // Fuzz/Corpus/plist-xml/find-top-level-key's shape: the literal swallowed the markup after it.
        let unclosed = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"string>\n<key>a</key>\n</plist>"
        #expect(
            reason(unclosed)
                == Wording.xmlMalformedDoctype(
                    "its public identifier holds '>', which a public identifier cannot (or its closing quote is missing)"
                ))
        #expect(
            reason("<!DOCTYPE plist SYSTEM \"x\"<plist/>")?.hasPrefix("a malformed DOCTYPE: '<' where")
                == true)
        #expect(reason("<!DOCTYPE>") == Wording.xmlMalformedDoctype("no name after <!DOCTYPE"))
        // A '>' or '[' inside a literal is the literal's: Apple's own DOCTYPE and a bracketed URL read.
        let apple = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/Property[List]>1.0.dtd">
            <plist version="1.0"><string>a</string></plist>
            """
        #expect(reason(apple) == nil)
        // Fuzz/Corpus/plist-xml/find-broken-xml-declaration's shape: libxml2 recovers after the
        // declaration's error and reports elements; its error comes first.
        let declaration = "<?xml version=\"1.0\" enYPE plist>\n<plist><string>a</string></plist>\n"
        #expect(
            reason(declaration).map { !$0.hasPrefix("not malformed XML") } == true,
            "\(reason(declaration) ?? "read")")
    }
}
