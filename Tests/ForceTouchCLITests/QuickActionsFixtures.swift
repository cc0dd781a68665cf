import Foundation

/// The QuickActions test fixtures, reached by path from this file (they live in QuickActionsTests).
enum QuickActionsFixtures {
    static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("QuickActionsTests/Fixtures").path

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-cli-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
