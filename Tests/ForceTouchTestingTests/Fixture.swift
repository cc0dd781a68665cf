import ForceTouchTesting
import Foundation
import Springboard
import UIKit

/// The corpus apps' Info.plists.
enum Fixture {
    static func plist(_ app: String) -> URL {
        Bundle.module.url(forResource: "Fixtures/\(app)/Info", withExtension: "plist")
            ?? Bundle.module.bundleURL.appendingPathComponent("Fixtures/\(app)/Info.plist")
    }

    static let corpusApp = "com.example.corpus.app"
    static let shortcutsApp = "com.example.corpus.shortcuts"
    static let contactsApp = "com.example.corpus.contacts"
    static let pressureApp = "com.example.corpus.pressure"
    static let galleryApp = "com.example.corpus.gallery"
}

extension TestDevice {
    /// The lifecycle entries of `app` (no log lines), as `event shortcut=… returned=… succeeded=…`.
    func summaries(of app: String) -> [String] {
        events(of: app).map(\.summary)
    }

    /// How many times `app` was handed a quick action of `type` by a delegate call.
    func deliveries(of type: String, in app: String) -> Int {
        events(of: app).filter {
            $0.shortcutType == type
                && [
                    "performActionForShortcutItem", "windowScenePerformActionForShortcutItem",
                    "sceneWillConnect",
                ]
                .contains($0.event)
        }.count
    }
}
