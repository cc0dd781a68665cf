#!/usr/bin/env python3
"""Writes a 20-file iOS app as Xcode 16 writes a new project (a synchronized folder, Swift 5), for
the `forcetouch build` benchmark (Benchmarks/Build/run.sh).

    Benchmarks/Build/make-app.py FOLDER [--screens N]

The app is shaped like the public apps docs/YourApp.md lists: an `@UIApplicationMain` application
delegate handling quick actions (static, dynamic, cold and warm), a model kept in user defaults, and for each of N screens (default 6) a table
view controller with peek and pop and an iOS 13 context menu, a cell class and a detail view
controller. 2 + 3 × 6 = 20 Swift files, about 1,100 lines. Each screen's code differs in its names
and numbers, so the compiler does real work for each file.
"""

import argparse
import os

PBXPROJ = """// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {
		B0000000000000000000A001 /* Shelf.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shelf.app; sourceTree = BUILT_PRODUCTS_DIR; };
		B0000000000000000000A002 /* Shelf */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = Shelf;
			sourceTree = "<group>";
		};
		B0000000000000000000A003 = {
			isa = PBXGroup;
			children = (
				B0000000000000000000A002 /* Shelf */,
				B0000000000000000000A004 /* Products */,
			);
			sourceTree = "<group>";
		};
		B0000000000000000000A004 /* Products */ = {
			isa = PBXGroup;
			children = (
				B0000000000000000000A001 /* Shelf.app */,
			);
			name = Products;
			sourceTree = "<group>";
		};
		B0000000000000000000A005 /* Shelf */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = B0000000000000000000A006 /* Build configuration list for PBXNativeTarget "Shelf" */;
			buildPhases = (
			);
			buildRules = (
			);
			dependencies = (
			);
			fileSystemSynchronizedGroups = (
				B0000000000000000000A002 /* Shelf */,
			);
			name = Shelf;
			productName = Shelf;
			productReference = B0000000000000000000A001 /* Shelf.app */;
			productType = "com.apple.product-type.application";
		};
		B0000000000000000000A007 /* Project object */ = {
			isa = PBXProject;
			attributes = {
				BuildIndependentTargetsInParallel = 1;
				LastSwiftUpdateCheck = 1600;
				LastUpgradeCheck = 1600;
			};
			buildConfigurationList = B0000000000000000000A008 /* Build configuration list for PBXProject "Shelf" */;
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = B0000000000000000000A003;
			minimizedProjectReferenceProxies = 1;
			preferredProjectObjectVersion = 77;
			productRefGroup = B0000000000000000000A004 /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				B0000000000000000000A005 /* Shelf */,
			);
		};
		B0000000000000000000A009 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				IPHONEOS_DEPLOYMENT_TARGET = 13.0;
				SDKROOT = iphoneos;
				SWIFT_VERSION = 5.0;
			};
			name = Debug;
		};
		B0000000000000000000A00A /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				GENERATE_INFOPLIST_FILE = YES;
				INFOPLIST_FILE = Shelf/Info.plist;
				MARKETING_VERSION = 1.0;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.shelf;
				PRODUCT_NAME = "$(TARGET_NAME)";
				SWIFT_VERSION = 5.0;
			};
			name = Debug;
		};
		B0000000000000000000A006 /* Build configuration list for PBXNativeTarget "Shelf" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				B0000000000000000000A00A /* Debug */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Debug;
		};
		B0000000000000000000A008 /* Build configuration list for PBXProject "Shelf" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				B0000000000000000000A009 /* Debug */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Debug;
		};
	};
	rootObject = B0000000000000000000A007 /* Project object */;
}
"""

INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>UIApplicationShortcutItems</key>
	<array>
{items}	</array>
</dict>
</plist>
"""

SHORTCUT = """		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>$(PRODUCT_BUNDLE_IDENTIFIER).open-{key}</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>{title}</string>
			<key>UIApplicationShortcutItemIconType</key>
			<string>UIApplicationShortcutIconTypeBookmark</string>
		</dict>
