import Foundation

/// A note.
public struct Note: Equatable {
    public let id: Int
    public var title: String
    public var body: String
}
