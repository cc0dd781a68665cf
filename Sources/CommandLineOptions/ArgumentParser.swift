import Interchange

/// One option a command accepts: `--name VALUE` (possibly repeated) or a `--flag`.
package struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes (`sensitivity`).
    package var name: String
    /// The placeholder shown in help for its value (`light|medium|firm`); nil for a flag.
    package var valueName: String?
    /// The values allowed, when the set is closed; nil for any value.
    package var allowed: [String]?
    /// Whether it may be given more than once (`--define A=1 --define B=2`).
    package var repeatable: Bool
    /// One line for `--help`.
    package var help: String

    /// An option that takes a value.
    package static func value(
        _ name: String, _ valueName: String, allowed: [String]? = nil, repeatable: Bool = false,
        help: String
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, allowed: allowed, repeatable: repeatable, help: help)
    }

    /// An option that takes no value.
    package static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, allowed: nil, repeatable: false, help: help)
    }
}

/// What a command line said, once parsed against a command's options.
package struct ParsedArguments: Sendable, Equatable {
    /// The arguments that are not options, in order (`-` included: it means standard input).
    package var positionals: [String] = []
    /// Each option's values in the order given.
    package var values: [String: [String]] = [:]
    /// The flags that were given.
    package var flags: Set<String> = []

    /// Parsed arguments with these parts (what `parseArguments(_:options:)` builds).
    package init(positionals: [String] = [], values: [String: [String]] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    /// The last value of `name`, or `defaultValue` when it was not given.
    package func value(_ name: String, default defaultValue: String? = nil) -> String? {
        values[name]?.last ?? defaultValue
    }

    /// Every value of a repeatable option, in order.
    package func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether the flag `name` was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A command line that does not fit the command: the tool prints it with the usage, exit 2.
package enum UsageError: Error, Equatable, Sendable {
    /// `--name` is not an option of this command; `suggestion` is the nearest one.
    case unknownOption(String, suggestion: String?)
    /// `--name` needs a value and none followed.
    case missingValue(String)
    /// `--name VALUE` with a value outside the allowed set.
    case invalidValue(option: String, value: String, allowed: [String])
    /// A non-repeatable option was given twice.
    case repeated(String)
    /// A required positional argument is missing.
    case missingArgument(String)
    /// More positional arguments than the command takes.
    case unexpectedArgument(String)
    /// Anything else, worded by the command.
    case other(String)

    /// The message, one line, without the `error:` prefix.
    package var message: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            "unknown option '--\(name)'" + (suggestion.map { "; did you mean '--\($0)'?" } ?? "")
        case .missingValue(let name):
            "option '--\(name)' needs a value"
        case .invalidValue(let option, let value, let allowed):
            "'\(value)' is not a value of '--\(option)'; use one of: \(allowed.joined(separator: ", "))"
        case .repeated(let name):
            "option '--\(name)' was given more than once"
        case .missingArgument(let name):
            "missing argument \(name)"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'"
        case .other(let text):
            text
        }
    }
}

/// Parses `arguments` against `options`. `--name=value` and `--name value` are both accepted;
/// `--` ends options; a lone `-` is a positional (standard input).
package func parseArguments(_ arguments: [String], options: [OptionSpec]) throws(UsageError)
    -> ParsedArguments
{
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if onlyPositionals || !argument.hasPrefix("--") {
            if !onlyPositionals, argument.hasPrefix("-"), argument != "-" {
                throw .unknownOption(String(argument.drop(while: { $0 == "-" })), suggestion: nil)
            }
            parsed.positionals.append(argument)
            continue
        }
        if argument == "--" {
            onlyPositionals = true
            continue
        }
        var name = String(argument.dropFirst(2))
        var inlineValue: String?
        if let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        guard let spec = options.first(where: { $0.name == name }) else {
            throw .unknownOption(name, suggestion: nearestSuggestion(to: name, in: options.map(\.name)))
        }
        if spec.valueName == nil {
            if inlineValue != nil { throw .other("option '--\(name)' takes no value") }
            parsed.flags.insert(name)
            continue
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < arguments.count {
            value = arguments[index]
            index += 1
        } else {
            throw .missingValue(name)
        }
        if let allowed = spec.allowed, !allowed.contains(value) {
            throw .invalidValue(option: name, value: value, allowed: allowed)
        }
        if !spec.repeatable, parsed.values[name] != nil { throw .repeated(name) }
        parsed.values[name, default: []].append(value)
    }
    return parsed
}
