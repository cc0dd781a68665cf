import Foundation

// Layout on demand: `setNeedsLayout` marks, `layoutIfNeeded` runs `layoutSubviews` where marked.

extension View {
    /// Marks the view as needing `layoutSubviews` at the next layout pass (`setNeedsLayout()`).
    public func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        superviewStorage?.subviewNeedsLayout()
    }

    /// The safe area of this view and its subviews may have changed (a container's bars moved, the
    /// view moved under them): every view in the subtree lays out again, as UIKit lays out the views
    /// whose `safeAreaInsets` change (a scroll view re-reads its adjusted insets then).
    /// - Complexity: O(*n*) in the subtree's views.
    func safeAreaDidChangeInSubtree() {
        setNeedsLayout()
        for subview in subviewStorage { subview.safeAreaDidChangeInSubtree() }
    }

    /// A subview (or a view below it) needs layout: this view and its ancestors remember it, so a
    /// pass finds it without visiting clean subtrees. Invariant: a flagged view has flagged ancestors.
    func subviewNeedsLayout() {
        var current: View? = self
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.superviewStorage
        }
    }

    /// Runs `layoutSubviews` now on this view and its descendants that need it, parents first
    /// (`layoutIfNeeded()`). A view controller's root view also calls its controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    ///
    /// A view that marks itself or an ancestor again while it lays out (adding subviews in
    /// `layoutSubviews`, a frame that moves its superview) is laid out again in a further pass over
    /// the whole subtree, up to ``layoutPassLimit`` passes; UIKit would lay it out again at the next
    /// turn of the run loop instead. Descendants get one pass each time their ancestors do, so the
    /// work is bounded by the limit times the subtree, however deep it is.
    /// - Complexity: O(*k*) in the views that need layout and their ancestors, per pass.
    public func layoutIfNeeded() {
        var passes = 0
        while needsLayoutFlag || descendantNeedsLayout, passes < View.layoutPassLimit {
            passes += 1
            layoutPass()
        }
    }

    /// How many passes one `layoutIfNeeded()` makes at most before leaving a view that keeps
    /// marking itself for the next one: ours (UIKit has no such number; it lays out again at the next
    /// turn of the run loop, forever if the view always marks itself).
    public static let layoutPassLimit = 8

    /// One pass: this view's `layoutSubviews` if it is marked, then each marked descendant's, once.
    private func layoutPass() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.solveIfNeeded(for: self) }
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        if descendantNeedsLayout {
            descendantNeedsLayout = false
            for subview in subviewStorage where subview.needsLayoutFlag || subview.descendantNeedsLayout {
                subview.layoutPass()
            }
        }
    }

    /// Resizes the view to `sizeThatFits` its current size (`sizeToFit()`).
    public func sizeToFit() {
        let size = sizeThatFits(boundsStorage.size)
        frame = CGRect(origin: frame.origin, size: size)
    }
}
