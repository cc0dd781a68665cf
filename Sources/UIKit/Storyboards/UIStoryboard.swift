public import Foundation
public import Storyboards
import Synchronization
public import TouchKit

/// UIKit's `UIStoryboardSegue`: TouchKit's `StoryboardSegue` (`identifier`, `source`, `destination`,
/// `perform()`).
public typealias UIStoryboardSegue = StoryboardSegue

/// UIKit's `UIStoryboard`: an Interface Builder storyboard of the app, whose scenes it makes into
/// live controllers and views (docs/Storyboards.md).
///
/// Matches UIKit: `init(name:bundle:)` finds `name.storyboard` in the bundle (nil: the running app's
/// folder, the one its Info.plist is in, else `Bundle.main`); `instantiateInitialViewController()`
/// and `instantiateViewController(withIdentifier:)` make a scene's controller — its class from
/// `customClass` through the app's `ForceTouchRegistry` (`init?(coder:)`), its view when it is first
/// used, outlets and actions connected, `awakeFromNib()` called, segues ready. Differs: UIKit raises
/// an exception for a missing storyboard, an unreadable one or an unknown identifier; here the
/// problem is reported as the app's `InterfaceMisuse.storyboard` diagnostic (UIKit's wording), kept in
/// `problems`, and the call returns nil (the initial controller) or a plain controller (an
/// identifier), so one bad scene does not stop the device. The storyboard is read from its XML
/// source (`.storyboard`), never from Xcode's compiled `.storyboardc`.
@MainActor
open class UIStoryboard {
    /// The storyboard's name, without the extension (`Main`).
    public let name: String
    /// The document as read, nil when it could not be found or read.
    public let document: StoryboardDocument?
    /// What went wrong making controllers from it (a missing file, an unknown class, an element not
    /// built), oldest first: each is also reported as the app's diagnostic.
    public internal(set) var problems: [String] = []
    /// The reader's warnings about the document (`file:line:column: warning: …`).
    public var diagnostics: [StoryboardDiagnostic] { document?.diagnostics ?? [] }

    lazy var instantiator = StoryboardInstantiator(storyboard: self, document: document!)

