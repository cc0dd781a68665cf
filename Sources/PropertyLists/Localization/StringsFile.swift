public import Foundation
public import Interchange

/// A parsed `.strings` file (`"key" = "value";` lines), as `InfoPlist.strings` holds them.
///
/// Reads what Xcode and CoreFoundation accept (the old-style property-list reader's grammar,
/// `OpenStepPropertyListReader`): `"quoted"`, `'quoted'` and unquoted keys and values, the
/// `"key";` short form (value = key), `/* */` and `//` comments, the escapes
/// `\" \\ \' \n \t \r \a \b \f \v`, octal `\012` (NeXTSTEP characters above `\177`) and `\U1234`
/// (also `\u1234`; surrogate pairs combine), UTF-8 (with or without a BOM) and UTF-16 with a BOM
/// (little or big endian), a missing trailing newline. A `.strings` file that Xcode compiled
/// into a binary or XML property list (as built `.app` bundles hold)
/// is read too. Syntax errors carry a line and column.
public struct StringsFile: Sendable, Hashable {
    /// How the file's bytes were encoded.
    public enum Encoding: String, Sendable, Hashable {
        /// UTF-8, with or without a BOM.
        case utf8
        /// UTF-16 little endian, BOM `FF FE`.
        case utf16LittleEndian
        /// UTF-16 big endian, BOM `FE FF`.
        case utf16BigEndian
        /// A property list (binary or XML) holding a dictionary of strings.
        case propertyList
    }

    /// One `key = value;` pair.
    public struct Entry: Sendable, Hashable {
        /// The key (the Info.plist value it translates).
        public var key: String
        /// The translation.
        public var value: String
        /// Where the key starts.
        public var keyPosition: SourcePosition?
        /// Where the value starts.
        public var valuePosition: SourcePosition?

        /// Creates an entry.
        public init(
            key: String, value: String, keyPosition: SourcePosition? = nil,
            valuePosition: SourcePosition? = nil
        ) {
            self.key = key
            self.value = value
            self.keyPosition = keyPosition
            self.valuePosition = valuePosition
        }
    }

    /// The entries in file order (duplicates kept; the last one wins when looking up).
    public var entries: [Entry]
    /// The encoding the file was in.
    public var encoding: Encoding

    /// Creates a file from entries.
    public init(entries: [Entry], encoding: Encoding = .utf8) {
        self.entries = entries
        self.encoding = encoding
    }

    /// The value for `key` (the last entry wins, as CoreFoundation does).
    /// - Complexity: O(*n*).
    public func value(forKey key: String) -> String? {
        entries.last(where: { $0.key == key })?.value
    }

    /// Entries whose key appeared earlier in the file too (each later occurrence once).
    /// - Complexity: O(*n*).
    public var duplicateEntries: [Entry] {
        var seen = Set<String>()
        return entries.filter { !seen.insert($0.key).inserted }
    }

    /// Parses the bytes of a `.strings` file.
    /// - Complexity: O(*n*) in the size of the data.
    public static func parse(_ data: Data) throws(StringsFileError) -> StringsFile {
        let raw = [UInt8](data)
        if raw.starts(with: Array("bplist".utf8)) || looksLikeXMLPlist(raw) {
            return try fromPropertyList(data)
        }
        let (bytes, encoding) = try decode(raw)
        var parser = StringsFileParser(bytes: bytes)
        return StringsFile(entries: try parser.parse(), encoding: encoding)
    }

    private static func looksLikeXMLPlist(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return bytes[index...].starts(with: Array("<?xml".utf8))
            || bytes[index...].starts(with: Array("<plist".utf8))
    }

    private static func fromPropertyList(_ data: Data) throws(StringsFileError) -> StringsFile {
        let document: PropertyListDocument
        do {
            document = try PropertyListReader.read(data)
        } catch {
            throw .propertyList(error)
        }
        guard case .dictionary(let entries) = document.root.value else {
            throw .notAStringTable(found: document.root.typeName, key: nil)
        }
        var result: [Entry] = []
        for entry in entries {
            guard let value = entry.value.stringValue else {
                throw .notAStringTable(found: entry.value.typeName, key: entry.key)
            }
            result.append(
                Entry(
                    key: entry.key, value: value, keyPosition: entry.keyPosition,
                    valuePosition: entry.value.position))
        }
        return StringsFile(entries: result, encoding: .propertyList)
    }

    /// UTF-8 bytes of the text, and the encoding it came in.
    private static func decode(_ raw: [UInt8]) throws(StringsFileError) -> ([UInt8], Encoding) {
        if raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF]) {
            let little = raw[0] == 0xFF
            guard raw.count % 2 == 0 else { throw .invalidEncoding(detail: Wording.oddUTF16Length) }
            let units = XMLPreflight.utf16Units(raw, from: 2, littleEndian: little)
            var scalars = String.UnicodeScalarView()
            var iterator = units.makeIterator()
            var codec = UTF16()
            decoding: while true {
                switch codec.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break decoding
                case .error: throw .invalidEncoding(detail: Wording.invalidUTF16)
                }
            }
            return (Array(String(scalars).utf8), little ? .utf16LittleEndian : .utf16BigEndian)
        }
        let body = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(raw.dropFirst(3)) : raw
        guard !body.contains(0), String(validating: body, as: UTF8.self) != nil else {
            let zeros = body.prefix(64).filter { $0 == 0 }.count
            throw .invalidEncoding(detail: zeros > 0 ? Wording.utf16WithoutBOM : Wording.invalidUTF8)
        }
        return (body, .utf8)
    }
}
