import Foundation

/// Every user-facing sentence TouchKit writes, in one place.
///
/// A message says what happened, where (app, item, key path) and what to do. Tests assert them word
/// for word.
package enum TouchKitMessages {
    /// The sentence for a diagnostic about `app` ("Name (bundle.id)").
    static func message(for problem: MisuseDiagnostic.Problem, app: String) -> String {
        switch problem {
        case .completionHandlerNotCalled(let type, let timeout):
            return "\(app): the completion handler of performActionFor for shortcut item '\(type)' "
                + "was not called within \(seconds(timeout)). Call completionHandler(true) or "
                + "completionHandler(false) exactly once when the action is handled."
        case .completionHandlerNotCalledBeforeTermination(let type):
            return "\(app): the app was terminated before it called the completion handler for "
                + "shortcut item '\(type)'. Call completionHandler exactly once, as soon as the action "
                + "is handled."
        case .completionHandlerCalledTwice(let type, let ignored):
            return "\(app): the completion handler for shortcut item '\(type)' was called a second "
                + "time (with \(ignored)); that result was ignored. Call it exactly once."
        case .completionHandlerCalledAfterTermination(let type, let launch):
            return "\(app): a completion handler for shortcut item '\(type)' from launch \(launch) "
                + "was called after that launch was terminated; it was ignored. Do not keep completion "
                + "handlers across launches."
        case .performActionNotImplemented(let type, let scene):
            let method =
                scene
                ? "windowScene(_:performActionFor:completionHandler:) in the scene delegate"
                : "application(_:performActionFor:completionHandler:) in the app delegate"
            return "\(app): shortcut item '\(type)' was dropped because the app does not implement "
                + "\(method). Implement it and call the completion handler."
        case .tooManyShortcutItems(let dynamicCount, let staticCount, let limit, let hidden):
            let shown = max(0, limit - staticCount)
            return "\(app): \(dynamicCount) dynamic shortcut items with \(staticCount) static "
                + "\(staticCount == 1 ? "one" : "ones"); the menu shows at most \(limit) items, so "
                + "\(list(hidden)) will never appear. Keep at most \(shown) dynamic "
                + "\(shown == 1 ? "item" : "items")."
        case .invalidShortcutItems(let error):
            return "\(app): \(description(of: error))"
        case .storeFailed(.load, let reason):
            return "\(app): could not load the saved dynamic shortcut items (\(reason)); the app "
                + "starts with none. Check the device's state directory."
        case .storeFailed(.save, let reason):
            return "\(app): could not save the dynamic shortcut items (\(reason)); they last until "
                + "the app is terminated. Check the device's state directory."
        case .slowDelegateCall(let call, let elapsed, let limit):
            return "\(app): \(call) took \(seconds(elapsed)) (more than \(seconds(limit))). "
                + "Move slow work off the main actor; iOS kills apps that block it for long."
        case .runawayWork(let count):
            return "\(app): work scheduled with async kept scheduling more work (\(count) blocks in "
                + "one turn); the rest runs on the next tick. Schedule repeating work with asyncAfter."
        case .interfaceMisuse(let misuse):
            return "\(app): \(description(of: misuse))"
        }
    }

    /// The sentence for a refused `shortcutItems` assignment.
    static func description(of error: ShortcutItemsError) -> String {
        let refused = "The assignment to shortcutItems was refused; the previous items stay."
        switch error {
        case .emptyType(let index):
            return "shortcut item \(index) has an empty type. Give every item a unique, non-empty "
                + "type. \(refused)"
        case .emptyTitle(let index, let type):
            return "shortcut item \(index) ('\(type)') has an empty localizedTitle; its menu row "
                + "would be blank. Give it a title. \(refused)"
        case .userInfoNotPropertyList(let index, let type, let keyPath, .nonFiniteReal(let value)):
            return "shortcut item \(index) ('\(type)') has \(value) at \(keyPath); property lists "
                + "cannot store a real that is not finite. Store a finite number or a string. \(refused)"
        case .userInfoNotPropertyList(let index, let type, let keyPath, .forbiddenCharacter(let scalar)):
            return "shortcut item \(index) ('\(type)') has the character \(codePoint(scalar)) at "
                + "\(keyPath); property lists cannot store it. Remove it or encode the text "
                + "(e.g. base64 in a data value). \(refused)"
        case .userInfoNotPropertyList(let index, let type, _, .notPropertyListValue(let reason)):
            return "shortcut item \(index) ('\(type)'): \(reason) \(refused)"
        }
    }

    /// The sentence for a misuse of the view API.
    package static func description(of misuse: InterfaceMisuse) -> String {
        switch misuse {
        case .pushedTwice(let controller):
            return "\(controller) is already in the navigation stack; pushing it again was ignored. "
                + "Push a new view controller instance."
        case .alreadyHasParent(let controller, let operation):
            return "\(controller) already has a parent view controller; \(operation) was ignored. "
                + "Remove it from its parent first."
        case .alreadyPresenting(let presenter, let presented, let attempted):
            return "\(presenter) is already presenting \(presented); presenting \(attempted) was "
                + "ignored. Dismiss first, or present from the presented view controller."
        case .notInWindow(let presenter, let presented):
            return "\(presenter) is not in a window, so it cannot present \(presented); the presentation was "
                + "ignored. Present from a view controller that is on screen (e.g. the window's root view controller)."
        case .presentedTwice(let controller):
            return "\(controller) is already presented; presenting it again was ignored."
        case .transitionInProgress(let controller, let operation):
            return "\(operation) of \(controller) was ignored: its presentation or dismissal is in progress. "
                + "Call it from the transition's completion, or after the interaction finishes or cancels."
        case .imagePickerSourceUnavailable(let sourceType):
            return "UIImagePickerController's source type .\(sourceType) is not available on this device "
                + "(the simulator has no camera, as the iOS Simulator has none); the source type was left "
                + "unchanged. Check UIImagePickerController.isSourceTypeAvailable(_:) first."
        case .popRoot(let navigation):
            return "\(navigation) has only its root view controller; popViewController returned nil. "
                + "Check topViewController before popping."
        case .emptyNavigationStack(let navigation):
            return "setViewControllers([]) on \(navigation) was ignored; a navigation controller "
                + "needs a root view controller."
        case .subviewCycle(let view):
            return "\(view) cannot be added as a subview of itself or of one of its descendants; "
                + "addSubview was ignored."
        case .sourceViewRegisteredTwice(let view, let controller, let earlier):
            return "\(controller) registered \(view) for previewing, which \(earlier) had already "
                + "registered; the earlier registration was ended. Register a source view once (e.g. the table view, "
                + "not each cell), or unregister before registering again."
        case .previewControllerInUse(let controller):
            return "the previewing delegate returned \(controller), which is already shown or has a parent; "
                + "there was no preview. Return a new view controller from "
                + "previewingContext(_:viewControllerForLocation:)."
        case .tableViewDataSource(let table, let detail):
            return "\(table): \(detail)"
        case .collectionViewDataSource(let collection, let detail):
            return "\(collection): \(detail)"
        case .nibUnavailable(let controller, let nibName):
            return "\(controller) was made with init(nibName: \"\(nibName)\", bundle:), but ForceTouchKit "
                + "has no nib files or storyboards, so its view is a plain empty view. Build the view in "
                + "code (override loadView() or viewDidLoad()) and pass nibName: nil."
        case .unrecognizedSelector(let selector, let receiver):
            return "-[\(receiver) \(selector)]: unrecognized selector sent to instance (on iOS the app would "
                + "stop here). Check the action's spelling against the method, with one ':' per argument."
        case .unimplementedInitializer(let type, let initializer):
            return
                "use of unimplemented initializer '\(initializer)' for class '\(type)' (iOS's words; the app "
                + "stops here, as on iOS). Its own designated initializers hide init(); declare init() or "
                + "override init(nibName:bundle:) in \(type), or make it with one of its own initializers."
        case .storyboard(let detail):
            return detail
        case .usageDescriptionMissing(let api, let key):
            return
                "\(api): this app has crashed because it attempted to access privacy-sensitive data without a "
                + "usage description (iOS's words). The app's Info.plist must contain an \(key) key with a string "
                + "value explaining to the user how the app uses this data; nothing was done."
        case .completionSelectorNotSent(let api, let selector):
            return
                "\(api) did its work, but its completion selector '\(selector)' takes arguments, which cannot "
                + "be sent here (no Objective-C runtime); use a method without a completion, or check the "
                + "result another way."
        case .contactPropertyNotFetched(let property, let key):
            return
                "CNContact.\(property) was read, but the fetch that made this contact did not ask for "
                + "'\(key)' (iOS raises CNContactPropertyNotFetchedException and ends the app); it read as "
                + "empty. Add \(key) (or a descriptor that includes it) to keysToFetch."
        }
    }

    /// The sentence for a manifest that could not be read.
    static func description(of error: AppManifestError) -> String {
        switch error {
        case .unreadable(let path, let reason):
            return "cannot install the app at \(path): \(reason)"
        }
    }

    /// "10 s", "0.25 s": seconds without trailing zeros.
    static func seconds(_ value: TimeInterval) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return "\(Int(rounded)) s" }
        return "\(rounded) s"
    }

    /// "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// "U+0000".
    static func codePoint(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