"""


def screen_names(count):
    words = ["Books", "Films", "Albums", "Games", "Plants", "Recipes", "Trips", "Notes", "Tools", "Wines"]
    return [words[i % len(words)] + ("" if i < len(words) else str(i)) for i in range(count)]


def app_delegate(names):
    cases = "\n".join(
        f'        case "open-{n.lower()}": show(screen: {i}); return true' for i, n in enumerate(names))
    screens = ", ".join(f"{n}ViewController()" for n in names)
    return f"""\
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {{

    var window: UIWindow?
    private var navigation: UINavigationController?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {{
        let navigation = UINavigationController(rootViewController: {names[0]}ViewController())
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        self.navigation = navigation
        application.shortcutItems = Library.shared.recentShortcuts()
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {{
            _ = handle(item)
            return false
        }}
        return true
    }}

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {{
        completionHandler(handle(shortcutItem))
    }}

    private func handle(_ item: UIApplicationShortcutItem) -> Bool {{
        let suffix = item.type.components(separatedBy: ".").last ?? ""
        switch suffix {{
{cases}
        default: return false
        }}
    }}

    private func show(screen: Int) {{
        let screens: [UIViewController] = [{screens}]
        guard screens.indices.contains(screen) else {{ return }}
        navigation?.popToRootViewController(animated: false)
        navigation?.pushViewController(screens[screen], animated: false)
    }}
}}
"""


def model(names):
    kinds = "\n".join(f"    case {n.lower()}" for n in names)
    titles = "\n".join(f'        case .{n.lower()}: return "{n}"' for n in names)
    return f"""\
import UIKit

/// A thing on the shelf.
struct ShelfItem: Codable, Equatable {{
    var title: String
    var detail: String
    var rating: Int
    var kind: Kind

    enum Kind: String, Codable, CaseIterable {{
{kinds}

        var title: String {{
            switch self {{
{titles}
            }}
        }}
    }}
}}

/// Every item, kept in user defaults.
final class Library {{
    static let shared = Library()
    private let defaults = UserDefaults.standard
    private(set) var items: [ShelfItem] = []

    init() {{
        if let data = defaults.data(forKey: "items"), let saved = try? JSONDecoder().decode([ShelfItem].self, from: data) {{
            items = saved
        }} else {{
            items = ShelfItem.Kind.allCases.flatMap {{ kind in
                (1...12).map {{ ShelfItem(title: "\\(kind.title) \\($0)", detail: "Number \\($0) of the \\(kind.rawValue)", rating: $0 % 5 + 1, kind: kind) }}
            }}
        }}
    }}

    func items(of kind: ShelfItem.Kind) -> [ShelfItem] {{
        return items.filter {{ $0.kind == kind }}
    }}

    func remove(_ item: ShelfItem) {{
        items.removeAll {{ $0 == item }}
        save()
    }}

    func save() {{
        if let data = try? JSONEncoder().encode(items) {{
            defaults.set(data, forKey: "items")
        }}
    }}

    func recentShortcuts() -> [UIApplicationShortcutItem] {{
        return items.prefix(2).map {{ item in
            UIApplicationShortcutItem(type: "com.example.shelf.open-\\(item.kind.rawValue)", localizedTitle: item.title, localizedSubtitle: item.kind.title, icon: UIApplicationShortcutIcon(type: .favorite), userInfo: ["title": item.title as NSString])
        }}
    }}
}}
"""


def list_controller(name, index):
    kind = name.lower()
    return f"""\
import UIKit

class {name}ViewController: UITableViewController, UIViewControllerPreviewingDelegate, UIContextMenuInteractionDelegate {{

    private var items: [ShelfItem] = []

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "{name}"
        items = Library.shared.items(of: .{kind})
        tableView.register({name}Cell.self, forCellReuseIdentifier: {name}Cell.identifier)
        tableView.rowHeight = {44 + index * 2}
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add(_:)))
        if traitCollection.forceTouchCapability == .available {{
            registerForPreviewing(with: self, sourceView: tableView)
        }}
    }}

    @objc func add(_ sender: UIBarButtonItem) {{
        let item = ShelfItem(title: "New {name} \\(items.count + 1)", detail: "Added", rating: {index % 5 + 1}, kind: .{kind})
        items.insert(item, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }}

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {{
        return 1
    }}

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        return items.count
    }}

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {{
        return "\\(items.count) {kind}"
    }}

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: {name}Cell.identifier, for: indexPath) as! {name}Cell
        cell.configure(with: items[indexPath.row])
        return cell
    }}

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        tableView.deselectRow(at: indexPath, animated: true)
        show({name}DetailViewController(item: items[indexPath.row]), sender: self)
    }}

    // MARK: - Peek and pop

    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {{
        guard let indexPath = tableView.indexPathForRow(at: location) else {{ return nil }}
        previewingContext.sourceRect = tableView.rectForRow(at: indexPath)
        let detail = {name}DetailViewController(item: items[indexPath.row])
        detail.preferredContentSize = CGSize(width: 0, height: {300 + index * 10})
        return detail
    }}

    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {{
        show(viewControllerToCommit, sender: self)
    }}

    // MARK: - Context menus

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {{
        let item = items[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: {{
            return {name}DetailViewController(item: item)
        }}, actionProvider: {{ _ in
            let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) {{ _ in
                UIPasteboard.general.string = item.title
            }}
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {{ _ in
                Library.shared.remove(item)
                self.items.remove(at: indexPath.row)
                self.tableView.deleteRows(at: [indexPath], with: .automatic)
            }}
            return UIMenu(title: "", children: [copy, delete])
        }})
    }}

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {{
        return nil
    }}
}}
"""


def cell(name, index):
    return f"""\
