import Foundation
import Storyboards
import Testing

@Suite("Real apps' storyboards and xibs, when /work/apps holds them (CI does not)")
struct RealStoryboardsTests {
    /// Every `.storyboard` and `.xib` under `/work/apps`, or none when the folder is absent.
    static let files: [URL] = {
        let root = URL(fileURLWithPath: "/work/apps")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { ["storyboard", "xib"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }()

    @Test(
        "every real storyboard and xib reads without an error, or is an Xcode 4 archive refused as such; the counts are reported",
        .enabled(if: !files.isEmpty, "no /work/apps folder with storyboards here"))
    func readsAll() {
        var read = 0
        var legacy = 0
        var diagnostics = 0
        for url in Self.files {
            do {
                let document = try StoryboardReader().read(contentsOf: url)
                read += 1
                diagnostics += document.diagnostics.count
            } catch let error as StoryboardReadError where error.kind == .legacyArchive {
                legacy += 1  // Interface Builder 3 (old macOS samples): refused with what to do
                #expect(error.description.contains("open it in a current Xcode and save it"))
            } catch {
                Issue.record("\(error)")
            }
        }
        print(
            "real storyboards: \(Self.files.count) files, \(read) read, \(legacy) Interface Builder 3 "
                + "archives refused, \(diagnostics) diagnostics")
        #expect(read + legacy == Self.files.count)
    }
}
