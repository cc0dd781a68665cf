public import ForceTouch

/// The user's settings that matter to 3D Touch: Settings > General > Accessibility > 3D Touch, and
/// the language quick-action titles are shown in.
///
/// A change (`Device.updateSettings(_:)`) reaches the home screen's recognizer and every running
/// app's trait collection at once, as on iOS.
public struct DeviceSettings: Sendable, Hashable, Codable {
    /// The 3D Touch switch. On a model without 3D Touch it stays off (turning it on is refused).
    public var forceTouchEnabled: Bool
    /// How hard a press must be (light, medium, firm).
    public var sensitivity: Sensitivity
    /// The language (`en`, `zh-Hans`, `de`…) static quick actions are localised to, through the
    /// app's `<lang>.lproj/InfoPlist.strings` and `InfoPlist.xcstrings`.
    public var language: String

    /// Creates settings; by default 3D Touch is on at medium sensitivity, in English (iOS's defaults).
    public init(forceTouchEnabled: Bool = true, sensitivity: Sensitivity = .medium, language: String = "en") {
        self.forceTouchEnabled = forceTouchEnabled
        self.sensitivity = sensitivity
        self.language = language
    }

    private enum CodingKeys: String, CodingKey {
        case forceTouchEnabled, sensitivity, language
    }

    /// Decodes settings; absent keys take the defaults, so a partial update (`{"sensitivity":"firm"}`)
    /// can be decoded over defaults and merged with `merging(_:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            forceTouchEnabled: try container.decodeIfPresent(Bool.self, forKey: .forceTouchEnabled) ?? true,
            sensitivity: try container.decodeIfPresent(Sensitivity.self, forKey: .sensitivity) ?? .medium,
            language: try container.decodeIfPresent(String.self, forKey: .language) ?? "en")
    }

    /// Encodes `forceTouchEnabled`, `sensitivity` and `language`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(forceTouchEnabled, forKey: .forceTouchEnabled)
        try container.encode(sensitivity, forKey: .sensitivity)
        try container.encode(language, forKey: .language)
    }
}
