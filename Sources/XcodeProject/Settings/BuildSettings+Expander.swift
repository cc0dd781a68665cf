extension BuildSettings {
    /// One expansion's state: the layers, the problems met, the work done (for the runaway limits).
    struct Expander {
        /// The definition being expanded: which setting, from which layer.
        struct Frame {
            var name: String
            var layer: Int
            var parent: [String]
        }

        let layers: [[String: String]]
        let bareAtTop: Bool
        var problems: [VariableExpansion.Problem] = []
        var resolutions = 0
        var produced = 0
        var stopped = false

        init(layers: [[String: String]], bareAtTop: Bool) {
            self.layers = layers
            self.bareAtTop = bareAtTop
        }

        /// The highest layer at or below `top` defining `name`.
        func definition(of name: String, atOrBelow top: Int) -> (value: String, layer: Int)? {
            var layer = top
            while layer >= 0 {
                if let value = layers[layer][name] { return (value, layer) }
                layer -= 1
            }
            return nil
        }

        mutating func expand(_ scalars: ArraySlice<Unicode.Scalar>, frame: Frame?, depth: Int) -> String {
            var output = String.UnicodeScalarView()
            var index = scalars.startIndex
            let bare = frame != nil || bareAtTop
            while index < scalars.endIndex {
                let scalar = scalars[index]
                guard scalar == "$", index + 1 < scalars.endIndex, !stopped else {
                    output.append(scalar)
                    index += 1
                    continue
                }
                let next = scalars[index + 1]
                if next == "(" || next == "{" {
                    let close: Unicode.Scalar = next == "(" ? ")" : "}"
                    guard let end = Self.matchingClose(scalars, from: index + 2, close: close) else {
                        let reference = String(String.UnicodeScalarView(scalars[index...]))
                        problems.append(.init(kind: .unterminated, reference: reference))
                        output.append(contentsOf: scalars[index...])
                        return String(output)
                    }
                    let reference = String(String.UnicodeScalarView(scalars[index...end]))
                    let inner = expand(scalars[(index + 2)..<end], frame: frame, depth: depth + 1)
                    output.append(
                        contentsOf: resolve(inner, reference: reference, frame: frame, depth: depth)
                            .unicodeScalars)
                    index = end + 1
                } else if bare, BuildSettings.isNameScalar(next), !("0"..."9").contains(next) {
                    var end = index + 1
                    while end < scalars.endIndex, BuildSettings.isNameScalar(scalars[end]) { end += 1 }
                    let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                    let reference = "$" + name
                    output.append(
                        contentsOf: resolve(name, reference: reference, frame: frame, depth: depth)
                            .unicodeScalars)
                    index = end
                } else {
                    output.append(scalar)
                    index += 1
                }
                produced = output.count
                if produced > BuildSettings.maximumLength { stop(reference: "$", name: frame?.name ?? "") }
            }
            return String(output)
        }

        mutating func stop(reference: String, name: String) {
            guard !stopped else { return }
            stopped = true
            problems.append(.init(kind: .runaway(name: name), reference: reference))
        }

        static func matchingClose(
            _ scalars: ArraySlice<Unicode.Scalar>, from start: Int, close: Unicode.Scalar
        ) -> Int? {
            var depth = 0
            var index = start
            while index < scalars.endIndex {
                let scalar = scalars[index]
                if scalar == "$", index + 1 < scalars.endIndex,
                    scalars[index + 1] == "(" || scalars[index + 1] == "{"
                {
                    depth += 1
                    index += 2
                    continue
                }
                if scalar == ")" || scalar == "}" {
                    if depth == 0 {
                        return scalar == close ? index : nil
                    }
                    depth -= 1
                }
                index += 1
            }
            return nil
        }

        mutating func resolve(_ inner: String, reference: String, frame: Frame?, depth: Int) -> String {
            guard !stopped else { return reference }
            resolutions += 1
            if resolutions > BuildSettings.maximumResolutions || depth > BuildSettings.maximumDepth {
                stop(reference: reference, name: frame?.name ?? inner)
                return reference
            }
            // `$()` is empty: the idiom for a literal `//` in an xcconfig (`https:/$()/host`).
            if inner.isEmpty { return "" }
            var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = parts.removeFirst()
            var fallback: String?
            var modifiers: [String] = []
            for part in parts {
                if part.hasPrefix("default=") {
                    fallback = String(part.dropFirst("default=".count))
                    modifiers.append("default")
                } else if BuildSettings.modifiers.contains(part) {
                    modifiers.append(part)
                } else {
                    problems.append(
                        .init(
                            kind: .unknownModifier(
                                name: name, modifier: part, suggestion: BuildSettings.modifierSuggestion(part)
                            ),
                            reference: reference))
                }
            }
            // `$(inherited)`, and a setting's reference to itself, mean the value at the levels below.
            let found: (value: String, layer: Int)?
            let settingName: String
            let ancestors: [String]
            if let frame, name == "inherited" || name == frame.name {
                settingName = frame.name
                ancestors = frame.parent
                found = frame.layer > 0 ? definition(of: frame.name, atOrBelow: frame.layer - 1) : nil
                if found == nil {
                    if name == "inherited" || fallback != nil {
                        return applying(modifiers, fallback: fallback, to: "")
                    }
                    problems.append(.init(kind: .cycle(name: name), reference: reference))
                    return reference
                }
            } else if name == "inherited" {
                return applying(modifiers, fallback: fallback, to: "")
            } else if let frame, frame.parent.contains(name) {
                problems.append(.init(kind: .cycle(name: name), reference: reference))
                return reference
            } else {
                settingName = name
                ancestors = frame.map { $0.parent + [$0.name] } ?? []
                found = definition(of: name, atOrBelow: layers.count - 1)
            }
            guard let found else {
                if fallback != nil { return applying(modifiers, fallback: fallback, to: "") }
                problems.append(.init(kind: .undefined(name: name), reference: reference))
                return reference
            }
            let value = expand(
                Array(found.value.unicodeScalars)[...],
                frame: Frame(name: settingName, layer: found.layer, parent: ancestors), depth: depth + 1)
            return applying(modifiers, fallback: fallback, to: value)
        }

        func applying(_ modifiers: [String], fallback: String?, to value: String) -> String {
            var value = value
            for modifier in modifiers {
                if modifier == "default" {
                    if value.isEmpty { value = fallback ?? "" }
                } else {
                    value = BuildSettings.apply(modifier, to: value)
                }
            }
            return value
        }
    }
}
