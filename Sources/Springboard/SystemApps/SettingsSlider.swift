import Foundation
import TouchKit

/// The 3D Touch page's sensitivity slider, as iOS draws it: a thin track with one stop per choice
/// (Light, Medium, Firm) and a round white knob that snaps to the nearest stop; a tap or a drag moves
/// it and sends `valueChanged` when the stop changes. The choices' names sit under the track, the
/// first at its left end, the last at its right. Assistive technologies see an `adjustable` element
/// named after the setting and its value. (TouchKit has no `UISlider` yet; this one is Settings'.)
@MainActor
final class SettingsSlider: Control {
    /// The knob's side: 28 points (ours, as UIKit's slider thumb).
    static let knobSize: CGFloat = 28
    /// The track's thickness: 2 points (ours).
    static let trackHeight: CGFloat = 2
    /// The row height the slider and its labels need: 76 points (ours).
    static let height: CGFloat = 76

    let choices: [String]
    private let name: String
    private let track = View()
    private let filled = View()
    private let knob = View()
    private var ticks: [View] = []
    private var labels: [Label] = []

    /// The chosen stop (0 … choices.count − 1); setting it does not send `valueChanged`.
    var selectedIndex: Int {
        didSet { if oldValue != selectedIndex { setNeedsLayout() } }
    }

    init(name: String, choices: [String], selectedIndex: Int) {
        self.name = name
        self.choices = choices
        self.selectedIndex = min(max(0, selectedIndex), max(0, choices.count - 1))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        track.backgroundColor = Color(white: 0.71)
        filled.backgroundColor = .systemBlue
        for view in [track, filled] {
            view.cornerRadius = Self.trackHeight / 2
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        for _ in choices {
            let tick = View()
            tick.backgroundColor = Color(white: 0.71)
            tick.isUserInteractionEnabled = false
            ticks.append(tick)
            insertSubview(tick, belowSubview: filled)
        }
        for (index, choice) in choices.enumerated() {
            let label = Label()
            label.text = choice
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = index == 0 ? .left : index == choices.count - 1 ? .right : .center
            labels.append(label)
            addSubview(label)
        }
        knob.backgroundColor = .white
        knob.cornerRadius = Self.knobSize / 2
        knob.borderWidth = 0.5
        knob.borderColor = Color(white: 0, alpha: 0.15)
        knob.shadowOpacity = 0.25
        knob.shadowRadius = 2
        knob.shadowOffset = CGSize(width: 0, height: 2)
        knob.isUserInteractionEnabled = false
        addSubview(knob)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// The track's left and right ends (where the first and last stops are).
    private var trackSpan: (start: CGFloat, end: CGFloat) {
        (Self.knobSize / 2, max(Self.knobSize / 2, bounds.width - Self.knobSize / 2))
    }

    /// The x of stop `index`.
    func stopX(_ index: Int) -> CGFloat {
        let (start, end) = trackSpan
        guard choices.count > 1 else { return start }
        return start + (end - start) * CGFloat(index) / CGFloat(choices.count - 1)
    }

    /// The stop nearest to `x`.
    func nearestStop(to x: CGFloat) -> Int {
        guard !choices.isEmpty else { return 0 }
        return (0..<choices.count).min { abs(stopX($0) - x) < abs(stopX($1) - x) } ?? 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let (start, end) = trackSpan
        let trackY: CGFloat = 24
        track.frame = CGRect(
            x: start, y: trackY - Self.trackHeight / 2, width: end - start, height: Self.trackHeight)
        filled.frame = CGRect(
            x: start, y: track.frame.minY, width: stopX(selectedIndex) - start, height: Self.trackHeight)
        for (index, tick) in ticks.enumerated() {
            tick.frame = CGRect(x: stopX(index) - 0.5, y: trackY - 5, width: 1, height: 10)
        }
        knob.frame = CGRect(
            x: stopX(selectedIndex) - Self.knobSize / 2, y: trackY - Self.knobSize / 2, width: Self.knobSize,
            height: Self.knobSize)
        let labelY = trackY + Self.knobSize / 2 + 8
        for (index, label) in labels.enumerated() {
            let width: CGFloat = 90
            let x: CGFloat =
                index == 0 ? 0 : index == labels.count - 1 ? bounds.width - width : stopX(index) - width / 2
            label.frame = CGRect(x: x, y: labelY, width: width, height: 18)
        }
        alpha = isEnabled ? 1 : 0.5
        invalidateRender()
    }

    private func move(to touch: Touch) {
        let index = nearestStop(to: touch.location(in: self).x)
        guard index != selectedIndex else { return }
        selectedIndex = index
        layoutIfNeeded()
        sendActions(for: .valueChanged)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        super.touchesBegan(touches, with: event)
        if isEnabled, let touch = touches.first { move(to: touch) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        super.touchesMoved(touches, with: event)
        if isTracking, let touch = touches.first { move(to: touch) }
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsLayout()
    }

    override func renderContent(into attributes: inout RenderAttributes) {
        let value = choices.indices.contains(selectedIndex) ? choices[selectedIndex] : ""
        attributes.accessibility = RenderAccessibility(
            label: "\(name): \(value)", role: "adjustable", states: isEnabled ? [] : ["disabled"])
    }
}
