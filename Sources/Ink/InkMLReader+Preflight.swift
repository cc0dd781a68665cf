import Interchange

extension InkMLReader {
    /// InkML's words for what the shared XML pre-checks (`XMLPreflight.inkML`, where the reasons
    /// InkML's checks differ from a property list's are given) refused, at `file:line:column`.
    static func error(_ problem: XMLPreflightProblem, file: String) -> InkMLError {
        let position = problem.position ?? TextPosition(line: 1, column: 1)
        let message: String
        switch problem.kind {
        case .invalidUTF8(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            message =
                "byte 0x\(hex.count == 1 ? "0" + hex : hex) is not UTF-8; InkML files are read as UTF-8: save the file as UTF-8"
        case .unsupportedEncoding, .unacceptedEncoding, .invalidUTF16:
            message =
                "the document is UTF-16, UTF-32 or EBCDIC; InkML files are read as UTF-8: save the file as UTF-8"
        case .declaredEncoding(let name):
            message =
                "the XML declaration names the encoding '\(name)'; InkML files are read as UTF-8: "
                + "save the file as UTF-8 and declare encoding=\"UTF-8\""
        case .processingInstruction:
            message =
                "the document has a processing instruction (<?…?>); InkML needs none but a first "
                + "<?xml version=\"1.0\"?>, remove it"
        case .doctype, .internalSubset, .malformedDoctype:
            message = "the document has a DTD (<!DOCTYPE); InkML needs none, remove it"
        case .declaration(let keyword):
            message = "the document has a DTD (<!\(keyword)); InkML needs none, remove it"
        case .prefixedName, .invalidName:
            let name = if case .invalidName(let name) = problem.kind { name } else { ":" }
            message =
                "'\(name)' is not an XML name: a ':' joins a prefix and a local name, once (ftk:touch); fix the tag"
        case .tooManyAttributes(let element, let limit):
            message =
                "<\(element)> has more than \(limit) attributes; InkML elements need a few, remove the rest"
        }
        return InkMLError(file: file, line: position.line, column: position.column, message: message)
    }
}
