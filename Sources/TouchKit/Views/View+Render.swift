import Foundation

// What a view contributes to the render tree, and keeping the cached nodes honest.

extension View {
    /// Marks the view's render node as stale: the next render rebuilds it and the path to the root,
    /// and reuses every other cached node.
    ///
    /// Every property that shows on screen calls it; subclasses that draw call it when their content
    /// changes. An invariant keeps it O(depth) at worst: a view without a cached node has no cached
    /// ancestor.
    public func invalidateRender() {
        if !View.animationContexts.isEmpty {
            View.animationContexts[View.animationContexts.count - 1].record(self)
        }
        guard renderCache != nil else { return }
        renderCache = nil
        var current = superviewStorage
        while let view = current, view.renderCache != nil {
            view.renderCache = nil
            current = view.superviewStorage
        }
    }

    /// Geometry, style and accessibility, before `renderContent(into:)` adds the content.
    func baseRenderAttributes() -> RenderAttributes {
        var attributes = RenderAttributes(frame: CGRect(origin: origin, size: boundsStorage.size))
        attributes.contentOffset = boundsStorage.origin
        attributes.isHidden = isHidden
        attributes.alpha = Double(alpha)
        attributes.clipsToBounds = clipsToBounds
        attributes.backgroundColor = backgroundColor
        attributes.cornerRadius = Double(cornerRadius)
        attributes.borderWidth = Double(borderWidth)
        attributes.borderColor = borderColor
        attributes.transform = transformStorage.isIdentity ? nil : transformStorage
        if shadowOpacity > 0 {
            let color = shadowColor
            attributes.shadow = RenderShadow(
                color: Color(
                    red: color.red, green: color.green, blue: color.blue,
                    alpha: color.alpha * min(1, Double(shadowOpacity))),
                offset: shadowOffset, radius: Double(shadowRadius))
        }
        attributes.transition = activeTransition
        if isAccessibilityElement || accessibilityLabel != nil || accessibilityTraits != .none {
            attributes.accessibility = RenderAccessibility(
                label: accessibilityLabel, role: accessibilityTraits.role, states: accessibilityTraits.states)
        }
        return attributes
    }
}

extension AccessibilityTraits {
    /// The ARIA-like role the browser gives an element with these traits.
    var role: String? {
        if contains(.button) { return "button" }
        if contains(.link) { return "link" }
        if contains(.searchField) { return "searchbox" }
        if contains(.adjustable) { return "adjustable" }
        if contains(.header) { return "heading" }
        if contains(.image) { return "image" }
        if contains(.staticText) { return "text" }
        return nil
    }

    /// The states the browser marks (`selected`, `disabled`).
    var states: [String] {
        var states: [String] = []
        if contains(.selected) { states.append("selected") }
        if contains(.notEnabled) { states.append("disabled") }
        return states
    }
}
