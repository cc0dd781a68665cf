public import Foundation
public import TouchKit

/// Seed 003's `PreviewingDelegate` class (renamed: TouchKit's protocol has that name), ported line by line.
///
/// It refers to the master controller weakly: the registration keeps its delegate alive (as UIKit
/// does), so a strong reference back would keep the controller alive forever (C#'s garbage collector
/// forgives this; reference counting does not). The seed's split-view lines (`DisplayModeButtonItem`)
/// are left out: TouchKit has no split view controller. A press outside every row gets no preview
/// (the seed would crash on the missing index path).
@MainActor
public final class DTouchPreviewingDelegate: PreviewingDelegate {
    /// The master list (the seed's `MasterController`).
    public private(set) weak var masterController: MasterViewController?

    /// Creates the delegate for `masterController`.
    public init(masterController: MasterViewController) {
        // Initialize
        self.masterController = masterController
    }

    /// Present the view controller for the "Pop" action.
    public func previewingContext(
        _ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController
    ) {
        // Reuse Peek view controller for details presentation
        masterController?.show(viewControllerToCommit, sender: self)
    }

    /// Create a previewing view controller to be shown at "Peek".
    public func previewingContext(
        _ previewingContext: PreviewingContext, viewControllerForLocation location: CGPoint
    )
        -> ViewController?
    {
        guard let masterController else { return nil }
        // Grab the item to preview
        guard let indexPath = masterController.tableView.indexPathForRow(at: location),
            let cell = masterController.tableView.cellForRow(at: indexPath)
        else { return nil }
        let item = masterController.dataSource.objects[indexPath.row]

        // Grab a controller and set it to the default sizes
        let detailViewController = DetailViewController()
        detailViewController.preferredContentSize = CGSize(width: 0, height: 0)

        // Set the data for the display
        detailViewController.setDetailItem(item)

        // Set the source rect to the cell frame, so everything else is blurred.
        previewingContext.sourceRect = cell.frame

        return detailViewController
    }
}
