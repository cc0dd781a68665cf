public import Foundation

/// Manages one screen's worth of views, as UIKit's `UIViewController`.
///
/// The view loads on first use (`loadView` then `viewDidLoad`); the appearance callbacks come as
/// the controller is shown and hidden by its window, a navigation controller or a presentation;
/// traits flow in from the window through parents and presenters, and a change arrives through
/// `traitCollectionDidChange(_:)` (which may come before or after `viewDidLoad`, as seed 003 warns).
@MainActor
open class ViewController: Responder {
    /// How a presented controller covers the screen, as `UIModalPresentationStyle`.
    ///
    /// The raw values are UIKit's. `.currentContext`, `.overCurrentContext`, `.popover` and `.none`
    /// are not built: naming them is a compile error, never a silent full screen.
    public enum ModalPresentationStyle: Int, Sendable, Hashable, Codable, CaseIterable {
        /// The system's choice (`.automatic`, iOS 13): a page sheet on iOS 13 and later, full
        /// screen on iOS 12 and earlier. The default of `modalPresentationStyle`, as it is for an
        /// app built with the iOS 13 SDK or later.
        case automatic = -2
        /// Covers the screen; the presenter disappears (`.fullScreen`).
        case fullScreen = 0
        /// A card over the presenter, which stays visible behind it (`.pageSheet`). On an iPhone,
        /// iOS 13 and later show the card sheet (`ViewController.sheetTopMargin` below the status
        /// bar); iOS 9–12 adapt it to full screen, as they did for a compact width.
        case pageSheet = 1
        /// As `.pageSheet` on an iPhone (`.formSheet`): the card sheet on iOS 13 and later, full
        /// screen before. Differs from UIKit: a Plus or Max iPhone in landscape (a regular width)
        /// also shows the card, where iOS 9–12 showed a centred form.
        case formSheet = 2
        /// Placed by the controller's transitioning delegate (`.custom`): its presentation
        /// controller (`presentationController(forPresented:presenting:source:)`) says where the
        /// presented view goes and its animator moves it there; the presenter stays visible
        /// underneath unless the presentation controller removes its view.
        case custom = 4
        /// Covers the screen; the presenter stays visible underneath (`.overFullScreen`).
        case overFullScreen = 5

        /// The style a presentation takes on a device running iOS `majorVersion` (`nil`: a
        /// window outside any app, which presents as iOS 12 did): `.automatic` becomes
        /// `.pageSheet` on iOS 13 and later and `.fullScreen` before; sheets become `.fullScreen`
        /// before iOS 13.
        public func resolved(forSystemMajorVersion majorVersion: Int?) -> ModalPresentationStyle {
            let sheets = (majorVersion ?? 12) >= 13
            switch self {
            case .automatic: return sheets ? .pageSheet : .fullScreen
            case .pageSheet, .formSheet: return sheets ? self : .fullScreen
            case .fullScreen, .overFullScreen, .custom: return self
            }
        }

        /// Whether the presented view hides its presenter, which then gets `viewWillDisappear`
        /// and `viewDidDisappear` (`.fullScreen`); over full screen and sheets leave it appeared,
        /// as iOS 13 does for sheets (a change apps relying on `viewWillAppear` after a dismissal
        /// met then).
        public var hidesPresenter: Bool { self == .fullScreen }
    }

    /// How far below the status bar an iOS 13 card sheet's top edge sits, in points (ours,
    /// measured from iOS 13 screenshots; Apple publishes no number).
    public static let sheetTopMargin: CGFloat = 10

