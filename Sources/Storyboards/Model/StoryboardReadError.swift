/// Why a document could not be read at all, and where: `file:line:column: error: message`.
public struct StoryboardReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// The bytes are not well-formed XML; `code` is libxml2's error number, `detail` its words
        /// (the element left open, the construct refused before parsing).
        case malformedXML(code: Int, detail: String)
        /// The document ends with `element` still open (opened on line `openedOnLine`).
        case endsInsideElement(element: String, openedOnLine: Int)
        /// The XML cannot be read the way Interface Builder writes it (an encoding other than UTF-8, a
        /// DTD, a processing instruction, a namespace prefix); `detail` says which.
        case notInterfaceBuilderXML(detail: String)
        /// The root element is `root` (`type` its `type=`), not an Interface Builder `<document>`.
        case notInterfaceBuilder(root: String, type: String?)
        /// An Interface Builder 3 archive (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        /// version="8.00">`, Xcode 4 and earlier), which this reader does not read.
        case legacyArchive
        /// No root element at all.
        case empty
        /// The document is larger than `limit` bytes.
        case tooLarge(bytes: Int, limit: Int)
        /// Elements nested deeper than `limit`.
        case tooDeep(limit: Int)
        /// More than `limit` elements.
        case tooManyElements(limit: Int)
    }

    /// What is wrong.
    public var kind: Kind
    /// The document's name, as the caller gave it.
    public var file: String
    /// Where.
    public var position: StoryboardPosition

    /// Creates an error.
    public init(kind: Kind, file: String, position: StoryboardPosition) {
        self.kind = kind
        self.file = file
        self.position = position
    }

    /// The line, from 1.
    public var line: Int { position.line }
    /// The column, from 1.
    public var column: Int { position.column }

    /// What is wrong and what to do (one line, without the location).
    public var message: String { Wording.readError(kind) }

    /// `file:line:column: error: message`.
    public var description: String { "\(file):\(position): error: \(message)" }
}

/// How much a reader accepts before it stops with an error (hostile or broken documents).
public struct StoryboardLimits: Sendable, Hashable {
    /// The largest document, in bytes. Default 64 MiB (Apple's largest sample storyboards are
    /// under 1 MiB).
    public var maximumBytes = 64 << 20
    /// The deepest element nesting. Default 200: Xcode's deepest documents nest about 40 deep, and
    /// libxml2 itself stops at 256.
    public var maximumDepth = 200
    /// The most elements. Default 2,000,000.
    public var maximumElements = 2_000_000

    /// The default limits.
    public init() {}
}
