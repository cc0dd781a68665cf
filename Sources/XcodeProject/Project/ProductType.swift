/// What a target builds, from its `productType` (`com.apple.product-type.application`).
public enum ProductType: Sendable, Hashable, CustomStringConvertible {
    /// `com.apple.product-type.application` (and the watch/Messages app kinds Xcode spells apart).
    case application
    /// `com.apple.product-type.app-extension` (widgets, share extensions, …).
    case appExtension
    /// `com.apple.product-type.bundle.unit-test`.
    case unitTest
    /// `com.apple.product-type.bundle.ui-testing`.
    case uiTest
    /// `com.apple.product-type.framework`.
    case framework
    /// `com.apple.product-type.library.static`.
    case staticLibrary
    /// Any other product type, as written.
    case other(String)

    /// The type for a `productType` identifier.
    public init(identifier: String) {
        switch identifier {
        case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2-container",
            "com.apple.product-type.application.messages":
            self = .application
        case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
            "com.apple.product-type.app-extension.messages",
            "com.apple.product-type.app-extension.messages-sticker-pack":
            self = .appExtension
        case "com.apple.product-type.bundle.unit-test": self = .unitTest
        case "com.apple.product-type.bundle.ui-testing": self = .uiTest
        case "com.apple.product-type.framework": self = .framework
        case "com.apple.product-type.library.static": self = .staticLibrary
        default: self = .other(identifier)
        }
    }

    /// A short name: `app`, `app-extension`, `unit-test`, `ui-test`, `framework`, `static-library`,
    /// or the identifier.
    public var description: String {
        switch self {
        case .application: "app"
        case .appExtension: "app-extension"
        case .unitTest: "unit-test"
        case .uiTest: "ui-test"
        case .framework: "framework"
        case .staticLibrary: "static-library"
        case .other(let identifier): identifier
        }
    }

    /// The bundle's extension (`app`, `appex`, `xctest`, `framework`), empty for a library.
    public var wrapperExtension: String {
        switch self {
        case .application: "app"
        case .appExtension: "appex"
        case .unitTest, .uiTest: "xctest"
        case .framework: "framework"
        case .staticLibrary: ""
        case .other: "bundle"
        }
    }
}
