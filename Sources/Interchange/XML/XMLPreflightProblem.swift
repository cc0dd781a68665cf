/// What `XMLPreflight` refused, and where. Each reader words it in its own terms (a property
/// list's `PropertyListReadError`, an `InkMLError`).
package struct XMLPreflightProblem: Error, Sendable, Hashable {
    /// What was refused.
    package enum Kind: Sendable, Hashable {
        /// A UCS-4 (UTF-32) or EBCDIC document.
        case unsupportedEncoding
        /// A UTF-16 document, for a reader that reads UTF-8 only.
        case unacceptedEncoding
        /// `byte` does not belong to valid UTF-8.
        case invalidUTF8(byte: UInt8)
        /// UTF-16 with an odd number of bytes or an unpaired surrogate.
        case invalidUTF16
        /// The XML declaration names `name`, which is not one of the reader's encodings.
        case declaredEncoding(name: String)
        /// A processing instruction other than a leading `<?xml version=…?>`.
        case processingInstruction
        /// A DOCTYPE, for a reader that allows none.
        case doctype
        /// A DOCTYPE with an internal subset (`[…]`: entity and element definitions).
        case internalSubset
        /// A DOCTYPE that does not follow XML 1.0's grammar; `problem` says how.
        case malformedDoctype(problem: String)
        /// A `<!…>` that is neither a comment, CDATA nor a DOCTYPE; `keyword` is what follows the
        /// `<!` (`ENTITY`, `ELEMENT`), at most 20 bytes of it.
        case declaration(keyword: String)
        /// A `:` in an element or attribute name, for a reader whose format has no namespaces.
        case prefixedName
        /// A name whose `:` does not join a prefix and a local name (`:x`, `x:`, `a:b:c`).
        case invalidName(name: String)
        /// An element with more than `limit` attributes.
        case tooManyAttributes(element: String, limit: Int)
    }

    /// What was refused.
    package var kind: Kind
    /// Where: the `<` of the construct, or the offending byte; nil for an encoding problem that
    /// has no one place.
    package var position: TextPosition?

    /// Creates a problem.
    package init(_ kind: Kind, at position: TextPosition?) {
        self.kind = kind
        self.position = position
    }
}
