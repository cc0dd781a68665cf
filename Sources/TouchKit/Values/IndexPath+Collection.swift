public import Foundation

extension IndexPath {
    /// The index path of `item` in `section`, as UIKit's `IndexPath(item:section:)` (a collection
    /// view's items; the same two indexes as `IndexPath(row:section:)`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item (the second index), as UIKit's `IndexPath.item`: the same index as `row`. 0 for a
    /// path shorter than two.
    public var item: Int {
        count < 2 ? 0 : self[1]
    }
}
