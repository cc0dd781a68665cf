public import TouchKit

// The render tree of what the screen shows, and the changes since the last one.

extension Device {
    /// The render tree of what the screen shows now: the home screen (icons, the hint's blur, the lifted
    /// icon, the menu) or the app in front (its key window), with the status bar on top.
    ///
    /// Node ids are stable for as long as the device lives: the same view keeps its id from render to
    /// render, so `RenderNode.diff(from:to:)` between two renders is small when little changed.
    /// - Complexity: O(*k*·*d*) in the views that changed since the last render and the tree's depth.
    public func render() -> RenderNode {
        screen.render(self)
    }

    /// Renders and returns the mutations since the tree this method returned last (the whole tree as one
    /// `insert` the first time), as the simulator sends patches.
    /// - Complexity: that of `render()` plus the diff, in proportion to what changed.
    public func renderUpdate() -> (tree: RenderNode, mutations: [RenderMutation]) {
        let tree = render()
        let mutations = RenderNode.diff(from: screen.lastTree, to: tree)
        screen.lastTree = tree
        return (tree, mutations)
    }
}
