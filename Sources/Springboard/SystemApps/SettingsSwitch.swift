import Foundation
import TouchKit

/// An on/off switch, as UIKit's `UISwitch` (TouchKit has none yet): a rounded track, green when on,
/// with a white knob; a tap toggles it and sends `valueChanged`. Assistive technologies see a `switch`.
@MainActor
final class SettingsSwitch: Control {
    /// UIKit's switch size: 51 × 31 points (Apple's).
    static let size = CGSize(width: 51, height: 31)

    private let knob = View()
    private let name: String

    /// Whether the switch is on (`isOn`); setting it does not send `valueChanged`.
    var isOn = false {
        didSet { if oldValue != isOn { restyle() } }
    }

    init(name: String) {
        self.name = name
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        cornerRadius = Self.size.height / 2
        knob.backgroundColor = .white
        knob.cornerRadius = (Self.size.height - 4) / 2
        knob.isUserInteractionEnabled = false
        addSubview(knob)
        addAction(
            Action { [weak self] _ in
                guard let self else { return }
                self.isOn.toggle()
                self.sendActions(for: .valueChanged)
            }, for: .touchUpInside)
        restyle()
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    override func stateDidChange() {
        super.stateDidChange()
        restyle()
    }

    private func restyle() {
        let side = Self.size.height - 4
        backgroundColor = isOn ? .systemGreen : Color(white: 0.9)
        alpha = isEnabled ? 1 : 0.5
        knob.frame = CGRect(x: isOn ? Self.size.width - side - 2 : 2, y: 2, width: side, height: side)
        invalidateRender()
    }

    override func renderContent(into attributes: inout RenderAttributes) {
        var states = isOn ? ["selected"] : []
        if !isEnabled { states.append("disabled") }
        attributes.accessibility = RenderAccessibility(label: name, role: "switch", states: states)
    }
}
