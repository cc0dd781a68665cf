import Interchange

extension BrowserPage {
    /// What a dispatched mouse event does (`Input.dispatchMouseEvent`'s `type`).
    public enum MouseEventType: String, Sendable {
        /// A button goes down.
        case pressed = "mousePressed"
        /// A button goes up.
        case released = "mouseReleased"
        /// The pointer moves (with buttons held, a drag).
        case moved = "mouseMoved"
    }

    /// What kind of pointer Chromium reports in the Pointer Events it makes.
    public enum PointerKind: String, Sendable {
        /// A mouse (`pressure` 0.5 while a button is down).
        case mouse
        /// A pen, whose `force` becomes the Pointer Events `pressure`.
        case pen
    }

    /// Dispatches a mouse or pen event at `x`, `y` (CSS pixels in the viewport) with the left
    /// button. With `.pen`, `force` (0…1) is the pressure the page sees.
    ///
    /// Chromium sends no `pointermove` when only the force changes: vary the position slightly
    /// between samples of a pressure ramp.
    public func mouse(
        _ type: MouseEventType, x: Double, y: Double, pointer: PointerKind = .mouse, force: Double? = nil,
        modifiers: Int = 0
    ) async throws(BrowserError) {
        var parameters: [JSONMember] = [
            JSONMember(key: "type", value: .string(type.rawValue)), JSONMember(key: "x", value: .number(x)),
            JSONMember(key: "y", value: .number(y)),
            JSONMember(key: "button", value: type == .moved ? (force == nil ? "none" : "left") : "left"),
            JSONMember(
                key: "buttons", value: type == .released ? 0 : (type == .moved && force == nil ? 0 : 1)),
            JSONMember(key: "clickCount", value: type == .moved ? 0 : 1),
            JSONMember(key: "pointerType", value: .string(pointer.rawValue)),
            JSONMember(key: "modifiers", value: .number(Double(modifiers))),
        ]
        if let force { parameters.append(JSONMember(key: "force", value: .number(force))) }
        _ = try await call("Input.dispatchMouseEvent", .object(parameters))
    }

    /// One finger of a dispatched touch event.
    public struct TouchPoint: Sendable {
        /// The finger's id.
        public var id: Int
        /// CSS pixels in the viewport.
        public var x: Double
        /// CSS pixels in the viewport.
        public var y: Double
        /// 0…1, the Pointer Events pressure the page sees.
        public var force: Double

        /// Creates a touch point.
        public init(id: Int = 1, x: Double, y: Double, force: Double = 0.5) {
            self.id = id
            self.x = x
            self.y = y
            self.force = force
        }
    }

    /// What a dispatched touch event does.
    public enum TouchEventType: String, Sendable {
        /// Fingers go down.
        case start = "touchStart"
        /// Fingers move (Chromium ignores a force-only change: move them slightly).
        case move = "touchMove"
        /// Fingers lift (send no points).
        case end = "touchEnd"
        /// The touch is cancelled.
        case cancel = "touchCancel"
    }

    /// Dispatches a touch event (`Input.dispatchTouchEvent`).
    public func touch(_ type: TouchEventType, _ points: [TouchPoint]) async throws(BrowserError) {
        let list: [JSONValue] = points.map { point in
            [
                "id": .number(Double(point.id)), "x": .number(point.x), "y": .number(point.y),
                "force": .number(point.force),
                "radiusX": 5, "radiusY": 5,
            ]
        }
        _ = try await call(
            "Input.dispatchTouchEvent", ["type": .string(type.rawValue), "touchPoints": .array(list)])
    }
}
