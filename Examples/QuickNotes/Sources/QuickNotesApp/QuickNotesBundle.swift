import Foundation

/// Where QuickNotes' Info.plist is (beside this file), for `AppBundle(infoPlist:…)`.
public enum QuickNotesBundle {
    public static var infoPlist: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Info.plist")
    }
}
