import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

/// Whether `data` is well-formed XML. `XMLParser.parse()` alone is not enough: on Linux it can
/// return true after reporting an error, so errors are collected from the delegate.
final class WellFormedXML: NSObject, XMLParserDelegate {
    private var failed = false

    static func check(_ data: Data) -> Bool {
        let delegate = WellFormedXML()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        return parser.parse() && !delegate.failed
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { failed = true }
}