    /// The storyboard named `name` in `bundle` (`init(name:bundle:)`); nil is the running app's
    /// folder. It is looked for as `name.storyboard`, beside the Info.plist, in `Base.lproj`, or
    /// anywhere below (an Xcode project keeps it with the sources). A storyboard that cannot be found
    /// or read is reported ("Could not find a storyboard named 'X' in bundle …") and gives no
    /// controllers.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let folders = Self.searchFolders(for: storyboardBundleOrNil)
        self.init(
            name: name, searching: folders,
            describedAs: storyboardBundleOrNil?.bundlePath ?? folders.first?.path ?? "the main bundle")
    }

    /// The storyboard named `name` in the first of `folders` that has it; `place` names them in the
    /// message when none does.
    init(name: String, searching folders: [URL], describedAs place: String) {
        self.name = name
        guard let url = Self.find(name, in: folders) else {
            document = nil
            report(
                "Could not find a storyboard named '\(name)' in bundle \(place) (on iOS this is an exception); "
                    + "no controllers were made. Add \(name).storyboard to the app's folder.")
            return
        }
        var read: StoryboardDocument?
        var failure: String?
        do {
            let data = try Data(contentsOf: url)
            read = try StoryboardReader.read(data: data, name: url.lastPathComponent)
        } catch let error as StoryboardReadError {
            failure = error.description
        } catch {
            failure = "\(url.path): \(error.localizedDescription)"
        }
        document = read
        if let failure {
            report("The storyboard '\(name)' could not be read: \(failure); no controllers were made.")
        }
    }

    /// A storyboard made from a document already read (for tests and tools; UIKit has no such
    /// initializer): `name` is the document's name without its extension.
    public init(document: StoryboardDocument) {
        self.name = (document.name as NSString).deletingPathExtension
        self.document = document
    }

    /// Makes the storyboard's initial view controller (`instantiateInitialViewController()`), or nil
    /// when it has none (no `initialViewController`, as UIKit answers).
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// Makes the initial view controller with `creator` (iOS 13's
    /// `instantiateInitialViewController(creator:)`): `creator` gets the coder and returns the
    /// controller (your `init?(coder:…)` with extra arguments), or nil for the storyboard's own.
    open func instantiateInitialViewController(
        creator: (@MainActor (NSCoder) -> UIViewController?)?
    ) -> UIViewController? {
        guard let object = document?.initialViewControllerObject else { return nil }
        return instantiator.controller(for: object, creator: creator)
    }

    /// Makes the controller whose Storyboard ID is `identifier`
    /// (`instantiateViewController(withIdentifier:)`). Differs: an identifier no scene has is reported
    /// ("Storyboard … doesn't contain a view controller with identifier …", an exception on iOS) and a
    /// plain controller is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    /// Makes the controller whose Storyboard ID is `identifier` with `creator` (iOS 13's
    /// `instantiateViewController(identifier:creator:)`, `creator` nil by default); nil from `creator`
    /// makes the storyboard's own.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: (@MainActor (NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let object = document?.viewController(withStoryboardIdentifier: identifier) else {
            report(
                "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)' "
                    + "(on iOS this is an exception); a plain view controller was returned.")
            return Self.fallback(ViewController.self)
        }
        var general: (@MainActor (NSCoder) -> UIViewController?)?
        if let creator {
            general = { coder -> UIViewController? in creator(coder) }
        }
        let made = instantiator.controller(for: object, creator: general)
        if let made = made as? ViewController { return made }
        report(
            "The scene with identifier '\(identifier)' in storyboard \(name) made a \(type(of: made)), "
                + "not a \(ViewController.self); a plain one was returned.")
        return Self.fallback(ViewController.self)
    }

    /// A controller of `type` made as a storyboard makes one, for an identifier no scene has.
    private static func fallback<ViewController: UIViewController>(_ type: ViewController.Type)
        -> ViewController
    {
        type.init(coder: StoryboardCoder(object: nil))
            ?? {
                fatalError("\(type).init(coder:) failed for a storyboard identifier no scene has")
            }()
    }

    /// Keeps `problem` and reports it as the running app's diagnostic.
    func report(_ problem: String) {
        problems.append(problem)
        let misuse = InterfaceMisuse.storyboard(detail: problem)
        if let application = Application.current {
            application.report(.interfaceMisuse(misuse))
        } else {
            Window.reportUnhosted(misuse)
        }
    }

    // MARK: Finding the file

    /// The app folders registered by `AppBundle`, by bundle identifier.
    nonisolated static let appFolders = Mutex<[String: [URL]]>([:])

    /// Where a storyboard of `bundle` (nil: the running app's) is looked for.
    static func searchFolders(for bundle: Bundle?) -> [URL] {
        if let bundle {
            return [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        }
        if let identifier = Application.current?.bundleIdentifier,
            let folders = appFolders.withLock({ $0[identifier] })
        {
            return folders
        }
        return [Bundle.main.resourceURL, Bundle.main.bundleURL].compactMap { $0 }
    }

    /// `name.storyboard` in the first folder that has it: the folder, its `Base.lproj`, then anywhere
    /// below (8 levels at most, hidden folders and `.build` skipped).
    static func find(_ name: String, in folders: [URL]) -> URL? {
        let fileName = name.hasSuffix(".storyboard") ? name : name + ".storyboard"
        let manager = FileManager.default
        for folder in folders {
            for candidate in [
                folder.appendingPathComponent(fileName),
                folder.appendingPathComponent("Base.lproj").appendingPathComponent(fileName),
            ]
            where manager.fileExists(atPath: candidate.path) {
                return candidate
            }
        }
        for folder in folders {
            if let found = search(fileName, in: folder, depth: 8) { return found }
        }
        return nil
    }

    private static func search(_ fileName: String, in folder: URL, depth: Int) -> URL? {
        guard depth > 0,
            let entries = try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return nil }
        let sorted = entries.sorted { $0.lastPathComponent < $1.lastPathComponent }
        if let file = sorted.first(where: { $0.lastPathComponent == fileName }) { return file }
        for entry in sorted where entry.lastPathComponent != ".build" {
            let isDirectory = (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            if isDirectory, let found = search(fileName, in: entry, depth: depth - 1) { return found }
        }
        return nil
    }
}

extension ViewController {
    /// UIKit's `storyboard`: the storyboard the controller was made from, nil for one made in code.
    public var storyboard: UIStoryboard? { storyboardStorage as? UIStoryboard }
}
