/// A misuse of the view and view controller API that UIKit answers with an exception.
///
/// TouchKit reports it as a diagnostic through the view's application and leaves the hierarchy as it
/// was, so one app's mistake never takes the device down.
public enum InterfaceMisuse: Sendable, Hashable, Codable {
    /// A view controller already in a navigation stack was pushed again.
    case pushedTwice(controller: String)
    /// A view controller that already has a parent was pushed or presented.
    case alreadyHasParent(controller: String, operation: String)
    /// `present` while the presenter already presents another controller.
    case alreadyPresenting(presenter: String, presented: String, attempted: String)
    /// `present` from a controller whose view is not in a window.
    case notInWindow(presenter: String, presented: String)
    /// `present` of a controller that is already presented somewhere.
    case presentedTwice(controller: String)
    /// `dismiss` (or `present`) while a custom presentation or dismissal of `controller` is still
    /// under way; UIKit logs "while a presentation or dismiss is in progress" and ignores it.
    case transitionInProgress(controller: String, operation: String)
    /// `sourceType` set to a source `isSourceTypeAvailable(_:)` denies (the camera); UIKit raises.
    case imagePickerSourceUnavailable(sourceType: String)
    /// `popViewController` with only the root controller left.
    case popRoot(navigation: String)
    /// `setViewControllers` with an empty array on a navigation controller.
    case emptyNavigationStack(navigation: String)
    /// A view was added as a subview of itself or of one of its own descendants.
    case subviewCycle(view: String)
    /// `registerForPreviewing` on a source view that already has a registration; the earlier one ended.
    case sourceViewRegisteredTwice(view: String, controller: String, earlierController: String)
    /// A previewing delegate returned a view controller that is already shown or contained elsewhere.
    case previewControllerInUse(controller: String)
    /// A table view's data source returned a cell for the wrong row or too few rows in `cellForRowAt`.
    case tableViewDataSource(table: String, detail: String)
    /// A collection view's data source or app misused it (an unregistered reuse identifier, the same
    /// cell for two items, an invalid batch update); `detail` says what, in UIKit's words where UIKit
    /// raises.
    case collectionViewDataSource(collection: String, detail: String)
    /// A view controller made with `init(nibName:bundle:)` and a nib name loaded its view; there are
    /// no nib files here, so it got the default plain view.
    case nibUnavailable(controller: String, nibName: String)
    /// Target–action sent a selector that no method of the receiver has (iOS: "unrecognized selector
    /// sent to instance", an exception that ends the app); `receiver` is the class name.
    case unrecognizedSelector(selector: String, receiver: String)
    /// `init()` was called on a metatype value (`types[row].init()`) of a class whose own
    /// initializers hide `init()` and `init(nibName:bundle:)` (iOS: "use of unimplemented
    /// initializer", which ends the app); `type` is the class name.
    case unimplementedInitializer(type: String, initializer: String)
    /// A storyboard could not give what was asked (a missing file, an unknown identifier, a segue
    /// with no such identifier): UIKit raises an exception there; here `detail` says what, in
    /// UIKit's words where it has them, and the call returns what it can.
    case storyboard(detail: String)
    /// A call into a privacy-protected service the app's Info.plist gives no usage description for
    /// (`key`, such as `NSPhotoLibraryAddUsageDescription`): iOS ends the app there; here nothing is
    /// done and this says which key to add.
    case usageDescriptionMissing(api: String, key: String)
    /// A call UIKit would complete by sending a selector with arguments (`api`'s completion
    /// `selector`), which cannot be sent here: the work was done, the completion is not called.
    case completionSelectorNotSent(api: String, selector: String)
    /// A `CNContact` property was read whose key the fetch did not ask for (`keysToFetch`): iOS raises
    /// `CNContactPropertyNotFetchedException` and ends the app; here the property reads as empty.
    case contactPropertyNotFetched(property: String, key: String)
}
