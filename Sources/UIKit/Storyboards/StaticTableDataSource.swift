import Foundation
import Storyboards
import TouchKit

/// A static table's rows (`dataMode="static"`): the storyboard's own cells, by section.
@MainActor
final class StaticTableDataSource: TableViewDataSource {
    struct Section {
        var header: String?
        var footer: String?
        var cells: [TableViewCell]
    }

    let sections: [Section]

    init(sections: [Section]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].cells.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        sections[indexPath.section].cells[indexPath.row]
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }
}
