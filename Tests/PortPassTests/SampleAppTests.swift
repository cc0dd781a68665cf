import Testing

@testable import PortPass

@Suite("PortPass on sample apps in the styles of Swift 3 to 5")
struct SampleAppTests {
    private let all = [
        SampleSources.appDelegate, SampleSources.viewController, SampleSources.previewing,
        SampleSources.dualPath,
    ]

    private func port(_ source: String) -> PortPass.Result {
        let classes = all.flatMap(DeclarationScanner.classes(in:))
        return PortPass(classes: classes).rewrite(source, file: "Sample.swift")
    }

    private func line(_ text: String, _ number: Int) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: false)[number - 1])
    }

    @Test("every sample keeps its line count, and nothing iOS-only is left")
    func everySample() {
        for source in all {
            let result = port(source)
            #expect(result.problems.isEmpty)
            #expect(
                result.text.split(separator: "\n", omittingEmptySubsequences: false).count
                    == source.split(separator: "\n", omittingEmptySubsequences: false).count)
            for construct in [
                "@IBOutlet", "@IBAction", "@objc", "@UIApplicationMain", "#available", "NSClassFromString",
            ] {
                #expect(!result.text.contains(construct), "\(construct) left")
            }
        }
    }

    @Test(
        "the app delegate loses @UIApplicationMain (the generated entry point launches it), its comment stays, its class lookup goes to the registry"
    )
    func appDelegate() {
        let result = port(SampleSources.appDelegate)
        #expect(line(result.text, 3) == "                  ")
        #expect(line(result.text, 9).contains("// #selector(handle) in a comment stays"))
        #expect(result.text.contains("\\(ForceTouchRegistry.stringFromClass(type(of: self)))"))
        #expect(result.changes.map(\.rule) == [.applicationMain, .classRegistry])
    }

    @Test("the view controller's selectors are spelled as Objective-C spells them")
    func viewController() {
        let result = port(SampleSources.viewController)
        #expect(line(result.text, 1) == "import UIKit                 ")
        #expect(line(result.text, 11).contains("action: Selector(\"save:\"), for: .touchUpInside)"))
        #expect(line(result.text, 13).contains("action: Selector(\"addNote\"))"))
        #expect(line(result.text, 14).contains("action: Selector(\"handleTap:forEvent:\"))"))
        #expect(line(result.text, 24).hasPrefix("                  func handleTap("))
        #expect(
            result.changes.first?.description
                == "Sample.swift:1:13: submodule-import: .UIViewController → (removed)")
    }

    @Test("the iOS 13 dual path asks the simulated device, even inside a multi-line string's interpolation")
    func dualPath() {
        let result = port(SampleSources.dualPath)
        #expect(line(result.text, 8) == "        if ForceTouchAvailability.isAvailable(iOS: 13, 0) {")
        #expect(
            line(result.text, 13)
                == "        guard ForceTouchAvailability.isAvailable(iOS: 14, 0) else { return }")
        #expect(line(result.text, 15) == "            iOS 14 \\(Selector(\"title\"))")
        #expect(line(result.text, 20) == "@available(iOS 13.0, *)")
    }

    @Test("the scanner finds each class, its superclass, outlets and actions")
    func declarations() {
        let classes = DeclarationScanner.classes(in: SampleSources.viewController)
        #expect(classes.count == 1)
        let notes = classes[0]
        #expect(notes.name == "NotesViewController")
        #expect(notes.superclassName == "UIViewController")
        #expect(notes.outlets.map(\.name) == ["titleLabel", "saveButton"])
        #expect(notes.outlets.map(\.type) == ["UILabel", "UIButton"])
        #expect(notes.actions.map(\.selector) == ["save:", "addNote", "handleTap:forEvent:"])
        #expect(
            notes.actions.map(\.parameterTypes) == [["UIButton"], [], ["UITapGestureRecognizer", "UIEvent"]])
        let gallery = DeclarationScanner.classes(in: SampleSources.dualPath)
        #expect(gallery.map(\.name) == ["GalleryViewController"])
        #expect(gallery[0].outlets.map(\.name) == ["imageView"])
    }

    @Test("a 2,000-line file keeps its lines (time printed, not a benchmark)")
    func largeFile() {
        var source = ""
        while source.split(separator: "\n", omittingEmptySubsequences: false).count < 2_000 {
            source += SampleSources.viewController + "\n" + SampleSources.dualPath + "\n"
        }
        let count = source.split(separator: "\n", omittingEmptySubsequences: false).count
        let clock = ContinuousClock()
        var result: PortPass.Result?
        let elapsed = clock.measure { result = port(source) }
        #expect(result?.text.split(separator: "\n", omittingEmptySubsequences: false).count == count)
        #expect(result?.problems.isEmpty == true)
        print("PortPass: \(count) lines, \(result?.changes.count ?? 0) changes in \(elapsed)")
    }
}
