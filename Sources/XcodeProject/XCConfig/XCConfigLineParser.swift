import PropertyLists

/// Reads one line of an xcconfig file.
struct XCConfigLineParser {
    let scalars: [Unicode.Scalar]
    let file: String
    let line: Int
    var index = 0

    init(scalars: [Unicode.Scalar], file: String, line: Int) {
        self.scalars = scalars
        self.file = file
        self.line = line
    }

    var position: SourcePosition { SourcePosition(line: line, column: index + 1) }

    func error(_ problem: XCConfigError.Problem) -> XCConfigError {
        .syntax(file: file, position: position, problem: problem)
    }

    mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    func startsComment(at position: Int) -> Bool {
        position + 1 < scalars.count && scalars[position] == "/" && scalars[position + 1] == "/"
    }

    var atEndOrComment: Bool { index >= scalars.count || startsComment(at: index) }

    mutating func parse() throws(XCConfigError) -> XCConfigFile.Line? {
        skipSpaces()
        if atEndOrComment { return nil }
        if scalars[index] == "#" { return try parseInclude() }
        return try parseAssignment()
    }

    mutating func parseInclude() throws(XCConfigError) -> XCConfigFile.Line {
        let start = position
        let word = Array("#include".unicodeScalars)
        guard index + word.count <= scalars.count, Array(scalars[index..<(index + word.count)]) == word else {
            throw error(.unknownDirective)
        }
        index += word.count
        var isOptional = false
        if index < scalars.count, scalars[index] == "?" {
            isOptional = true
            index += 1
        }
        skipSpaces()
        guard index < scalars.count, scalars[index] == "\"" else { throw error(.expectedIncludePath) }
        index += 1
        let pathStart = index
        while index < scalars.count, scalars[index] != "\"" { index += 1 }
        guard index < scalars.count else { throw error(.unterminatedIncludePath) }
        let path = String(String.UnicodeScalarView(scalars[pathStart..<index]))
        index += 1
        guard !path.isEmpty else { throw error(.expectedIncludePath) }
        skipSpaces()
        guard atEndOrComment else { throw error(.trailingText) }
        return .include(.init(path: path, isOptional: isOptional, position: start))
    }

    mutating func parseAssignment() throws(XCConfigError) -> XCConfigFile.Line {
        let start = position
        let nameStart = index
        while index < scalars.count, BuildSettings.isNameScalar(scalars[index]) { index += 1 }
        guard index > nameStart, !("0"..."9").contains(scalars[nameStart]) else {
            throw error(.expectedName)
        }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        var conditions: [XCConfigFile.Condition] = []
        while index < scalars.count, scalars[index] == "[" {
            index += 1
            let open = index
            while index < scalars.count, scalars[index] != "]" { index += 1 }
            guard index < scalars.count else {
                index = open - 1
                throw error(.unterminatedCondition)
            }
            let body = String(String.UnicodeScalarView(scalars[open..<index]))
            for part in body.split(separator: ",", omittingEmptySubsequences: false) {
                let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = pieces[0].trimmingCharacters(in: .whitespaces)
                guard pieces.count == 2, !key.isEmpty else {
                    index = open
                    throw error(.malformedCondition(String(part)))
                }
                guard XCConfigFile.conditionKeys.contains(key) else {
                    index = open
                    throw error(.unknownConditionKey(key))
                }
                conditions.append(.init(key: key, pattern: pieces[1].trimmingCharacters(in: .whitespaces)))
            }
            index += 1
        }
        skipSpaces()
        guard index < scalars.count, scalars[index] == "=" else { throw error(.expectedEquals(name)) }
        index += 1
        var end = index
        while end < scalars.count, !startsComment(at: end) { end += 1 }
        var value = String(String.UnicodeScalarView(scalars[index..<end])).trimmingCharacters(
            in: .whitespaces)
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
        return .assignment(
            .init(name: name, conditions: conditions, value: value, file: file, position: start))
    }
}
