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
    /// - Complexity: O(*k*) in the views that need layout and their ancestors.
    public func layoutIfNeeded() {
        var passes = 0
        while needsLayoutFlag || descendantNeedsLayout, passes < 8 {
            passes += 1
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
                    subview.layoutIfNeeded()
                }
            }
        }
    }

    /// Resizes the view to `sizeThatFits` its current size (`sizeToFit()`).
    public func sizeToFit() {
        let size = sizeThatFits(boundsStorage.size)
        frame = CGRect(origin: frame.origin, size: size)
    }
}
