/// Why a JSON file the module reads is not JSON: the sentence (from `Wording`) and where.
package struct JSONFileError: Error, Sendable, Hashable {
    package var message: String
    package var position: SourcePosition
}
