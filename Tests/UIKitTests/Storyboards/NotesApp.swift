import UIKit

// Corpus: Xcode 11's Master-Detail App template with scenes, reduced to a navigation controller,
// a table of prototype cells and a detail scene (Fixtures/MasterDetail/Main.storyboard), after the
// port pass; `notesRegistry` is what `RegistryGenerator` writes for these classes.

class NotesAppDelegate: UIResponder, UIApplicationDelegate {}

class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

class MasterViewController: UITableViewController {
    var notes = ["Groceries", "Ideas", "Travel"]
    var counts = [3, 12, 0]
    var selected: [String] = []

    func insertNote(_ sender: Any) {
        notes.insert("New note", at: 0)
        counts.insert(0, at: 0)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == notes.count {
            let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
            cell.noteLabel.text = "Total"
            (cell.viewWithTag(5) as? UILabel)?.text = "\(counts.reduce(0, +))"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row]
        cell.detailTextLabel?.text = "\(counts[indexPath.row]) items"
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showDetail", let cell = sender as? UITableViewCell,
            let indexPath = tableView.indexPath(for: cell),
            let detail = segue.destination as? DetailViewController
        else { return }
        selected.append(notes[indexPath.row])
        detail.detailItem = notes[indexPath.row]
    }
}

class NoteCell: UITableViewCell {
    var noteLabel: UILabel!
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = noteLabel != nil
    }
}

/// A subtitle-style prototype with its own class, as AppChat's `ChatTableViewCell`: the storyboard
/// makes it through `init?(coder:)`, and its rows fill the built-in `detailTextLabel`.
class SharedNoteCell: UITableViewCell {
    func configure(sharer: String, ago: String) {
        textLabel?.text = "Shared by \(sharer)"
        detailTextLabel?.text = ago
    }
}

class DetailViewController: UIViewController {
    var detailDescriptionLabel: UILabel!
    var detailItem: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        detailDescriptionLabel.text = detailItem ?? "Nothing selected"
    }
}

@MainActor let notesRegistry = ForceTouchRegistry(classes: [
    ForceTouchRegistry.Class(
        name: "MasterViewController", superclassName: "UITableViewController",
        type: MasterViewController.self,
        make: { coder in MasterViewController(coder: coder) }, outlets: [:],
        actions: [
            "insertNote:": { object, sender, event in
                ForceTouchRegistry.ignoreResult((object as! MasterViewController).insertNote(sender as Any))
            }
        ]),
    ForceTouchRegistry.Class(
        name: "NoteCell", superclassName: "UITableViewCell", type: NoteCell.self,
        make: { coder in NoteCell(coder: coder) },
        outlets: ["noteLabel": { object, value in (object as! NoteCell).noteLabel = value as? UILabel }],
        actions: [:]),
    ForceTouchRegistry.Class(
        name: "SharedNoteCell", superclassName: "UITableViewCell", type: SharedNoteCell.self,
        make: { coder in SharedNoteCell(coder: coder) }, outlets: [:], actions: [:]),
    ForceTouchRegistry.Class(
        name: "DetailViewController", superclassName: "UIViewController", type: DetailViewController.self,
        make: { coder in DetailViewController(coder: coder) },
        outlets: [
            "detailDescriptionLabel": { object, value in
                (object as! DetailViewController).detailDescriptionLabel = value as? UILabel
            }
        ],
        actions: [:]),
])

/// The fixtures' folders and Info.plists.
enum Fixture {
    static func folder(_ app: String) -> URL {
        Bundle.module.url(forResource: "Fixtures/\(app)", withExtension: nil)
            ?? Bundle.module.bundleURL.appendingPathComponent("Fixtures/\(app)")
    }

    static func plist(_ app: String) -> URL { folder(app).appendingPathComponent("Info.plist") }
}
