// The view tree: subviews, superview, window, and the callbacks around moves.

extension View {
    /// The subviews, back to front (`subviews`).
    public var subviews: [View] { subviewStorage }

    /// The view this one is a subview of (`superview`).
    public var superview: View? { superviewStorage }

    /// The window the view is in, if any (`window`).
    /// - Complexity: O(*d*) in the view's depth.
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if view.isWindowRoot { return view as? Window }
            current = view.superviewStorage
        }
        return nil
    }

    /// Adds `view` in front of the other subviews, taking it from its current superview
    /// (`addSubview(_:)`). Adding a view into itself or one of its descendants is reported and ignored.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range) (`insertSubview(_:at:)`).
    /// - Complexity: O(*n*) in the number of subviews, plus the moved subtree's size when it changes window.
    public func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else {
            reportMisuse(.subviewCycle(view: view.debugName))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if view.superviewStorage === self, let current = subviewStorage.firstIndex(where: { $0 === view }) {
            subviewStorage.remove(at: current)
            subviewStorage.insert(view, at: min(max(0, index), subviewStorage.count))
            invalidateRender()
            return
        }
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        subviewStorage.insert(view, at: min(max(0, index), subviewStorage.count))
        view.superviewStorage = self
        view.invalidateRender()
        invalidateRender()
        setNeedsLayout()
        if view.needsLayoutFlag || view.descendantNeedsLayout { subviewNeedsLayout() }
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if view.tintColorStorage == nil { view.tintColorDidChangeInSubtree() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Inserts `view` just above `sibling` (`insertSubview(_:aboveSubview:)`); at the front when
    /// `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviewStorage.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviewStorage.count
        insertSubview(view, at: view.superviewStorage === self ? adjusted(index, moving: view) : index)
    }

    /// Inserts `view` just below `sibling` (`insertSubview(_:belowSubview:)`); at the back when
    /// `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let index = subviewStorage.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: view.superviewStorage === self ? adjusted(index, moving: view) : index)
    }

    private func adjusted(_ index: Int, moving view: View) -> Int {
        guard let current = subviewStorage.firstIndex(where: { $0 === view }) else { return index }
        return current < index ? index - 1 : index
    }

    /// Moves `view` in front of its siblings (`bringSubviewToFront(_:)`).
    public func bringSubviewToFront(_ view: View) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewStorage.count)
    }

    /// Moves `view` behind its siblings (`sendSubviewToBack(_:)`).
    public func sendSubviewToBack(_ view: View) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview (`removeFromSuperview()`).
    public func removeFromSuperview() {
        guard let superview = superviewStorage else { return }
        let leavingWindow = window != nil
        if leavingWindow { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        detachFromSuperview()
        if leavingWindow { notifyDidMoveToWindow() }
        if tintColorStorage == nil { tintColorDidChangeInSubtree() }
        didMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let superview = superviewStorage else { return }
        superview.subviewStorage.removeAll { $0 === self }
        superview.invalidateRender()
        superview.setNeedsLayout()
        superviewStorage = nil
    }

    /// Whether the view is `view` or one of its descendants (`isDescendant(of:)`).
    /// - Complexity: O(*d*) in the view's depth.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    /// The first view with `tag`, searching this view then its subviews depth first (`viewWithTag(_:)`).
    /// - Complexity: O(*n*) in the subtree's size.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Calls `body` for this view and every descendant, parents before children.
    func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        for subview in subviewStorage { subview.forEachInSubtree(body) }
    }

    private func notifyWillMove(toWindow window: Window?) {
        forEachInSubtree { $0.willMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow() {
        forEachInSubtree { view in
            view.didMoveToWindow()
        }
        updateTraitCollectionInSubtree()
    }

    /// Reports a misuse through the view's application, or to standard error when it has none.
    func reportMisuse(_ misuse: InterfaceMisuse) {
        if let application = window?.application {
            application.report(.interfaceMisuse(misuse))
        } else {
            Window.reportUnhosted(misuse)
        }
    }
}

extension View {
    /// The nearest view controller up the responder chain (the one whose view contains this view).
    var enclosingViewController: ViewController? {
        var responder: Responder? = self
        while let current = responder {
            if let controller = current as? ViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
