import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("MenuTextLayout: wrapping and ellipses as the system adds them")
struct MenuTextLayoutTests {
    @Test(
        "layouts",
        arguments: [
            ("Search", 200.0, 2, ["Search"], false),
            (
                "Search for an item in the whole library", 200, 2,
                ["Search for an item in the", "whole library"], false
            ),
            (
                "Search for an item in the whole library of all the books I own", 200, 2,
                ["Search for an item in the", "whole library of all the b…"], true
            ),
            ("Search for an item in the whole library", 200, 1, ["Search for an item in th…"], true),
            ("Supercalifragilisticexpialidocious", 120, 2, ["Supercalifragili", "sticexpialidoc…"], true),
            ("智能开门智能开门智能开门智能开门", 120, 2, ["智能开门智能开", "门智能开门智…"], true),
            ("Wi-Fi Settings and Bluetooth", 100, 2, ["Wi-Fi", "Settings a…"], true),
            ("  spaced\nlines  ", 200, 2, ["spaced lines"], false),
            ("", 100, 2, [], false),
        ] as [(String, Double, Int, [String], Bool)])
    func layout(text: String, width: Double, lines: Int, expected: [String], truncated: Bool) {
        let result = MenuTextLayout.layout(text, fontSize: 17, width: width, maximumLines: lines)
        #expect(result.lines == expected)
        #expect(result.isTruncated == truncated)
    }

    @Test("every laid-out line fits the width (seed 11, 1000 random titles)")
    func linesFit() {
        var generator = SplitMix64(seed: 11)
        let words = ["Search", "a", "Share", "智能", "開門", "Wi-Fi", "iiiii", "WWWW", "Résumé", "🙂"]
        for round in 0..<1000 {
            let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                words.randomElement(using: &generator)!
            }
            .joined(separator: Bool.random(using: &generator) ? " " : "")
            let width = Double.random(in: 60...260, using: &generator)
            let lines = Int.random(in: 1...2, using: &generator)
            let result = MenuTextLayout.layout(text, fontSize: 17, width: width, maximumLines: lines)
            #expect(result.lines.count <= lines)
            for line in result.lines {
                let fits = MenuTextLayout.width(of: line, fontSize: 17) <= width || line.count == 1
                #expect(fits, "seed 11, round \(round): \(line) in \(width)")
            }
        }
    }
}
