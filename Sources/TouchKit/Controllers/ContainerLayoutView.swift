public import Foundation

/// The root view of a controller that lays out parts of its own (the navigation controller's bar and
/// content, the tab bar controller's tabs and bar, the alert's box): on every layout pass it hands
/// its bounds to the controller's `layout`.
@MainActor
final class ContainerLayoutView: View {
    private let layout: @MainActor (CGRect) -> Void
    private let kind: RenderNode.Kind

    /// A view that calls `layout` with its bounds after each layout pass, drawn as `kind`.
    init(kind: RenderNode.Kind = .view, layout: @escaping @MainActor (CGRect) -> Void) {
        self.layout = layout
        self.kind = kind
        super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layout(bounds)
    }

    override var renderKind: RenderNode.Kind { kind }
}
