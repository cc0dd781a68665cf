/// Why a JSON file the module reads is not JSON: the sentence (from `Wording`) and where.
struct JSONFileError: Error, Sendable, Hashable {
    var message: String
    var position: SourcePosition
}
