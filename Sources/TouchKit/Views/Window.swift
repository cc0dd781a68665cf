public import Foundation

/// The root of a view hierarchy on the screen, as UIKit's `UIWindow`.
///
/// UIKit windows find `UIApplication.shared` and `UIScreen.main`; a TouchKit window is created for
/// an application (`Window(application:)`) or a scene (`Window(windowScene:)`) and takes the
/// screen's size and traits from there. A window made with `Window(frame:)` belongs to no app: its
/// traits are whatever `screenTraitCollection` is set to, and its transitions end at once.
/// Like UIKit's, a window is hidden until `makeKeyAndVisible()`.
@MainActor
open class Window: View {
    /// The app the window belongs to.
    public private(set) weak var application: Application?
    /// The scene the window belongs to, for apps that use scenes (`windowScene`).
    public private(set) weak var windowScene: WindowScene?
    /// The screen the window is on.
    public let screen: Screen
    /// The responder that takes the keyboard's input (UIKit keeps it private; set through
    /// `becomeFirstResponder()` and `resignFirstResponder()`).
    package weak var firstResponder: Responder?
    /// How long each kind of transition lasts; the defaults are `Transition.defaultDurations`.
    public var transitionDurations: [Transition.Kind: TimeInterval] = Transition.defaultDurations

    /// The traits the window passes down: the device's screen and 3D Touch setting. The host keeps
    /// it up to date; set it yourself for a window without an application.
    public var screenTraitCollection: TraitCollection {
        didSet {
            guard oldValue != screenTraitCollection else { return }
            rootViewController?.updateTraitCollection()
            updateTraitCollectionInSubtree()
        }
    }

    /// Whether the window is the app's key window (`isKeyWindow`).
    public internal(set) var isKeyWindow = false

    var activeTransitions: [(view: View, transition: Transition)] = []
    let touchDispatch = TouchDispatch()
    /// The peek-and-pop presentation machinery, made on first use (`Window+Previewing.swift`).
    var previewPresenterStorage: PreviewPresenter?
    /// The context menu machinery, made on first use (`Window+ContextMenu.swift`).
    var contextMenuPresenterStorage: ContextMenuPresenter?

    /// Creates a window without an application, at `frame` on a 375 × 667 @2x screen, with
    /// `screenTraitCollection` saying 3D Touch is unavailable until set.
    public override init(frame: CGRect) {
        screen = .iPhone6s
        screenTraitCollection = Self.unhostedTraits
        super.init(frame: frame)
        becomeWindowRoot()
    }

    /// The traits of a window of no application: a 2× screen without 3D Touch, light.
    private static let unhostedTraits = TraitCollection(
        forceTouchCapability: .unavailable, displayScale: 2, userInterfaceStyle: .light)

    /// What every window is from its first moment: the root of coordinates, hidden until shown.
    private func becomeWindowRoot() {
        isWindowRoot = true
        isHidden = true
        knownTraitCollection = screenTraitCollection
    }

    /// Creates a window from an archive (`init?(coder:)`), as `init(frame: .zero)` does: no
    /// application, a 375 × 667 @2x screen, hidden.
    public required init?(coder: NSCoder) {
        screen = .iPhone6s
        screenTraitCollection = Self.unhostedTraits
        super.init(coder: coder)
        becomeWindowRoot()
    }

    /// Creates a window covering `application`'s screen (UIKit: `UIWindow(frame: UIScreen.main.bounds)`).
    public init(application: Application) {
        screen = application.screen
        screenTraitCollection = application.traitCollection
        super.init(frame: application.screen.bounds)
        self.application = application
        becomeWindowRoot()
        application.windows.append(self)
    }

    /// Creates a window in `windowScene` (`UIWindow(windowScene:)`).
    public convenience init(windowScene: WindowScene) {
        if let application = windowScene.application {
            self.init(application: application)
        } else {
            self.init(frame: Screen.iPhone6s.bounds)
        }
        self.windowScene = windowScene
    }

