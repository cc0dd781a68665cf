// Every message the Simulator module shows a user, in one place.

/// The wording of the simulator's errors and warnings.
package enum Wording {
    package static let textEmpty = "give 'text' to type, 'delete' (a count) to press Delete, or both"

    /// Typing arrived while nothing in the app in front takes it.
    package static let noTextInput =
        "nothing is typed: no text field is editing in the app in front (tap one first; on iOS the "
        + "keyboard shows only then)"

    package static let example = "com.company.appname"
    package static let oneIDPerLine = "send one bundle identifier per line, such as \(example)"

    package static let expectedNumber = "a number"
    package static let expectedInteger = "an integer"
    package static let expectedBool = "true or false"
    package static let expectedString = "a string"

    package static let emulateBoth = "give either 'force' or 'ramp', not both"
    package static let emulateNeither = "give 'force' (a number) or 'ramp' ('start' or 'stop')"
    package static let settingsEmpty =
        "give at least one of 'forceTouchEnabled', 'sensitivity' and 'language'"
    package static let expectedSampleArray =
        "an array of numbers, six a sample (x, y, pressure, timeStamp, altitudeAngle, azimuthAngle)"

    package static func sampleArrayLength(_ field: String, _ count: Int) -> String {
        "'\(field)' has \(count) numbers, not a multiple of six; give x, y, pressure, timeStamp, altitudeAngle and azimuthAngle for each sample"
    }

    package static func expectedNumbers(_ names: [String]) -> String {
        "an array of \(names.count) numbers (\(names.joined(separator: ", ")))"
    }

    package static func arrayLength(_ field: String, _ count: Int, names: [String]) -> String {
        "'\(field)' has \(count) numbers; give exactly \(names.count): \(names.joined(separator: ", "))"
    }

    package static func hrefControlCharacter(_ scalar: Unicode.Scalar) -> String {
        "'href' holds the control character \(character(scalar)); send the link's href attribute as the page wrote it"
    }

    package static func tooManySamples(_ field: String, _ count: Int, limit: Int) -> String {
        "'\(field)' has \(count) samples, more than \(limit); send the rest in further messages"
    }

    /// `0…1`, `at least 0`.
    package static func range(_ range: ClosedRange<Double>) -> String {
        if range.upperBound >= 9.2e18 { return "at least \(number(range.lowerBound))" }
        return "\(number(range.lowerBound))…\(number(range.upperBound))"
    }

    /// Seconds for a message, to the millisecond: `60`, `0.25`.
    package static func seconds(_ value: Double) -> String {
        number(value.isFinite ? (value * 1000).rounded() / 1000 : value)
    }

    /// A number as people write it: `3`, `1.5`.
    package static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A character for a message: `' '`, or `U+00E9` outside printable ASCII.
    package static func character(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F { return "'\(scalar)'" }
        return "U+" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))
    }

    /// Who sent a field: `'pointer' message`, or `the request body` for REST.
    package static func subject(_ message: String) -> String {
        message == "body" ? "the request body" : "'\(message.prefix(40))' message"
    }

    package static func notAReply(_ line: String) -> String {
        "the answer '\(line.prefix(80))' is not a control-port reply (ok or error: …); is this the simulator's control port?"
    }

    package static func replyCount(_ count: Int, expected: Int) -> String {
        "the connection closed after \(count) of \(expected) replies"
    }

    package static func noPage(_ path: String) -> String {
        "no page at \(path.prefix(200)); open / for the simulator"
    }

    package static let shuttingDown = "the simulator is shutting down"

    package static func deviceDeleted(_ id: String) -> String {
        "device \(id.prefix(100)) was deleted"
    }

    package static func pointerNotDown(_ id: Int) -> String {
        "'pointer' message: pointer \(id) is not down (no 'down' was received for it); the sample is ignored"
    }

    package static func notLoopback(_ host: String) -> String {
        "warning: serving on \(host), which other machines can reach; anyone who can connect can drive "
            + "the simulated devices. Use --host 127.0.0.1 to keep it on this machine"
    }

    package static func controlPortUnavailable(port: Int, reason: String) -> String {
        "warning: the control port 127.0.0.1:\(port) is not available (\(reason)); the simulator goes on "
            + "without it, so 'echo BUNDLE_ID | nc' and 'forcetouch shortcut' cannot reach it. "
            + "Choose another with --control-port"
    }

    package static let traceEmpty =
        "it holds no samples; send trace lines such as {\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":60,\"y\":90,\"force\":0}"

    package static func noApp(_ bundleIdentifier: String, device: String, suggestion: String?) -> String {
        "no app with bundle identifier \(bundleIdentifier.prefix(200)) on device \(device)"
            + (suggestion.map { "; did you mean \($0)?" } ?? "; GET /api/devices/\(device) lists its apps")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension ControlPortError {
    /// The message after `error: `, one line.
    public var message: String {
        switch self {
        case .emptyLine:
            "empty line; \(Wording.oneIDPerLine)"
        case .lineTooLong(let limit):
            "line too long (more than \(limit) bytes); \(Wording.oneIDPerLine)"
        case .controlCharacter(let byte, let column):
            "control character 0x\(String(byte, radix: 16, uppercase: true).leftPadded(to: 2)) at column \(column); \(Wording.oneIDPerLine)"
        case .notABundleIdentifier(let text, let column, let character):
            "'\(text)' is not a bundle identifier: \(Wording.character(character)) at column \(column); use letters, digits, '.', '-' and '_', such as \(Wording.example)"
        case .noDevice:
            "no device is running; open the simulator page or create one with POST /api/devices"
        case .unknownApp(let bundleIdentifier, let device, let suggestion):
            Wording.noApp(bundleIdentifier, device: device, suggestion: suggestion)
        }
    }
}

extension ClientMessageError {
    /// The message for the `error` reply: which message, which field, what to do.
    public var message: String {
        switch self {
        case .binaryMessage:
            "binary messages are not part of the protocol; send each message as one JSON text frame"
        case .notJSON:
            "the message is not valid JSON; send one JSON object per text frame"
        case .notAnObject:
            "the message is not a JSON object; send one JSON object per text frame, with a string field 'type'"
        case .missingType:
            "the message has no string field 'type'; use one of \(ClientMessage.types.joined(separator: ", "))"
        case .unknownType(let type):
            "unknown message type '\(type)'; use one of \(ClientMessage.types.joined(separator: ", "))"
        case .missingField(let message, let field):
            "\(Wording.subject(message)): the field '\(field)' is missing"
        case .wrongType(let message, let field, let expected):
            "\(Wording.subject(message)): the field '\(field)' must be \(expected)"
        case .outOfRange(let message, let field, let value, let range):
            "\(Wording.subject(message)): '\(field)' is \(Wording.number(value)), outside \(range)"
        case .tooLong(let message, let field, let length, let limit):
            "\(Wording.subject(message)): '\(field)' is \(length) bytes long; at most \(limit) are accepted"
                + (field == "language" ? " (a language code such as 'en' or 'zh-Hans')" : "")
        case .invalidValue(let message, let field, let value, let allowed):
            "\(Wording.subject(message)): '\(field)' is '\(value)'; use one of \(allowed.joined(separator: ", "))"
        case .invalidCombination(let message, let detail):
            "\(Wording.subject(message)): \(detail)"
        }
    }
}

extension APIError {
    /// The message for `{"error": {"message": …}}`.
    public var message: String {
        switch self {
        case .invalidJSON:
            "the request body is not a JSON object; send one, with Content-Type: application/json"
        case .emptyBody:
            "the request body is empty; send a JSON object (see docs/PROTOCOL.md, REST API)"
        case .invalidBody(let problem):
            problem.message
        case .invalidTrace(let detail):
            "the request body is not a valid trace: \(detail)"
        case .scriptTooLong(let duration, let limit):
            "the trace lasts \(Wording.seconds(duration)) s; a scripted press may last at most \(Wording.seconds(limit)) s "
                + "(forcetouch simulator --max-script-seconds); split it into shorter requests"
        case .tooManyScripts(let limit):
            "this client already has \(limit) scripted presses playing (the most one client may have at once); "
                + "wait for one to finish, or DELETE its device to end them"
        case .unknownDevice(let id):
            "no device with id '\(id.prefix(100))'; GET /api/devices lists them"
        case .unknownApp(let bundleIdentifier, let device, let suggestion),
            .unknownAppInBody(let bundleIdentifier, let device, let suggestion):
            Wording.noApp(bundleIdentifier, device: device, suggestion: suggestion)
        case .unknownProfile(let name, let available, let suggestion):
            "no profile named '\(name.prefix(100))'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " Profiles: \(available.joined(separator: ", "))"
        case .unknownShortcutType(let type, let app, let available):
            "the menu of \(app) has no row of type '\(type.prefix(200))'; "
                + (available.isEmpty
                    ? "it has no rows" : "its rows are: \(available.joined(separator: ", "))")
        case .noQuickActions(let app, let launched):
            launched
                ? "\(app) has no quick actions to show: its Info.plist declares none and it set no dynamic "
                    + "ones when it ran; choose another app"
                : "\(app) has no quick actions to show (before an app's first launch only its static items "
                    + "show); launch it once, or choose another app"
        case .rejected(let detail):
            detail
        case .noCanvas(let device):
            "device '\(device.prefix(100))' shows no drawing canvas; open an app with one (TouchCanvas, com.example.touchcanvas) and draw first"
        case .unknownDrawingFormat(let format):
            "unknown drawing format '\(format.prefix(40))'; use format=json, svg or inkml"
        case .notFound(let path):
            "no resource at \(path.prefix(200)); see docs/PROTOCOL.md, REST API"
        case .methodNotAllowed(let method, let path, let allowed):
            "\(method) is not allowed on \(path.prefix(200)); use \(allowed.joined(separator: ", "))"
        case .webSocketRequired(let path):
            "\(path.prefix(200)) is a WebSocket endpoint; connect with a WebSocket (see docs/PROTOCOL.md)"
        case .deletedDuringRequest(let id):
            "device '\(id.prefix(100))' was deleted before all of its touches were applied; the rest were dropped"
        case .deletionFailed(let device, let folder, let reason):
            "cannot delete device '\(device.prefix(100))': its state folder \(folder) cannot be removed "
                + "(\(reason)); the device is kept. Check the folder's permissions and try again"
        }
    }
}
