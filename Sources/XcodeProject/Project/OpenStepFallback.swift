import Foundation
import PropertyLists

/// Reads an old-style (OpenStep) property list with Foundation's `PropertyListSerialization`,
/// without positions, for as long as `PropertyListReader` has no OpenStep reader of its own (it is
/// tried first; this is the fallback). Foundation's errors carry no position either.
enum OpenStepFallback {
    /// Whether `data` looks like an OpenStep plist: a `// !$*UTF8*$!` header or a `{` first.
    static func looksLikeOpenStep(_ data: Data) -> Bool {
        for byte in data.prefix(64) {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") || byte == 0xEF || byte == 0xBB || byte == 0xBF
            {
                continue
            }
            return byte == UInt8(ascii: "/") || byte == UInt8(ascii: "{")
        }
        return false
    }

    /// The document, or the message Foundation gives.
    static func read(_ data: Data) -> Result<PropertyListDocument, ReadFailure> {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(ReadFailure(message: "not a valid old-style property list: \(error.localizedDescription)"))
        }
        do {
            let value = try PropertyListValue(any: object)
            return .success(PropertyListDocument(root: PropertyListNode(value), format: .xml))
        } catch {
            return .failure(ReadFailure(message: "not a valid old-style property list"))
        }
    }

    struct ReadFailure: Error {
        var message: String
    }
}
