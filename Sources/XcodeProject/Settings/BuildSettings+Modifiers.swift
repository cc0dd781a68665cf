import Interchange

extension BuildSettings {
    /// The known modifier nearest to a mistyped one (`lowercase` → `lower`).
    static func modifierSuggestion(_ written: String) -> String? {
        nearestSuggestion(to: written, in: modifiers)
            ?? modifiers.first { written.lowercased().hasPrefix($0) || $0.hasPrefix(written.lowercased()) }
    }

    /// `value` with one modifier applied (`default` is applied by the expander).
    /// - Complexity: O(*n*) in the length of the value.
    static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier":
            return String(
                String.UnicodeScalarView(
                    value.unicodeScalars.map { scalar in
                        scalar.isASCII
                            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                || scalar == "-" || scalar == ".")
                            ? scalar : "-"
                    }))
        case "c99extidentifier", "identifier":
            let asciiOnly = modifier == "identifier"
            var scalars = value.unicodeScalars.map { scalar -> Unicode.Scalar in
                let letter = scalar.properties.isAlphabetic && (!asciiOnly || scalar.isASCII)
                let digit = ("0"..."9").contains(scalar)
                return letter || digit || scalar == "_" ? scalar : "_"
            }
            if let first = scalars.first, ("0"..."9").contains(first) { scalars.insert("_", at: 0) }
            return String(String.UnicodeScalarView(scalars))
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "file": return String(value.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        case "dir":
            guard let slash = value.lastIndex(of: "/") else { return "" }
            return String(value[..<slash])
        case "base":
            let file = apply("file", to: value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
            return String(file[..<dot])
        case "suffix":
            let file = apply("file", to: value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
            return String(file[dot...])
        default: return value
        }
    }
}
