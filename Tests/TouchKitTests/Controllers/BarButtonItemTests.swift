import Foundation
import Testing
import TouchKit

@MainActor
@Suite("BarButtonItem: system items")
struct BarButtonItemTests {
    @Test("A list screen's add button: a system item shows the system's plus and sends its tap")
    func addButton() {
        let navigation = NavigationController(rootViewController: ViewController())
        let window = makeWindow(root: navigation)
        var taps = 0
        let add = BarButtonItem(barButtonSystemItem: .add, primaryAction: Action { _ in taps += 1 })
        navigation.topViewController!.navigationItem.rightBarButtonItem = add
        window.layoutIfNeeded()
        #expect(add.systemItem == .add)
        #expect(add.title == nil)
        #expect(add.image == Image(systemName: "plus"))
        #expect(!navigation.navigationBar.rightButton.isHidden)
        navigation.navigationBar.rightButton.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }

    @Test("Text items carry iOS's English titles; Done and Save are drawn in the done style")
    func textItems() {
        let expected: [(BarButtonItem.SystemItem, String, BarButtonItem.Style)] = [
            (.done, "Done", .done), (.cancel, "Cancel", .plain), (.edit, "Edit", .plain),
            (.save, "Save", .done), (.undo, "Undo", .plain), (.redo, "Redo", .plain),
        ]
        for (system, title, style) in expected {
            let item = BarButtonItem(barButtonSystemItem: system)
            #expect(item.title == title)
            #expect(item.style == style)
            #expect(item.image == nil)
        }
    }

    @Test("Every item is a text, a symbol or a space, never two of them; raw values are UIKit's")
    func everyItem() {
        for system in BarButtonItem.SystemItem.allCases {
            let kinds = [system.title != nil, system.symbolName != nil].filter { $0 }.count
            let isSpace = [.flexibleSpace, .fixedSpace, .pageCurl].contains(system)
            #expect(kinds == (isSpace ? 0 : 1), "\(system)")
        }
        #expect(BarButtonItem.SystemItem.add.rawValue == 4)
        #expect(BarButtonItem.SystemItem.trash.rawValue == 16)
        #expect(BarButtonItem.SystemItem.close.rawValue == 24)
    }
}
