/// A scene that shows windows, as UIKit's `UIWindowScene`: the only kind an iPhone app has.
@MainActor
public final class WindowScene: Scene {
    /// The screen the scene is on.
    public var screen: Screen { application?.screen ?? .iPhone6s }

    /// The scene's traits (the host's screen and settings), as `UIWindowScene.traitCollection`.
    public var traitCollection: TraitCollection { application?.traitCollection ?? .unspecified }
}
