public import Foundation

/// An on/off switch, as UIKit's `UISwitch`.
///
/// Matches UIKit: 51 × 31 points whatever frame it is given, a tap toggles it and sends
/// `valueChanged` (setting `isOn` or `setOn(_:animated:)` in code sends nothing), green when on
/// unless `onTintColor` says otherwise. Differs: the thumb jumps (no slide animation), and dragging
/// the thumb does not flip it before the finger lifts.
@MainActor
open class Switch: Control {
    /// A tap is its default action (`Control.gestureRecognizerShouldBegin(_:)`).
    override var defaultActionIsSingleTap: Bool { true }

    /// UIKit's fixed size: 51 × 31 points.
    nonisolated public static let size = CGSize(width: 51, height: 31)

    private let thumb = View()

    /// A switch, off, at `frame`'s origin (its size is always `Switch.size`).
    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// A switch from an archive (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        thumb.backgroundColor = .white
        thumb.isUserInteractionEnabled = false
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        updateLook()
    }

    /// Whether the switch is on (`isOn`); setting it sends no event.
    open var isOn = false {
        didSet { if oldValue != isOn { updateLook() } }
    }

    /// Sets `isOn` (`setOn(_:animated:)`); no event is sent, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The track's colour when on (`onTintColor`; nil: system green).
    open var onTintColor: Color? {
        didSet { updateLook() }
    }

    /// The thumb's colour (`thumbTintColor`; nil: white).
    open var thumbTintColor: Color? {
        didSet { updateLook() }
    }

    /// The size never changes (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { Self.size }

    /// Always `Switch.size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// The thumb sits at the end the value says.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.height - 4
        thumb.frame = CGRect(x: isOn ? bounds.width - side - 2 : 2, y: 2, width: side, height: side)
        thumb.cornerRadius = side / 2
    }

    private func updateLook() {
        backgroundColor = isOn ? (onTintColor ?? .systemGreen) : .systemGray5
        cornerRadius = Self.size.height / 2
        thumb.backgroundColor = thumbTintColor ?? .white
        setNeedsLayout()
        invalidateRender()
    }

    /// A tap (a touch that lifts inside) toggles the switch and sends `valueChanged`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        let inside = touches.first.map { isInsideForTracking($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        guard inside, isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// Reads as a switch, checked when on.
    open override func renderContent(into attributes: inout RenderAttributes) {
        var states: [String] = isOn ? ["selected"] : []
        if !isEnabled { states.append("disabled") }
        attributes.accessibility = RenderAccessibility(
            label: accessibilityLabel, role: "switch", states: states)
    }
}
