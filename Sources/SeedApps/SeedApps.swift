public import TouchKit

/// The seed documents' sample apps, ready to install on a device (`device.install(SeedApps.all)`).
///
/// Each app is its seed's code ported to TouchKit as written, with its bundle identifier, name and
/// Info.plist quick actions: seed 001's shortcutDemo (`chengpei.shortcutDemo`), seed 002's Community
/// (`com.example.community`), seed 003's AppSearch (`com.company.appname`) and seed 003's peek-and-pop
/// master-detail app DTouch (`com.example.dtouch`), and seed 003's drawing app TouchCanvas
/// (`com.example.touchcanvas`, after Apple's TouchCanvas sample).
public enum SeedApps {
    /// Every seed app, in home-screen order.
    public static var all: [AppManifest] {
        [shortcutDemo, community, appSearch, dTouch, touchCanvas]
    }
}
