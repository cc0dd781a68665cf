import Foundation
import TestSupport
import Testing

@testable import PropertyLists

/// Writes random property lists as old-style text, in the many spellings the grammar allows.
struct OpenStepTextGenerator {
    var random: SplitMix64

    /// Characters strings are made of: unquoted ones, ones that need quotes or escapes, non-ASCII.
    static let characters: [Character] =
        Array("abcXYZ019_$/:.-") + [
            " ", "\"", "'", "\\", "\n", "\t", "=", ";", "{", "(", "<", ",", "*", "é", "智", "😀", "\u{7}",
        ]

    mutating func string() -> String {
        String((0..<random.below(6)).map { _ in Self.characters[random.below(Self.characters.count)] })
    }

    mutating func value(depth: Int) -> PropertyListValue {
        switch depth > 3 ? 0 : random.below(4) {
        case 0: return .string(string())
        case 1: return .data(Data(random.bytes(random.below(6))))
        case 2: return .array((0..<random.below(4)).map { _ in value(depth: depth + 1) })
        default:
            var entries: [String: PropertyListValue] = [:]
            for _ in 0..<random.below(4) { entries[string()] = value(depth: depth + 1) }
            return .dictionary(entries)
        }
    }

    /// Whitespace or a comment, sometimes nothing.
    mutating func trivia() -> String {
        switch random.below(8) {
        case 0: " "
        case 1: "\n\t"
        case 2: " /* c */ "
        case 3: " // line\n"
        case 4: "\r\n"
        case 5: "\u{2028}"
        default: random.chance(50) ? "" : " "
        }
    }

    mutating func text(_ string: String) -> String {
        let unquotable =
            !string.isEmpty && string.utf8.allSatisfy(OpenStepParser.isUnquoted)
            && !string.contains("//") && !string.contains("/*")
        if unquotable, random.chance(60) { return string }
        let quote: Character = random.chance(70) ? "\"" : "'"
        var out = String(quote)
        for character in string {
            let scalar = character.unicodeScalars.first!
            switch character {
            case "\\": out += "\\\\"
            case quote: out += "\\" + String(quote)
            case "\n": out += random.chance(50) ? "\\n" : "\n"
            case "\t": out += random.chance(50) ? "\\t" : "\t"
            case "\u{7}": out += "\\a"
            default:
                if scalar.value < 0x80, random.chance(10) {
                    out += "\\" + String(format: "%03o", scalar.value)
                } else if scalar.value > 0x7F, scalar.value < 0x10000, random.chance(30) {
                    out += "\\U" + String(format: "%04x", scalar.value)
                } else if scalar.value >= 0x10000, random.chance(30) {
                    for unit in String(character).utf16 {
                        out += "\\U" + String(unit, radix: 16, uppercase: true)
                    }
                } else {
                    out.append(character)
                }
            }
        }
        out.append(quote)
        return out
    }

    mutating func text(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let string): return text(string)
        case .data(let data):
            return "<"
                + data.map {
                    String(format: "%02x", $0)
                        + (random.chance(30) ? trivia().filter { $0 == " " || $0 == "\n" } : "")
                }
                .joined() + ">"
        case .array(let values):
            var out = "(" + trivia()
            for (index, element) in values.enumerated() {
                out += text(element) + trivia()
                if index < values.count - 1 || random.chance(50) { out += "," + trivia() }
            }
            return out + ")"
        case .dictionary(let entries):
            return "{" + trivia() + entriesText(entries) + "}"
        default: return "x"
        }
    }

    mutating func entriesText(_ entries: [String: PropertyListValue]) -> String {
        var out = ""
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            if case .string(key) = value, !key.isEmpty, random.chance(30) {
                out += text(key) + trivia() + ";" + trivia()
            } else {
                out += text(key) + trivia() + "=" + trivia() + text(value) + trivia() + ";" + trivia()
            }
        }
        return out
    }
}

extension OpenStepPropertyListReaderTests {
    static func foundationValue(_ bytes: [UInt8]) -> PropertyListValue? {
        guard let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) else {
            return nil
        }
        return try? PropertyListValue(any: object)
    }

    @Test(
        "differential: generated plists (seed 0x5EED) read as Foundation's PropertyListSerialization reads them"
    )
    func differentialGenerated() throws {
        var generator = OpenStepTextGenerator(random: SplitMix64(seed: 0x5EED))
        for round in 0..<1500 {
            let value = generator.value(depth: 0)
            var text = generator.text(value)
            if case .dictionary(let entries) = value, !entries.isEmpty, generator.random.chance(30) {
                text = generator.entriesText(entries)
            }
            text =
                (generator.random.chance(20) ? "// !$*UTF8*$!\n" : "") + generator.trivia() + text
                + generator.trivia()
            let bytes = Array(text.utf8)
            let ours = try OpenStepPropertyListReader.read(bytes: bytes).root.propertyListValue
            #expect(ours == value, "seed 0x5EED round \(round): \(text.debugDescription)")
            #expect(
                Self.foundationValue(bytes) == ours, "seed 0x5EED round \(round): \(text.debugDescription)")
        }
    }

    @Test(
        "differential: mutated plists (seed 0xD1FF) agree with Foundation, or differ only as RELIABILITY.md says"
    )
    func differentialMutated() throws {
        var generator = OpenStepTextGenerator(random: SplitMix64(seed: 0xD1FF))
        let alphabet = Array("{}()<>=;,\"'\\/* \nU0a".utf8)
        var bothRead = 0
        for round in 0..<3000 {
            var bytes = Array(generator.text(generator.value(depth: 0)).utf8)
            for _ in 0..<1 + generator.random.below(2) where !bytes.isEmpty {
                let at = generator.random.below(bytes.count)
                switch generator.random.below(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(alphabet[generator.random.below(alphabet.count)], at: at)
                default: bytes[at] = alphabet[generator.random.below(alphabet.count)]
                }
            }
            guard String(validating: bytes, as: UTF8.self) != nil, !bytes.isEmpty else { continue }
            let theirs = Self.foundationValue(bytes)
            let context =
                "seed 0xD1FF round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            do {
                let ours = try OpenStepPropertyListReader.read(bytes: bytes).root.propertyListValue
                #expect(theirs == ours, "\(context)")
                bothRead += 1
            } catch {
                guard theirs != nil else { continue }
                // Foundation read it, we refused it: only the deliberate differences.
                switch error.problem {
                case .unterminatedComment, .invalidEscape, .unexpected(_, .key): break
                default: Issue.record("\(context): we refused it (\(error.message)), Foundation read it")
                }
            }
        }
        #expect(bothRead > 300)
    }
}
