public import Foundation
public import Interchange

/// The first line of a trace: the format version, the input source's most force, and any extra
/// fields (kept and written back, sorted by key).
public struct TraceHeader: Sendable, Hashable {
    /// The version this package reads and writes: 1.
    public static let currentVersion = 1

    /// The format version (`forcetouch-trace`).
    public var version: Int
    /// The most force the recording's input source could report (20/3 for a 3D Touch iPhone);
    /// every sample of the trace gets it as its `maximumPossibleForce`.
    public var maximumPossibleForce: CGFloat
    /// Other header fields (a device name, a recording date), kept as they were.
    public var extraFields: [String: TraceValue]

    /// Creates a header of the current version.
    public init(
        maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce,
        extraFields: [String: TraceValue] = [:]
    ) {
        self.version = Self.currentVersion
        self.maximumPossibleForce = maximumPossibleForce
        self.extraFields = extraFields
    }
}
