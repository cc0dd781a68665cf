public import Foundation

/// A value on a track, chosen by dragging its thumb, as UIKit's `UISlider`.
///
/// Matches UIKit: `value` within `minimumValue…maximumValue` (0…1 by default, clamped), a touch on
/// the thumb drags it and sends `valueChanged` as it moves (`isContinuous`, the default) or once
/// when it lifts; setting `value` in code sends nothing. The track's left part is
/// `minimumTrackTintColor` (the tint), the right part `maximumTrackTintColor`. Differs: a touch on
/// the track away from the thumb moves nothing, as UIKit, and the thumb is not animated by
/// `setValue(_:animated:)`.
@MainActor
open class Slider: Control {
    /// The thumb's diameter: 28 points (ours, as iOS 7 and later draw it).
    nonisolated public static let thumbDiameter: CGFloat = 28
    /// The track's thickness: 2 points (ours).
    nonisolated public static let trackHeight: CGFloat = 2

    private let minimumTrack = View()
    private let maximumTrack = View()
    private let thumb = View()
    private var dragStart: (location: CGFloat, value: Float)?

    /// A slider at 0 of 0…1.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        setUp()
    }

    /// A slider from an archive (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [minimumTrack, maximumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.backgroundColor = .white
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        minimumTrack.cornerRadius = Self.trackHeight / 2
        maximumTrack.cornerRadius = Self.trackHeight / 2
        updateLook()
    }

    /// The value (`value`), kept within `minimumValue…maximumValue`; setting it sends no event.
    open var value: Float {
        get { storedValue }
        set {
            let clamped = min(max(newValue, minimumValue), maximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsLayout()
            invalidateRender()
        }
    }
    private var storedValue: Float = 0

    /// Sets `value` (`setValue(_:animated:)`); no event is sent, as in UIKit.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The lowest value (`minimumValue`, default 0); `value` follows it.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The highest value (`maximumValue`, default 1); `value` follows it.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Whether `valueChanged` is sent while dragging (true) or once at the end (`isContinuous`).
    open var isContinuous = true

    /// The track left of the thumb (`minimumTrackTintColor`; nil: the tint colour).
    open var minimumTrackTintColor: Color? {
        didSet { updateLook() }
    }

    /// The track right of the thumb (`maximumTrackTintColor`; nil: light grey).
    open var maximumTrackTintColor: Color? {
        didSet { updateLook() }
    }

    /// The thumb's colour (`thumbTintColor`; nil: white).
    open var thumbTintColor: Color? {
        didSet { updateLook() }
    }

    /// A slider is 31 points tall; its width is the layout's (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }

    /// The minimum track follows the tint (`tintColorDidChange()`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    private func updateLook() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor ?? .systemBlue
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemGray4
        thumb.backgroundColor = thumbTintColor ?? .white
        invalidateRender()
    }

    /// The fraction of the track the value is at.
    private var fraction: CGFloat {
        maximumValue > minimumValue
            ? CGFloat((storedValue - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    /// The length the thumb's centre travels.
    private var travel: CGFloat { max(0, bounds.width - Self.thumbDiameter) }

    /// The track and the thumb at the value.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let middle = bounds.midY
        let x = Self.thumbDiameter / 2 + travel * fraction
        minimumTrack.frame = CGRect(
            x: 0, y: middle - Self.trackHeight / 2, width: x, height: Self.trackHeight)
        maximumTrack.frame = CGRect(
            x: x, y: middle - Self.trackHeight / 2, width: max(0, bounds.width - x), height: Self.trackHeight)
        thumb.frame = CGRect(
            x: x - Self.thumbDiameter / 2, y: middle - Self.thumbDiameter / 2, width: Self.thumbDiameter,
            height: Self.thumbDiameter)
        thumb.cornerRadius = Self.thumbDiameter / 2
    }

    /// A touch on the thumb starts a drag.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -10, dy: -10).contains(point) else { return }
        dragStart = (point.x, storedValue)
    }

    /// The thumb follows the finger along the track.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        super.touchesMoved(touches, with: event)
        guard let start = dragStart, let touch = touches.first else { return }
        let moved = touch.location(in: self).x - start.location
        let span = maximumValue - minimumValue
        let before = storedValue
        value = start.value + (travel > 0 ? Float(moved / travel) * span : 0)
        if isContinuous, storedValue != before { sendActions(for: .valueChanged) }
    }

    /// The drag ends; a slider that is not continuous sends `valueChanged` now if the value moved.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        super.touchesEnded(touches, with: event)
        guard let start = dragStart else { return }
        dragStart = nil
        if !isContinuous, storedValue != start.value { sendActions(for: .valueChanged) }
    }

    /// The drag is abandoned where it got to.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        super.touchesCancelled(touches, with: event)
        dragStart = nil
    }

    /// Reads as adjustable, its value as a percentage of the range.
    open override func renderContent(into attributes: inout RenderAttributes) {
        attributes.accessibility = RenderAccessibility(
            label: accessibilityLabel ?? "\(Int((fraction * 100).rounded()))%", role: "adjustable",
            states: isEnabled ? [] : ["disabled"])
    }
}