import UIKit

class {name}Cell: UITableViewCell {{

    static let identifier = "{name}Cell"

    private let ratingLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {{
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        ratingLabel.font = UIFont.systemFont(ofSize: {13 + index % 4})
        ratingLabel.textColor = .secondaryLabel
        accessoryView = ratingLabel
        accessoryType = .disclosureIndicator
    }}

    required init?(coder aDecoder: NSCoder) {{
        fatalError("init(coder:) has not been implemented")
    }}

    func configure(with item: ShelfItem) {{
        textLabel?.text = item.title
        detailTextLabel?.text = item.detail
        ratingLabel.text = String(repeating: "★", count: item.rating)
        ratingLabel.sizeToFit()
    }}

    override func prepareForReuse() {{
        super.prepareForReuse()
        ratingLabel.text = nil
    }}
}}
"""


def detail(name, index):
    return f"""\
import UIKit

class {name}DetailViewController: UIViewController {{

    let item: ShelfItem
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let slider = UISlider()

    init(item: ShelfItem) {{
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }}

    required init?(coder aDecoder: NSCoder) {{
        fatalError("init(coder:) has not been implemented")
    }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = item.title
        titleLabel.text = item.title
        titleLabel.font = UIFont.boldSystemFont(ofSize: {24 + index % 3})
        detailLabel.text = item.detail
        detailLabel.numberOfLines = 0
        slider.minimumValue = 1
        slider.maximumValue = 5
        slider.value = Float(item.rating)
        slider.addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [titleLabel, detailLabel, slider])
        stack.axis = .vertical
        stack.spacing = {8 + index}
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: {16 + index}),
        ])
    }}

    @objc func ratingChanged(_ sender: UISlider) {{
        detailLabel.text = "\\(item.detail), rated \\(Int(sender.value.rounded()))"
    }}

    override var previewActionItems: [UIPreviewActionItem] {{
        let like = UIPreviewAction(title: "Like", style: .default) {{ _, _ in }}
        let remove = UIPreviewAction(title: "Remove", style: .destructive) {{ [item] _, _ in
            Library.shared.remove(item)
        }}
        return [like, remove]
    }}
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--screens", type=int, default=6)
    arguments = parser.parse_args()
    names = screen_names(arguments.screens)
    root = arguments.folder
    source = os.path.join(root, "Shelf")
    os.makedirs(os.path.join(root, "Shelf.xcodeproj"), exist_ok=True)
    os.makedirs(source, exist_ok=True)
    files = {
        "Shelf.xcodeproj/project.pbxproj": PBXPROJ,
        "Shelf/Info.plist": INFO_PLIST.format(
            items="".join(SHORTCUT.format(key=n.lower(), title=f"Open {n}") for n in names[:4])),
        "Shelf/AppDelegate.swift": app_delegate(names),
        "Shelf/Library.swift": model(names),
    }
    for index, name in enumerate(names):
        files[f"Shelf/{name}ViewController.swift"] = list_controller(name, index)
        files[f"Shelf/{name}Cell.swift"] = cell(name, index)
        files[f"Shelf/{name}DetailViewController.swift"] = detail(name, index)
    for path, text in files.items():
        with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
            handle.write(text)
    swift = sorted(p for p in files if p.endswith(".swift"))
    print(f"make-app: {len(swift)} Swift files, "
          f"{sum(files[p].count(chr(10)) for p in swift)} lines, in {root}")


if __name__ == "__main__":
    main()
