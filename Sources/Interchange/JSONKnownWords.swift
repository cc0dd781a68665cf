import Foundation

/// Strings a format uses all the time (its field names and enumeration values), recognised by
/// `JSONScanner` from their bytes: a known word costs no decoding, no validation and no
/// allocation, and the reader compares small integers instead of strings.
public struct JSONKnownWords: Sendable {
    /// The words, in the order given (a word's index is its position here).
    public let words: [String]
    @usableFromInline let utf8: [[UInt8]]
    @usableFromInline let longest: Int

    /// A table of `words` (each at most 64 bytes; longer ones are never recognised).
    public init(_ words: [String]) {
        self.words = words
        self.utf8 = words.map { Array($0.utf8) }
        self.longest = min(64, utf8.map(\.count).max() ?? 0)
    }

    /// The index of the word whose UTF-8 bytes are `raw`, or nil.
    /// - Complexity: O(number of words) comparisons of at most `raw.count` bytes.
    public func index(of raw: UnsafeBufferPointer<UInt8>) -> Int? {
        guard raw.count <= longest else { return nil }
        guard raw.count > 0, let base = raw.baseAddress else { return utf8.firstIndex(where: \.isEmpty) }
        for (position, word) in utf8.enumerated() where word.count == raw.count {
            let same = word.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, raw.count) == 0 }
            if same { return position }
        }
        return nil
    }
}
