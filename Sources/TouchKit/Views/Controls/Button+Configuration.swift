public import Foundation

// A button's iOS 15 configuration (`UIButton.Configuration`): a style that draws the background,
// colours the title and pads the content, instead of per-state titles and colours.

extension Button {
    /// How a configured button looks, as UIKit's `UIButton.Configuration` (iOS 15).
    ///
    /// Matches UIKit: the styles' colours (`filled`: the tint behind a white title; `tinted`: a pale
    /// tint behind a tinted title; `gray`: grey behind a tinted title; `plain`: no background), the
    /// configuration's title and image replacing the button's per-state ones, `baseForegroundColor`
    /// and `baseBackgroundColor` overriding the style's. Differs: `subtitle` is kept but not drawn,
    /// and the numbers Apple does not publish are ours, measured from iOS 15 screenshots: content
    /// insets of 7 points top and bottom and 12 at the sides (`medium`; `small` 5 and 10, `mini` 3
    /// and 8, `large` 14 and 20), and the `dynamic` corner radius 6 (`small` 4, `mini` 3, `large` 8).
    public struct Configuration: Hashable, Sendable {
        /// The look's family (`UIButton.Configuration.plain()`, `.gray()`, …).
        public enum Style: String, Hashable, Sendable, CaseIterable {
            /// No background; a tinted title.
            case plain
            /// A grey background; a tinted title.
            case gray
            /// A pale tint background; a tinted title.
            case tinted
            /// The tint as the background; a white title.
            case filled
        }

        /// How round the background's corners are (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Hashable, Sendable, CaseIterable {
            /// The radius in `background.cornerRadius` (here: `fixedCornerRadius`).
            case fixed = -1
            /// By the button's size (the default).
            case dynamic = 0
            /// 4 points.
            case small = 1
            /// 6 points.
            case medium = 2
            /// 8 points.
            case large = 3
            /// Half the height.
            case capsule = 4
        }

        /// The button's size class (`UIButton.Configuration.Size`).
        public enum Size: Int, Hashable, Sendable, CaseIterable {
            /// The smallest.
            case mini = 0
            /// Small.
            case small = 1
            /// The default.
            case medium = 2
            /// Large.
            case large = 3
        }

        /// The style this configuration was made from.
        public var style: Style
        /// The title (`title`); nil keeps the button's own.
        public var title: String?
        /// The subtitle (`subtitle`; kept, not drawn here).
        public var subtitle: String?
        /// The image (`image`); nil keeps the button's own.
        public var image: Image?
        /// The title and image colour (`baseForegroundColor`); nil: the style's.
        public var baseForegroundColor: Color?
        /// The background colour (`baseBackgroundColor`); nil: the style's.
        public var baseBackgroundColor: Color?
        /// How round the corners are (`cornerStyle`; `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The radius `.fixed` uses (UIKit's `background.cornerRadius`; 0).
        public var fixedCornerRadius: CGFloat = 0
        /// The size class (`buttonSize`; `.medium`), which picks the insets and the dynamic radius.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }
        /// The padding around the title and image (`contentInsets`; by `buttonSize`).
        public var contentInsets: DirectionalEdgeInsets

        /// A configuration of `style` with its defaults.
        public init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        /// No background, a tinted title (`UIButton.Configuration.plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background (`gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A pale tint background (`tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// The tint as the background, a white title (`filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As `plain()` (`borderless()`, iOS 15).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// As `gray()` (`bordered()`, iOS 15).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// As `tinted()` (`borderedTinted()`, iOS 15).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// As `filled()` (`borderedProminent()`, iOS 15).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The corner radius for a button `height` points tall.
        public func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: fixedCornerRadius
            case .small: 4
            case .medium: 6
            case .large: 8
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: 3
                case .small: 4
                case .medium: 6
                case .large: 8
                }
            }
        }

        static func insets(for size: Size) -> DirectionalEdgeInsets {
            switch size {
            case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
    }

    /// The configuration the button draws with (`configuration`, iOS 15); nil: the per-state titles,
    /// colours and images. Setting one redraws the button and changes its intrinsic size.
    public var configuration: Configuration? {
        get { configurationStorage }
        set {
            configurationStorage = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// A system button drawn by `configuration`, sending `primaryAction` on a tap
    /// (`UIButton(configuration:primaryAction:)`, iOS 15).
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
    }

    /// The title colour `configuration` gives (its own, else the style's; grey when disabled).
    func foregroundColor(of configuration: Configuration) -> Color {
        if !isEnabled { return .gray }
        if let color = configuration.baseForegroundColor { return color }
        return configuration.style == .filled ? .white : tintColor
    }

    /// Draws `configuration`'s background on the button: colour and rounding.
    func applyBackground(of configuration: Configuration) {
        let base: Color = configuration.baseBackgroundColor ?? tintColor
        let background: Color? =
            switch configuration.style {
            case .plain: configuration.baseBackgroundColor
            case .gray: configuration.baseBackgroundColor ?? .systemGray5
            case .tinted: base.withAlphaComponent(0.15)
            case .filled: isEnabled ? base : .systemGray5
            }
        if backgroundColor != background { backgroundColor = background }
        let radius = configuration.cornerRadius(height: bounds.height)
        if cornerRadius != radius { cornerRadius = radius }
    }
}
