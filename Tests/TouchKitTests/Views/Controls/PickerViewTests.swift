import Foundation
import Testing
import TouchKit

/// A quick action's icon picker, as the Application Shortcuts sample has one: seven icon names in
/// one wheel, the selection read back when the user taps Done.
@MainActor
@Suite("PickerView: components and rows from the data source, selection by code and by touch")
struct PickerViewTests {
    final class Icons: PickerViewDataSource, PickerViewDelegate {
        var names = ["Compose", "Play", "Pause", "Add", "Location", "Search", "Share"]
        var selected: [String] = []
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            names.count
        }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
            -> String?
        {
            names[row]
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            selected.append(names[row])
        }
    }

    func setUp() -> (Window, PickerView, Icons) {
        let window = makeWindow()
        let picker = PickerView(frame: CGRect(x: 0, y: 300, width: 375, height: 216))
        let icons = Icons()
        picker.dataSource = icons
        picker.delegate = icons
        window.rootViewController!.view.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker, icons)
    }

    @Test("The data source's counts; row 0 selected; selectRow does not call the delegate")
    func selectionByCode() {
        let (window, picker, icons) = setUp()
        defer { withExtendedLifetime(window) {} }
        #expect(picker.numberOfComponents == 1)
        #expect(picker.numberOfRows(inComponent: 0) == 7)
        #expect(picker.numberOfRows(inComponent: 3) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        picker.selectRow(99, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 2, "out of range is ignored")
        #expect(icons.selected.isEmpty)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 375, height: PickerView.defaultRowHeight))
    }

    @Test("A tap on the row below the band selects it and tells the delegate; a drag turns by whole rows")
    func selectionByTouch() {
        let (window, picker, icons) = setUp()
        var finger = Finger(window)
        let middle = picker.frame.midY
        finger.tap(187, middle + PickerView.defaultRowHeight)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(icons.selected == ["Play"])
        finger.time += 1
        finger.down(187, middle + 50)
        finger.move(187, middle - 20)
        finger.move(187, middle - 46)
        finger.up()
        #expect(picker.selectedRow(inComponent: 0) == 4, "96 points up is three rows of 32")
        #expect(icons.selected == ["Play", "Location"])
        finger.time += 1
        finger.down(187, middle)
        finger.move(187, middle + 400)
        finger.up()
        #expect(picker.selectedRow(inComponent: 0) == 0, "the wheel stops at its first row")
    }

    @Test("A reload keeps a selection that still exists and clamps one that does not; no rows is -1")
    func reload() {
        let (window, picker, icons) = setUp()
        defer { withExtendedLifetime(window) {} }
        picker.selectRow(6, inComponent: 0, animated: false)
        icons.names = ["Compose", "Play"]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        icons.names = []
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    @Test("The selected row's title is on screen in the band, and the picker reads as adjustable")
    func rendering() {
        let (window, picker, icons) = setUp()
        defer { withExtendedLifetime(icons) {} }
        picker.selectRow(5, inComponent: 0, animated: false)
        let tree = RenderTreeBuilder().render(window)
        let node = firstNode(in: tree) { $0.attributes.accessibility?.role == "adjustable" }
        #expect(node?.attributes.accessibility?.label == "Search")
        #expect(picker.view(forRow: 5, forComponent: 0)?.frame.midY == picker.bounds.midY)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil, "five rows above the band are off the wheel")
    }
}
