import Foundation

extension ProjectFile {
    /// Whether `data` looks like an old-style (OpenStep) property list, as `project.pbxproj` files
    /// are: a `// !$*UTF8*$!` header or a `{` first (after spaces and a UTF-8 byte order mark);
    /// anything else is read as an XML or binary property list, which Xcode also opens.
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
}