    /// Where the controller stands in its appearance cycle.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    var viewStorage: View?
    weak var parentStorage: ViewController?
    var childStorage: [ViewController] = []
    var presentedStorage: ViewController?
    weak var presentingStorage: ViewController?
    /// The window whose root view controller this is.
    weak var rootOfWindow: Window?
    var appearance: AppearanceState = .disappeared
    var traitStorage: TraitCollection = .unspecified
    var navigationItemStorage: NavigationItem?
    /// The tab bar's description of the controller, once made (`tabBarItem`).
    var tabBarItemStorage: TabBarItem?
    var appearanceAnimated = false
    /// The previewing registrations this controller made (`registerForPreviewing`); they end with it.
    var previewingRegistrations: [PreviewingContext] = []
    /// The presentation controller of this controller's custom presentation, while presented.
    var presentationControllerStorage: PresentationController?
    /// The custom transition this controller takes part in now, if any (`transitionCoordinator`).
    var transitionContextStorage: TransitionContext?

    /// The edges whose bars the view extends under when a navigation or tab bar controller shows
    /// it (`edgesForExtendedLayout`; `.all`, as UIKit's since iOS 7): the view then fills the
    /// screen behind a translucent bar, and the bar's height is in its `safeAreaInsets`. Without
    /// `.top` (or `.bottom`) the view starts below the navigation bar (ends above the tab bar).
    open var edgesForExtendedLayout: RectEdge = .all {
        didSet { parentStorage?.viewStorage?.setNeedsLayout() }
    }

