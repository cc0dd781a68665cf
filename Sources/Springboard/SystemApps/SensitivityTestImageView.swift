import ForceTouch
import Foundation
import TouchKit

/// The 3D Touch page's "3D Touch Sensitivity Test" picture: press it to try the chosen sensitivity,
/// it peeks and pops as any previewing source does. iOS shows a photograph; this one is our own
/// drawing (a sky, a sun and three hills), drawn with views so any renderer shows it.
@MainActor
final class SensitivityTestImageView: View {
    /// The picture's height in the page: 200 points (ours).
    static let height: CGFloat = 200

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        backgroundColor = Self.rgb(0x8FD3FF)
        clipsToBounds = true
        isAccessibilityElement = true
        accessibilityLabel = "3D Touch Sensitivity Test"
        accessibilityTraits = .image
        let sun = View()
        sun.backgroundColor = Self.rgb(0xFFD60A)
        addSubview(sun)
        for color in [0x34C759, 0x30B04F, 0x248A3D] {
            let hill = View()
            hill.backgroundColor = Self.rgb(color)
            hill.isUserInteractionEnabled = false
            addSubview(hill)
        }
        for subview in subviews { subview.isUserInteractionEnabled = false }
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    private static func rgb(_ value: Int) -> Color {
        Color(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let parts = subviews
        guard parts.count == 4 else { return }
        let sunSide = min(size.width, size.height) * 0.28
        parts[0].frame = CGRect(x: size.width * 0.7, y: size.height * 0.14, width: sunSide, height: sunSide)
        parts[0].cornerRadius = sunSide / 2
        let hills: [(x: CGFloat, width: CGFloat, top: CGFloat)] = [
            (-0.2, 0.9, 0.55), (0.35, 0.9, 0.62), (0.05, 1.2, 0.78),
        ]
        for (view, hill) in zip(parts[1...], hills) {
            let width = size.width * hill.width
            view.frame = CGRect(
                x: size.width * hill.x, y: size.height * hill.top, width: width, height: width)
            view.cornerRadius = width / 2
        }
    }
}
