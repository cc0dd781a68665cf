/// Writes `project.pbxproj` text in the shapes Xcode writes them, era by era: hand-made for these
/// tests (object ids are counters, names are ours), never copied from a real project.
struct ProjectFixture {
    /// One object: its id, `isa`, and other keys (values written as given: `"x"`, `( a, b )`, `{ … }`).
    struct Object {
        var id: String
        var isa: String
        var fields: [(String, String)]
    }

    var objectVersion = 46
    var objects: [Object] = []
    var rootID = ""
    private var counter = 0

    /// A new 24-hex-digit id.
    mutating func id() -> String {
        counter += 1
        let hex = String(counter, radix: 16, uppercase: true)
        return String(repeating: "0", count: 24 - hex.count - 4) + "ABCD" + hex
    }

    @discardableResult
    mutating func add(_ isa: String, _ fields: [(String, String)]) -> String {
        let identifier = id()
        objects.append(Object(id: identifier, isa: isa, fields: fields))
        return identifier
    }

    static func list(_ ids: [String]) -> String {
        "(" + ids.map { "\n\t\t\t\t\($0)," }.joined() + "\n\t\t\t)"
    }

    static func dictionary(_ entries: [(String, String)]) -> String {
        "{" + entries.map { "\n\t\t\t\t\(quote($0.0)) = \(quote($0.1));" }.joined() + "\n\t\t\t}"
    }

    /// A word as Xcode writes it: bare when it is only `[A-Za-z0-9_$./]`, else quoted.
    static func quote(_ text: String) -> String {
        let bare =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
                    || "_$./".unicodeScalars.contains($0)
            }
        return bare ? text : "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The file's text, objects grouped by `isa` in sections as Xcode writes them.
    var text: String {
        var out =
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        for isa in Set(objects.map(\.isa)).sorted() {
            out += "\n/* Begin \(isa) section */\n"
            for object in objects where object.isa == isa {
                out += "\t\t\(object.id) = {\n\t\t\tisa = \(isa);\n"
                for (key, value) in object.fields { out += "\t\t\t\(key) = \(value);\n" }
                out += "\t\t};\n"
            }
            out += "/* End \(isa) section */\n"
        }
        out += "\t};\n\trootObject = \(rootID) /* Project object */;\n}\n"
        return out
    }
}