    /// Whether the view extends under opaque bars too (`extendedLayoutIncludesOpaqueBars`; false, as
    /// UIKit's): by default it extends only under translucent ones (`isTranslucent`).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parentStorage?.viewStorage?.setNeedsLayout() }
    }

    /// Whether a scroll view filling the controller's view has its content inset by the bars
    /// (`automaticallyAdjustsScrollViewInsets`; true). Deprecated in iOS 11 for the scroll view's
    /// `contentInsetAdjustmentBehavior`: false makes its `.automatic` act as `.scrollableAxes`.
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet { viewStorage?.setNeedsLayout() }
    }

    /// Whether the view goes under a container's bar at `edge`: the edge is in
    /// `edgesForExtendedLayout`, and the bar is translucent or opaque bars are included.
    /// Differs: a controller whose view is a web view stays out from under the bars (iOS extends it
    /// and insets the page by them; the browser's page cannot be scrolled above its top).
    func extendsLayout(under edge: RectEdge, barIsTranslucent: Bool) -> Bool {
        if viewStorage is WebView { return false }
        return edgesForExtendedLayout.contains(edge) && (barIsTranslucent || extendedLayoutIncludesOpaqueBars)
    }

    /// Insets added to the root view's safe area (`additionalSafeAreaInsets`; zero), as for a bar of
    /// the app's own drawn over the content.
    open var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard let view = viewStorage, oldValue != additionalSafeAreaInsets else { return }
            view.layoutState.additionalInsets = additionalSafeAreaInsets
            view.setNeedsLayout()
        }
    }

    /// The nib name given to `init(nibName:bundle:)` (`nibName`); `nil` for a controller made in code.
    public private(set) var nibName: String?
    /// The bundle given to `init(nibName:bundle:)` (`nibBundle`).
    public private(set) var nibBundle: Bundle?

    /// Creates a controller; its view loads on first use.
    public override init() {
        super.init()
    }

    /// Creates a controller, as UIKit's designated `init(nibName:bundle:)`; its view loads on first use.
    ///
    /// Matches UIKit for the call code-built controllers make, `super.init(nibName: nil, bundle: nil)`.
    /// Differs with a name: there are no nib files or storyboards here, so the default `loadView()`
    /// makes a plain view and reports an `InterfaceMisuse.nibUnavailable` naming the nib (UIKit would
    /// load it).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive, as a storyboard makes its scenes (`init?(coder:)`).
    ///
    /// Matches UIKit: `required`, so iOS code's `required init?(coder:)` (with `fatalError` or
    /// `super.init(coder: aDecoder)`) compiles as written; the app's generated registry makes
    /// storyboard scenes with it. Its view loads on first use. Never fails here.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - The view

    /// The root view, loaded on first access (`view`). Setting it replaces the root view.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
            if additionalSafeAreaInsets != .zero {
                newValue?.layoutState.additionalInsets = additionalSafeAreaInsets
            }
        }
    }

    /// The root view if it is loaded, without loading it (`viewIfLoaded`).
    public var viewIfLoaded: View? { viewStorage }

    /// Whether the view is loaded (`isViewLoaded`).
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Loads the view now if it is not loaded (`loadViewIfNeeded()`).
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
        viewDidLoad()
    }

    /// Creates the root view (`loadView()`). The default loads a storyboard scene's view (as UIKit
    /// loads the scene's nib), else makes a plain white view (UIKit's loads the nib named in
    /// `init(nibName:bundle:)`; here that is reported as a misuse); override it to build your own and
    /// assign `view` (do not call `super`).
    open func loadView() {
        if loadStoryboardView() { return }
        if let nibName { reportMisuse(.nibUnavailable(controller: debugName, nibName: nibName)) }
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = .systemBackground
        view = root
    }

    /// The view was loaded (`viewDidLoad()`).
    open func viewDidLoad() {}

    /// The app is short of memory (`didReceiveMemoryWarning()`): release what can be made again.
    ///
    /// Matches UIKit's default, which does nothing since iOS 6, so Xcode templates'
    /// `override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }` compiles and runs
    /// as written. Differs: a simulated device never runs short of memory, so the system does not call
    /// it; call it from a test to exercise your handling.
    open func didReceiveMemoryWarning() {}

    /// The view is about to appear (`viewWillAppear(_:)`).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared: after the transition, at the end of the turn when not animated
    /// (`viewDidAppear(_:)`).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear (`viewWillDisappear(_:)`).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared (`viewDidDisappear(_:)`).
    open func viewDidDisappear(_ animated: Bool) {}
    /// The root view is about to lay out its subviews (`viewWillLayoutSubviews()`).
    open func viewWillLayoutSubviews() {}
    /// The root view laid out its subviews (`viewDidLayoutSubviews()`).
    open func viewDidLayoutSubviews() {}

    // MARK: - Description

    /// The title, shown by a navigation bar (`title`).
    open var title: String? {
        didSet {
            guard oldValue != title else { return }
            navigationItemStorage?.titleDidChange()
            navigationController?.refreshBar()
        }
    }

    /// Whether the controller's view may rotate (`shouldAutorotate`, default true). Kept for the
    /// app; the simulated phone stays in portrait.
    open var shouldAutorotate: Bool { true }

    /// The orientations the controller supports (`supportedInterfaceOrientations`, default all but
    /// upside down, as on iPhone). Kept for the app; the simulated phone stays in portrait.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }

    /// The size the controller prefers when shown in a container such as a peek preview
    /// (`preferredContentSize`). Zero in a dimension means "the container's default".
    open var preferredContentSize: CGSize = .zero

    /// The quick actions listed under this controller's peek when the user drags it upward
    /// (`previewActionItems`): `PreviewAction`s and `PreviewActionGroup`s, top to bottom. Override it;
    /// the default is none.
    open var previewActionItems: [any PreviewActionItem] { [] }

    /// How `present` shows the controller (`modalPresentationStyle`). `.automatic` by default, as
    /// in UIKit from the iOS 13 SDK: a card sheet on iOS 13 and later, full screen on iOS 9–12
    /// (`ModalPresentationStyle.resolved(forSystemMajorVersion:)`).
    open var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// Supplies the animators and presentation controller when this controller is presented or
    /// dismissed (`transitioningDelegate`), held weakly as in UIKit. With one, `present` uses its
    /// animator (any style) and, for `.custom`, its presentation controller.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?

    /// The navigation bar's description of the controller (`navigationItem`).
    public var navigationItem: NavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = NavigationItem(owner: self)
        navigationItemStorage = item
        return item
    }

    // MARK: - Traits

    /// The controller's traits: its parent's, its presenter's or its window's; unspecified (capability
    /// `.unknown`) until it is in a window (`traitCollection`).
    open var traitCollection: TraitCollection { traitStorage }

    /// The traits changed (`traitCollectionDidChange(_:)`). Called when the controller enters a
    /// window's hierarchy — usually before `viewDidLoad` — and whenever the device's settings
    /// change (3D Touch turned off or on).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: - Containment callbacks

    /// The controller is about to be added to `parent`, or removed when nil (`willMove(toParent:)`).
    open func willMove(toParent parent: ViewController?) {}
    /// The controller was added to `parent`, or removed when nil (`didMove(toParent:)`).
    open func didMove(toParent parent: ViewController?) {}

    // MARK: - Showing other controllers

    /// Shows `viewController` in the way its context prefers (`show(_:sender:)`): pushed on the
    /// navigation controller when there is one, else presented modally.
    open func show(_ viewController: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Presents `viewController` modally over this controller's context (`present(_:animated:completion:)`).
    /// `completion` runs when the presentation's transition ends. Presenting while already presenting
    /// is reported and ignored, as UIKit warns and ignores.
    open func present(
        _ viewControllerToPresent: ViewController, animated flag: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one when it was presented and presents
    /// nothing (`dismiss(animated:completion:)`). `completion` runs when the transition ends.
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// The children that hear this controller's appearance callbacks; a navigation controller
    /// forwards to its top controller only.
    func appearanceForwardingChildren() -> [ViewController] {
        childStorage
    }

    // MARK: - Storyboards

    /// Builds the view of a controller made from a storyboard scene (set by the UIKit module's
    /// `UIStoryboard`); the default `loadView()` calls it.
    package var storyboardViewLoader: (@MainActor (ViewController) -> Void)?
    /// Performs the scene's segue with an identifier (`performSegue(withIdentifier:sender:)`);
    /// returns false when the scene has none with it.
    package var storyboardSeguePerformer: (@MainActor (ViewController, String, Any?) -> Bool)?
    /// The `UIStoryboard` the controller was made from (the UIKit module's `storyboard`).
    package var storyboardStorage: AnyObject?

    /// Loads the storyboard scene's view when the controller came from a storyboard; whether a view
    /// was loaded.
    package func loadStoryboardView() -> Bool {
        guard let storyboardViewLoader else { return false }
        self.storyboardViewLoader = nil
        storyboardViewLoader(self)
        return viewStorage != nil
    }

    /// A segue from this controller is about to run (`prepare(for:sender:)`): pass data to
    /// `segue.destination`. `sender` is what triggered it (the button, the cell) or what was given to
    /// `performSegue(withIdentifier:sender:)`. The default does nothing, as UIKit's.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether the segue with `identifier` that a button, cell or bar button item triggered should run
    /// (`shouldPerformSegue(withIdentifier:sender:)`); true by default. Matches UIKit: not asked for
    /// `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the segue with `identifier` of the controller's storyboard scene
    /// (`performSegue(withIdentifier:sender:)`): makes the destination, calls `prepare(for:sender:)`,
    /// then performs it. Differs from UIKit: a controller without such a segue (or not made from a
    /// storyboard) is reported as `InterfaceMisuse.storyboard` with UIKit's exception text ("Receiver
    /// … has no segue with identifier …") and nothing happens, where UIKit raises.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        if let storyboardSeguePerformer, storyboardSeguePerformer(self, identifier, sender) { return }
        reportMisuse(
            .storyboard(
                detail: "Receiver (\(debugName)) has no segue with identifier '\(identifier)'; nothing was "
                    + "performed (on iOS this is an exception). Check the segue's identifier in the storyboard."
            ))
    }

    // MARK: - Responder chain

    /// The view's superview, else the presenter (`next`).
    open override var next: Responder? {
        viewStorage?.superviewStorage ?? presentingStorage ?? parentStorage
    }

    /// The window of the controller's view, when it is loaded and on screen.
    open override var firstResponderWindow: Window? { viewStorage?.window }

    /// A short name for messages: the class name, and the title when there is one.
    var debugName: String {
        let name = String(describing: type(of: self))
        if let title, !title.isEmpty { return "\(name) '\(title)'" }
        return name
    }
}
