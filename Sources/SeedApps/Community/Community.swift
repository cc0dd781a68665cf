public import QuickActions
public import TouchKit

extension SeedApps {
    /// Seed 002's community app (`com.example.community`, shown as "Community"): the four static items
    /// of its Info.plist with their icon files and userInfo, a navigation controller around the home page.
    public static var community: AppManifest {
        AppManifest(
            bundleIdentifier: "com.example.community", displayName: "Community", version: "1",
            icon: AppIcon(color: "#34C759", glyph: .letter("社")), staticShortcutItems: .items(communityItems),
            templateImages: communityIcons,
            makeDelegate: { CommunityAppDelegate() },
            makeRootViewController: {
                NavigationController(rootViewController: CommunityHomeViewController())
            })
    }

    /// The seed's `UIApplicationShortcutItems`, in plist order.
    public static let communityItems = [
        ShortcutItem(
            type: "openDoor", localizedTitle: "智能开门", icon: .templateImage("智能开门@2x.png"),
            userInfo: ["key1": .string("value1")]),
        ShortcutItem(
            type: "repair", localizedTitle: "我要报修", icon: .templateImage("在线报修@2x.png"),
            userInfo: ["key2": .string("value2")]),
        ShortcutItem(
            type: "invite", localizedTitle: "访客邀请", icon: .templateImage("访客邀请@2x.png"),
            userInfo: ["key3": .string("value3")]),
        ShortcutItem(
            type: "communityService", localizedTitle: "社区服务", icon: .templateImage("社区服务@2x.png"),
            userInfo: ["key4": .string("value4")]),
    ]

    /// The four icon files the plist names, drawn for this project as one-colour 35 × 35 templates:
    /// a door with its handle, a wrench, a person with a plus, a house.
    public static let communityIcons: [String: QuickActionArtwork] = [
        "智能开门@2x.png": .path(
            "M9 3H26V32H9Z M12 6V29H23V6Z M19 17.5A1.5 1.5 0 1 0 22 17.5A1.5 1.5 0 1 0 19 17.5Z"),
        "在线报修@2x.png": .path(
            "M5 28.5L18.5 15L21 17.5L7.5 31Z M20 5A8 8 0 1 0 30 15L25.5 16L20 10.5Z"),
        "访客邀请@2x.png": .path(
            "M14 5A5.5 5.5 0 1 1 14 16A5.5 5.5 0 1 1 14 5Z M3 31C3 24 8 20 14 20S25 24 25 31Z "
                + "M27 9H29V13H33V15H29V19H27V15H23V13H27Z"),
        "社区服务@2x.png": .path("M17.5 3L2 17H6V32H14V23H21V32H29V17H33Z"),
    ]
}
