import Foundation
import TouchKit

/// The status bar: the time (9:41, Apple's marketing time; fixed, so snapshots are stable) and a full
/// battery; white over the wallpaper, black over apps.
@MainActor
final class StatusBarView: View {
    private let time = Label()
    private let battery = ImageView(image: Image(systemName: "battery.100"))

    init(profile: DeviceProfile) {
        let width = profile.screenSize.width
        let height = profile.statusBarHeight
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        isUserInteractionEnabled = false
        time.text = "9:41"
        time.font = .systemFont(ofSize: profile.hasHomeButton ? 12 : 15, weight: .semibold)
        if profile.hasHomeButton {
            time.frame = CGRect(x: 0, y: 0, width: width, height: height)
            time.textAlignment = .center
            battery.frame = CGRect(x: width - 32, y: (height - 11) / 2, width: 25, height: 11)
        } else {
            time.frame = CGRect(x: 16, y: 12, width: 54, height: 20)
            time.textAlignment = .center
            battery.frame = CGRect(x: width - 42, y: 16, width: 25, height: 12)
        }
        addSubview(time)
        addSubview(battery)
        isAccessibilityElement = true
        accessibilityLabel = "9:41, battery full"
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// White text over the wallpaper, black over an app.
    func setLight(_ light: Bool) {
        let color: Color = light ? .white : .black
        if time.textColor != color { time.textColor = color }
        if battery.tintColor != color { battery.tintColor = color }
    }
}

/// The iPhone X's home indicator: a rounded bar at the bottom of the screen.
@MainActor
final class HomeIndicatorView: View {
    init(profile: DeviceProfile) {
        let width: CGFloat = 134
        super.init(
            frame: CGRect(
                x: (profile.screenSize.width - width) / 2, y: profile.screenSize.height - 13, width: width,
                height: 5))
        cornerRadius = 2.5
        isUserInteractionEnabled = false
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// White over the wallpaper, black over an app.
    func setLight(_ light: Bool) {
        let color: Color = light ? .white : .black
        if backgroundColor != color { backgroundColor = color }
    }
}

/// What an app without a window shows: a white screen with its name (iOS would show its launch screen).
@MainActor
final class WindowlessAppView: View {
    init(name: String, screen: CGSize) {
        super.init(frame: CGRect(origin: .zero, size: screen))
        backgroundColor = .white
        let label = Label(frame: CGRect(x: 0, y: screen.height / 2 - 12, width: screen.width, height: 24))
        label.text = name
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }
}
