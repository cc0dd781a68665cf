/// Something wrong in a document that does not stop it being read: the element or value is kept as
/// written (or left out of the typed model, as the message says) and the rest is read.
public struct StoryboardDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// An element this reader does not know, inside `parent`; it is kept as written (an object
        /// when it has an `id`, else a property element), with its content, and reported once.
        case unknownElement(name: String, parent: String)
        /// A known element where it does not belong (a `<constraint>` outside `<constraints>`, text
        /// in an object); it is kept as a property element.
        case misplacedElement(name: String, parent: String)
        /// Text (not white space) inside an object or collection element, where IB writes none; it is
        /// not part of the model.
        case unexpectedText(element: String, text: String)
        /// An attribute whose value is not what it must be (`alpha="half"`); the typed accessor gives
        /// nil for it, the value is kept in `attributes`.
        case invalidValue(element: String, attribute: String, value: String, expected: String)
        /// A required attribute that is missing (an outlet without `property`, a segue without
        /// `destination`); the connection or constraint is left out of the typed model.
        case missingAttribute(element: String, attribute: String)
        /// A second object, constraint or connection with an id already used (at `first`); lookups
        /// by id find the first.
        case duplicateID(id: String, first: StoryboardPosition)
        /// An id named by `attribute` of `element` (a connection's `destination`, a constraint's
        /// `firstItem`/`secondItem`, a cell's `textLabel`) that no object has.
        case danglingReference(id: String, element: String, attribute: String)
        /// `initialViewController=` names `id`, which is no scene's view controller.
        case missingInitialViewController(id: String)
        /// A segue kind Interface Builder does not write; the segue is kept with it.
        case unknownSegueKind(kind: String)
    }

    /// What is wrong.
    public var kind: Kind
    /// The document's name, as the caller gave it.
    public var file: String
    /// Where.
    public var position: StoryboardPosition

    /// Creates a diagnostic.
    public init(kind: Kind, file: String, position: StoryboardPosition) {
        self.kind = kind
        self.file = file
        self.position = position
    }

    /// What is wrong, where in the model, and what to do (one line, without the location).
    public var message: String { Wording.diagnostic(kind) }

    /// `file:line:column: warning: message`.
    public var description: String { "\(file):\(position): warning: \(message)" }
}
