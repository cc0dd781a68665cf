import ForceTouchTesting
import Foundation
import Testing
import UIKit

// Corpus: an item editor in the shape Apple's quick-action sample uses to edit a shortcut — a
// grouped static table whose cells pin text fields to their content view's edges and a picker to
// its layout margins (Fixtures/ItemEditor/Main.storyboard), pushed onto a navigation controller.

class ItemEditorViewController: UITableViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var pickerView: UIPickerView!
    var titleField: UITextField!
    let icons = ["Compose", "Play", "Pause", "Add", "Location", "Search", "Share"]
    var layoutPasses = 0

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = "Play"
        pickerView.selectRow(1, inComponent: 0, animated: false)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        icons.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    {
        icons[row]
    }
}

@MainActor let itemEditorRegistry = ForceTouchRegistry(classes: [
    ForceTouchRegistry.Class(
        name: "ItemEditorViewController", superclassName: "UITableViewController",
        type: ItemEditorViewController.self,
        make: { coder in ItemEditorViewController(coder: coder) },
        outlets: [
            "pickerView": { object, value in
                (object as! ItemEditorViewController).pickerView = value as? UIPickerView
            },
            "titleField": { object, value in
                (object as! ItemEditorViewController).titleField = value as? UITextField
            },
        ],
        actions: [:])
])

/// A static form's cells lay out once, as UIKit lays them out: the picker pinned to its cell's
/// margins gets its frame from the cell's real size, and the layout pass that follows a push ends.
@MainActor
@Suite("UIStoryboard: a static form whose cells pin their controls with Auto Layout")
struct UIStoryboardStaticFormTests {
    func pushedEditor(on model: String = "iPhone 6s") throws -> (TestDevice, UIView, ItemEditorViewController)
    {
        ForceTouchRegistry.install(itemEditorRegistry)
        let app = try AppBundle(infoPlist: Fixture.plist("ItemEditor"), delegate: SingleViewAppDelegate.self)
        let device = try TestDevice(model: model)
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let window = try #require(device.keyWindow)
        window.layoutIfNeeded()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let storyboard = try #require(navigation.storyboard)
        let editor = try #require(
            storyboard.instantiateViewController(withIdentifier: "ItemEditor") as? ItemEditorViewController)
        navigation.pushViewController(editor, animated: false)
        window.layoutIfNeeded()
        return (device, window, editor)
    }

    @Test("pushing the editor lays out its static cells, the picker inside its cell's margins")
    func pickerInsideMargins() throws {
        LayoutEngine.log.removeAll()
        let (device, _, editor) = try pushedEditor()
        let picker = try #require(editor.pickerView)
        let content = try #require(picker.superview)
        #expect(content.bounds.width == 375)
        // The cell's own height from the storyboard (123), not the table's 44.
        #expect(content.bounds.height == 123)
        #expect(content.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        // leadingMargin/trailingMargin: the content view's 16-point side margins on a 375-point
        // table; top: topMargin + 6; bottom: bottomMargin.
        #expect(picker.frame.minX == content.layoutMargins.left)
        #expect(picker.frame.maxX == content.bounds.width - content.layoutMargins.right)
        #expect(picker.frame.minY == content.layoutMargins.top + 6)
        #expect(picker.frame.maxY == content.bounds.height - content.layoutMargins.bottom)
        let field = try #require(editor.titleField)
        #expect(field.frame.minX == 15)
        #expect(field.frame.minY == 7)
        #expect(field.frame.width == 345)
        #expect(device.screenText.contains("Play"))
        #expect(LayoutEngine.log.isEmpty, "no unsatisfiable constraints: \(LayoutEngine.log)")
    }

    @Test("on an iPhone 8 Plus the cell's side margins are 20 points, and the picker follows them")
    func plusMargins() throws {
        let (_, _, editor) = try pushedEditor(on: "iPhone 8 Plus")
        let picker = try #require(editor.pickerView)
        #expect(picker.frame == CGRect(x: 20, y: 17, width: 374, height: 95))
        #expect(editor.view.layoutMargins.left == 20)
    }

    @Test("the layout pass settles: the controller's view lays out a few times, not once per nested pass")
    func layoutSettles() throws {
        let (_, window, editor) = try pushedEditor()
        #expect(editor.layoutPasses <= 3, "\(editor.layoutPasses) passes")
        let picker = try #require(editor.pickerView)
        let before = picker.frame
        editor.layoutPasses = 0
        editor.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(picker.frame == before)
        #expect(editor.layoutPasses == 1)
    }
}
