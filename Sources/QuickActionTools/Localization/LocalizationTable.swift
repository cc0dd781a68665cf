public import Interchange
public import PropertyLists
public import QuickActions

/// One language's translations of Info.plist values, from `<lang>.lproj/InfoPlist.strings`
/// and/or `InfoPlist.xcstrings`.
public struct LocalizationTable: Sendable, Hashable {
    /// A translation and where it was written.
    public struct Value: Sendable, Hashable {
        /// The translated text.
        public var text: String
        /// The file it came from.
        public var file: String
        /// Where in that file.
        public var position: SourcePosition?

        /// Creates a value.
        public init(text: String, file: String, position: SourcePosition? = nil) {
            self.text = text
            self.file = file
            self.position = position
        }
    }

    /// The language code as the folder or catalog names it (`de`, `zh-Hans`, `Base`); empty for
    /// the non-localised root `InfoPlist.strings`.
    public var language: String
    /// The files the table was built from (a `.strings` file, a catalog, or both).
    public var files: [String]
    /// Translations by key (the key is the Info.plist value).
    public var values: [String: Value]

    /// Creates a table.
    public init(language: String, files: [String], values: [String: Value]) {
        self.language = language
        self.files = files
        self.values = values
    }
}
