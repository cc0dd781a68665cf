import Foundation
import TouchKit

/// An app's icon as TouchKit views: the app's icon image (its asset catalog's AppIcon, served as
/// `<bundle identifier>/:AppIcon`) filling a rounded square, else a square in the icon's colour with a
/// white glyph (a letter or a symbol).
@MainActor
final class AppIconView: View {
    let icon: AppIcon
    private let glyph: View

    init(icon: AppIcon, bundleIdentifier: String, size: CGFloat, cornerRadius: CGFloat) {
        self.icon = icon
        switch icon.glyph {
        case _ where !icon.imageFiles.isEmpty:
            // The real icon: the square is its picture, clipped to the home screen's corner radius.
            let image = ImageView(
                image: Image(resourceNamed: bundleIdentifier + "/" + AppIcon.imageRenderName))
            image.frame = CGRect(x: 0, y: 0, width: size, height: size)
            glyph = image
        case .letter(let letter):
            let label = Label(frame: CGRect(x: 0, y: 0, width: size, height: size))
            label.text = letter
            label.font = .systemFont(ofSize: (size * 0.5).rounded(), weight: .semibold)
            label.textColor = .white
            label.textAlignment = .center
            glyph = label
        case .symbol(let name):
            let side = (size * 0.55).rounded()
            let image = ImageView(image: Image(systemName: name))
            image.frame = CGRect(x: (size - side) / 2, y: (size - side) / 2, width: side, height: side)
            image.tintColor = .white
            glyph = image
        }
        super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
        backgroundColor = Color(hex: icon.color) ?? .gray
        self.cornerRadius = cornerRadius
        clipsToBounds = true
        isUserInteractionEnabled = false
        addSubview(glyph)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }
}

/// One app on the home screen: its icon with its name under it. Assistive technologies see a button
/// named after the app.
@MainActor
final class HomeIconView: View {
    let bundleIdentifier: String
    let iconView: AppIconView
    let nameLabel = Label()

    init(bundleIdentifier: String, name: String, icon: AppIcon, layout: HomeScreenLayout, showsName: Bool) {
        self.bundleIdentifier = bundleIdentifier
        iconView = AppIconView(
            icon: icon, bundleIdentifier: bundleIdentifier, size: layout.iconSize,
            cornerRadius: layout.iconCornerRadius)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityLabel = name
        accessibilityTraits = .button
        addSubview(iconView)
        nameLabel.text = name
        nameLabel.font = .systemFont(ofSize: layout.labelFontSize)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        nameLabel.isHidden = !showsName
        addSubview(nameLabel)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// Places the icon at `iconFrame` (screen coordinates) with its label under it.
    func place(iconFrame: CGRect, layout: HomeScreenLayout) {
        let label = layout.labelFrame(iconFrame: iconFrame)
        let frame = iconFrame.union(label)
        if self.frame != frame { self.frame = frame }
        let iconLocal = CGRect(
            x: iconFrame.minX - frame.minX, y: iconFrame.minY - frame.minY, width: iconFrame.width,
            height: iconFrame.height)
        if iconView.frame != iconLocal { iconView.frame = iconLocal }
        let labelLocal = CGRect(
            x: label.minX - frame.minX, y: label.minY - frame.minY, width: label.width, height: label.height)
        if nameLabel.frame != labelLocal { nameLabel.frame = labelLocal }
    }
}
