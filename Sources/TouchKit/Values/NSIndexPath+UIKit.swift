public import Foundation

extension NSIndexPath {
    /// The section (the first index), as UIKit's `NSIndexPath.section`. 0 for an empty path.
    public var section: Int {
        length < 1 ? 0 : index(atPosition: 0)
    }

    /// The row (the second index), as UIKit's `NSIndexPath.row`, which Swift 3 code reads as
    /// `(indexPath as NSIndexPath).row`. 0 for a path shorter than two.
    public var row: Int {
        length < 2 ? 0 : index(atPosition: 1)
    }

    /// The item (the second index), as UIKit's `NSIndexPath.item`: the same index as `row`. 0 for
    /// a path shorter than two.
    public var item: Int {
        length < 2 ? 0 : index(atPosition: 1)
    }
}
