public import Foundation

/// An animation described as data: what moves, how, from when and for how long.
///
/// TouchKit does not run animations: the model jumps to its final state at once, and the render
/// tree marks the animated view with its transition so the renderer (the browser) can play it.
/// The callbacks that UIKit runs at the end (`viewDidAppear`, a `present` completion) run when the
/// host's clock passes `start + duration`.
public struct Transition: Sendable, Hashable, Codable {
    /// What the transition does to its view.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A presented controller's view slides up from the bottom.
        case present
        /// A dismissed controller's view slides down and away.
        case dismiss
        /// A pushed controller's view slides in from the right.
        case push
        /// A popped controller's view slides out to the right.
        case pop
        /// The view grows from `origin` (a committed peek's card) to its frame: the pop of peek and
        /// pop, which grows the peek into the full screen over the dimmed screen instead of sliding it
        /// in. A push or presentation started by `previewingContext(_:commit:)` plays this.
        case expand
        /// The view fades in (alerts: with a slight zoom).
        case fadeIn
        /// The view fades out.
        case fadeOut
        /// The node's attributes changed inside `View.animate`: the renderer animates from the old
        /// values to the new ones.
        case properties
    }

    /// The timing curve, as `UIView.AnimationCurve`.
    public enum Curve: String, Sendable, Hashable, Codable, CaseIterable {
        /// Slow start and end.
        case easeInOut
        /// Slow start.
        case easeIn
        /// Slow end.
        case easeOut
        /// Constant speed.
        case linear
    }

    /// What happens.
    public var kind: Kind
    /// When it started, on the host's clock.
    public var start: TimeInterval
    /// How long it lasts, in seconds; 0 for a change without animation.
    public var duration: TimeInterval
    /// The timing curve.
    public var curve: Curve
    /// Where an `expand` starts: the rectangle the view grows from, in its superview's coordinates
    /// (the same space as its frame); nil for the other kinds.
    public var origin: CGRect?

    /// Creates a transition.
    public init(
        kind: Kind, start: TimeInterval, duration: TimeInterval, curve: Curve = .easeInOut,
        origin: CGRect? = nil
    ) {
        self.kind = kind
        self.start = start
        self.duration = duration
        self.curve = curve
        self.origin = origin
    }

    private enum CodingKeys: String, CodingKey {
        case kind, start, duration, curve, origin
    }

    /// Decodes a transition; `origin` is `[x, y, width, height]` when present.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        start = try container.decode(TimeInterval.self, forKey: .start)
        duration = try container.decode(TimeInterval.self, forKey: .duration)
        curve = try container.decode(Curve.self, forKey: .curve)
        if let rect = try container.decodeIfPresent([Double].self, forKey: .origin) {
            guard rect.count == 4 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .origin, in: container, debugDescription: "origin must be [x, y, width, height]")
            }
            origin = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
        }
    }

    /// Encodes the transition; `origin` as `[x, y, width, height]`, only when present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(start, forKey: .start)
        try container.encode(duration, forKey: .duration)
        try container.encode(curve, forKey: .curve)
        if let origin {
            try container.encode(
                [origin.minX, origin.minY, origin.width, origin.height].map(Double.init), forKey: .origin)
        }
    }

    /// How far along the transition is at `time`, 0…1 along the time axis (before the curve).
    public func progress(at time: TimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, (time - start) / duration))
    }

    /// The durations TouchKit uses (our choices, close to what iOS shows; Apple publishes none):
    /// push and pop 0.35 s, present and dismiss 0.5 s, a peek's expansion 0.35 s, fades 0.25 s.
    public static let defaultDurations: [Kind: TimeInterval] = [
        .present: 0.5, .dismiss: 0.5, .push: 0.35, .pop: 0.35, .expand: 0.35, .fadeIn: 0.25, .fadeOut: 0.25,
        .properties: 0.25,
    ]
}
