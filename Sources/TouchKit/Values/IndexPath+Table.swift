public import Foundation

extension IndexPath {
    /// The index path of `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index), as UIKit's `IndexPath.section`. 0 for an empty path.
    public var section: Int {
        isEmpty ? 0 : self[0]
    }

    /// The row (the second index), as UIKit's `IndexPath.row`. 0 for a path shorter than two.
    public var row: Int {
        count < 2 ? 0 : self[1]
    }
}
