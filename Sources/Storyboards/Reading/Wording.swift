import Interchange

/// The one place the module words what it reports: each message says what is wrong, where in the
/// model, and what to do.
enum Wording {
    /// A diagnostic's message.
    static func diagnostic(_ kind: StoryboardDiagnostic.Kind) -> String {
        switch kind {
        case .unknownElement(let name, let parent):
            "unknown element <\(clip(name))> in <\(clip(parent))>; it is kept as written, but nothing is made from it: "
                + "check the element name, or report it if Xcode wrote it"
        case .misplacedElement(let name, let parent):
            "<\(clip(name))> does not belong in <\(clip(parent))>; it is kept as written, but nothing is made from it: "
                + "move it where Interface Builder writes it"
        case .unexpectedText(let element, let text):
            "text '\(clip(text))' inside <\(clip(element))>, which holds elements only; it is ignored: remove it"
        case .invalidValue(let element, let attribute, let value, let expected):
            "<\(clip(element))> \(attribute)=\"\(clip(value))\" is not \(expected); the value is ignored: fix it in "
                + "Interface Builder or in the XML"
        case .missingAttribute(let element, let attribute):
            "<\(element)> has no \(attribute)=; it is left out: reconnect it in Interface Builder"
        case .duplicateID(let id, let first):
            "id '\(clip(id))' is used again (first at \(first)); references find the first: give each object its own id"
        case .danglingReference(let id, let element, let attribute):
            "<\(element)> \(attribute)=\"\(clip(id))\" names no object in this document; "
                + "reconnect it in Interface Builder or remove it"
        case .missingInitialViewController(let id):
            "initialViewController=\"\(clip(id))\" is no scene's view controller; "
                + "instantiateInitialViewController() would return nil: set Is Initial View Controller on a scene"
        case .unknownSegueKind(let kind):
            "segue kind '\(clip(kind))' is not one Interface Builder writes (show, showDetail, presentation, "
                + "popoverPresentation, embed, relationship, unwind, custom); it is kept: choose a kind in Interface Builder"
        }
    }

    /// A read error's message.
    static func readError(_ kind: StoryboardReadError.Kind) -> String {
        switch kind {
        case .malformedXML(let code, let detail):
            "malformed XML (parser error \(code))\(detail); check the tags and quoting here"
        case .endsInsideElement(let element, let line):
            "the document ends inside <\(clip(element))> (opened on line \(line)); close it with </\(clip(element))>"
        case .notInterfaceBuilderXML(let detail): detail
        case .notInterfaceBuilder(let root, let type):
            "the root element is <\(clip(root))>\(type.map { " of type '\(clip($0))'" } ?? ""), not an Interface "
                + "Builder <document type=\"com.apple.InterfaceBuilder3.…\">; this is not a storyboard or xib"
        case .legacyArchive:
            "this is an Interface Builder 3 archive (Xcode 4 and earlier); open it in a current Xcode and save it"
        case .empty: "the document has no root element; this is not a storyboard or xib"
        case .tooLarge(let bytes, let limit):
            "the document is \(bytes) bytes, over the \(limit)-byte limit; split the storyboard"
        case .tooDeep(let limit):
            "elements are nested more than \(limit) deep; Interface Builder documents need a few dozen levels"
        case .tooManyElements(let limit): "more than \(limit) elements; split the storyboard"
        }
    }

    /// What the shared XML pre-checks (`XMLPreflight.interfaceBuilder`, where the reasons are given)
    /// refused, in the words of a storyboard.
    static func preflight(_ kind: XMLPreflightProblem.Kind) -> String {
        switch kind {
        case .invalidUTF8(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return
                "byte 0x\(hex.count == 1 ? "0" + hex : hex) is not UTF-8; Interface Builder documents are UTF-8: "
                + "save the file as UTF-8"
        case .unsupportedEncoding, .unacceptedEncoding, .invalidUTF16:
            return
                "the document is UTF-16, UTF-32 or EBCDIC; Interface Builder documents are UTF-8: save it as UTF-8"
        case .declaredEncoding(let name):
            return
                "the XML declaration names the encoding '\(clip(name))'; Interface Builder documents are UTF-8: "
                + "save it as UTF-8 and declare encoding=\"UTF-8\""
        case .processingInstruction:
            return
                "the document has a processing instruction (<?…?>); Interface Builder writes none but a first "
                + "<?xml version=\"1.0\"?>: remove it"
        case .doctype, .internalSubset, .malformedDoctype:
            return "the document has a DTD (<!DOCTYPE); Interface Builder writes none: remove it"
        case .declaration(let keyword):
            return
                "the document has a markup declaration (<!\(clip(keyword))); Interface Builder writes none: remove it"
        case .prefixedName:
            return
                "a name has a ':' (a namespace prefix); Interface Builder documents have no namespaces: fix the tag"
        case .invalidName(let name):
            return "'\(clip(name))' is not an XML name; fix the tag"
        case .tooManyAttributes(let element, let limit):
            return
                "<\(clip(element))> has more than \(limit) attributes; Interface Builder writes a few dozen at most"
        }
    }

    /// `text` cut to 60 characters (an ellipsis marks the cut), with line breaks as spaces, so a
    /// message stays one short line whatever the document holds.
    static func clip(_ text: String) -> String {
        let flat = String(text.map { $0.isNewline ? " " : $0 })
        return flat.count > 60 ? flat.prefix(60) + "…" : flat
    }
}
