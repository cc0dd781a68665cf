import Foundation

/// Produces render trees from view hierarchies, giving each view a stable id.
///
/// Use one builder per screen (the simulated device has one): it numbers views in the order it
/// first renders them (depth first, from 1), so trees are deterministic, and it reuses each view's
/// last node until the view or something below it changes (`View.invalidateRender()`). A view
/// rendered by another builder gets new ids from that builder.
@MainActor
public final class RenderTreeBuilder {
    private var nextID = 1

    /// Creates a builder; its first id is 1.
    public init() {}

    /// The tree of `view` and its subviews, after laying out what needs it.
    ///
    /// The layout and drawing run the app's code (`layoutSubviews`, data sources, `draw(_:)`), so they
    /// run with the window's app current (`Application.current`), as on iOS, where they run in the
    /// app's process: `UIApplication.shared` works there.
    /// - Complexity: O(*k*·*d*) where *k* views changed since the last render and *d* is the depth;
    ///   O(*n*) the first time.
    public func render(_ view: View) -> RenderNode {
        let build = {
            view.layoutIfNeeded()
            return self.node(for: view)
        }
        guard let application = ((view as? Window) ?? view.window)?.application else { return build() }
        return application.runAsCurrent(build)
    }

    /// The id `view` has in this builder's trees, or nil when this builder never rendered it.
    public func identifier(of view: View) -> Int? {
        view.renderOwner === self ? view.renderIdentifier : nil
    }

    /// The tree built from scratch with the same ids, ignoring every cached node: what `render`
    /// must equal. Tests check the cache against it.
    func renderIgnoringCache(_ view: View) -> RenderNode {
        view.layoutIfNeeded()
        return node(for: view, useCache: false)
    }

    private func node(for view: View, useCache: Bool = true) -> RenderNode {
        if useCache, view.renderOwner === self, let cached = view.renderCache { return cached }
        if view.renderOwner !== self {
            view.renderOwner = self
            view.renderIdentifier = nextID
            nextID += 1
            view.renderCache = nil
        }
        view.displayIfNeeded()
        var attributes = view.baseRenderAttributes()
        attributes.drawing = view.renderDrawing
        view.renderContent(into: &attributes)
        var children: [RenderNode] = []
        children.reserveCapacity(view.subviewStorage.count)
        for subview in view.subviewStorage { children.append(node(for: subview, useCache: useCache)) }
        let node = RenderNode(
            id: view.renderIdentifier, kind: view.renderKind, attributes: attributes, children: children)
        if useCache { view.renderCache = node }
        return node
    }
}