    /// The controller whose view fills the window (`rootViewController`). Setting it replaces the
    /// old one's view; on a visible window the new one appears at once and the old one disappears.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                if old.isVisible { old.beginAppearanceTransition(false, animated: false) }
                old.viewStorage?.removeFromSuperview()
                old.rootOfWindow = nil
                old.updateTraitCollection()
                old.endAppearanceTransition()
            }
            guard let root = rootViewController else { return }
            root.removeFromParent()
            root.rootOfWindow = self
            root.updateTraitCollection()
            installRootView()
            if !isHidden { showRoot(animated: false) }
        }
    }

    /// Makes the window key and shows it (`makeKeyAndVisible()`): the root controller's view loads
    /// (if it has not), `viewWillAppear` runs now and `viewDidAppear` at the end of the turn.
    public func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        isHidden = false
        installRootView()
        showRoot(animated: false)
    }

    /// Makes the window the app's key window (`makeKey()`).
    public func makeKey() {
        for window in application?.windows ?? [] where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
    }

    /// Delivers an event's changed touches (`sendEvent(_:)`): gesture recognizers first, then the
    /// views. Override to watch every event, and call `super`.
    open func sendEvent(_ event: Event) {
        touchDispatch.deliver(event)
    }

    /// The root view fills the window; presented views cover it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviewStorage where subview.owningViewController != nil {
            subview.frame = boundsStorage
        }
    }

    private func installRootView() {
        guard let root = rootViewController else { return }
        let rootView = root.view!
        guard rootView.superviewStorage !== self else { return }
        rootView.frame = boundsStorage
        insertSubview(rootView, at: 0)
    }

    private func showRoot(animated: Bool) {
        guard let root = rootViewController, !root.isVisible else { return }
        root.beginAppearanceTransition(true, animated: animated)
        afterTransition(duration: 0) { root.endAppearanceTransition() }
    }

    /// The transitions playing now, with the views they move.
    public var transitions: [(view: View, transition: Transition)] { activeTransitions }

    /// While a peek commits: its card's frame (window coordinates), which the first push or
    /// presentation the commit starts grows from (`Transition.Kind.expand`).
    var expansionOrigin: CGRect?

    /// Records a transition of `view` and runs `completion` when it ends (at the end of the turn when
    /// not animated; immediately for a window without an application). A push or presentation while
    /// a peek commits becomes the peek's expansion.
    func beginTransition(
        _ kind: Transition.Kind, of view: View, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        var kind = kind
        var origin: CGRect?
        if let peek = expansionOrigin, kind == .push || kind == .present {
            // A peek committing: what it shows grows from the peek's card instead of sliding in.
            expansionOrigin = nil
            kind = .expand
            origin = view.superviewStorage.map { $0.convert(peek, from: self) } ?? peek
        }
        let duration = animated ? (transitionDurations[kind] ?? 0) : 0
        let transition = Transition(
            kind: kind, start: application?.now ?? 0, duration: duration, origin: origin)
        if animated {
            activeTransitions.append((view, transition))
            view.activeTransition = transition
            view.invalidateRender()
        }
        afterTransition(duration: duration) {
            if let index = self.activeTransitions.firstIndex(where: {
                $0.transition == transition && $0.view === view
            }) {
                self.activeTransitions.remove(at: index)
            }
            if view.activeTransition == transition {
                view.activeTransition = nil
                view.invalidateRender()
            }
            completion()
        }
    }

    /// Runs `work` `duration` seconds from now on the app's clock (at the end of the turn for 0);
    /// immediately for a window without an application.
    func afterTransition(duration: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        guard let application, !application.isTerminated else {
            work()
            return
        }
        if duration > 0 {
            application.async(after: duration, work)
        } else {
            application.async(work)
        }
    }

    /// Draws as a window.
    open override var renderKind: RenderNode.Kind { .window }

    /// Writes a misuse by a view hierarchy without an application to standard error.
    package static func reportUnhosted(_ misuse: InterfaceMisuse) {
        FileHandle.standardError.write(
            Data(("TouchKit: " + TouchKitMessages.description(of: misuse) + "\n").utf8))
    }
}
