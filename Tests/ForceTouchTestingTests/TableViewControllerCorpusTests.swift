import ForceTouchTesting
import Foundation
import Springboard
import TestSupport
import Testing
import UIKit

/// The corpus's `UITableViewController` app (Xcode's master-detail shape) on a TestDevice: rows from
/// the overridden data source, selection cleared on return, peek and pop of any row.
@MainActor
@Suite("Corpus UITableViewController, on a TestDevice")
struct TableViewControllerCorpusTests {
    func launchedRecipes() throws -> (TestDevice, RecipesTableViewController) {
        let app = try AppBundle(infoPlist: Fixture.plist("Recipes"), delegate: RecipesAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? RecipesAppDelegate)
        return (device, try #require(delegate.recipesViewController))
    }

    @Test("The overridden data source fills the table; a tap pushes the detail; back clears the selection")
    func rowsAndSelection() throws {
        let (device, recipes) = try launchedRecipes()
        for name in recipes.recipes { #expect(device.screenText.contains(name)) }
        #expect(recipes.tableView.dataSource === recipes)

        try device.tap(at: try device.point(ofText: "Shakshuka"))
        device.advance(by: 1)
        let navigation = try #require(recipes.navigationController)
        #expect((navigation.topViewController as? RecipeDetailViewController)?.recipe == "Shakshuka")
        #expect(device.screenText.contains("How to make Shakshuka"))
        #expect(recipes.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))

        navigation.popViewController(animated: false)
        device.advance(by: 1)
        #expect(recipes.tableView.indexPathForSelectedRow == nil)
        #expect(device.diagnostics.isEmpty)
    }

    @Test("Random presses on random rows: only a pop commits, and it shows that row's recipe")
    func randomPresses() throws {
        let seed: UInt64 = 0x7AB1_E5EE_D003
        var random = SplitMix64(seed: seed)
        let (device, recipes) = try launchedRecipes()
        let navigation = try #require(recipes.navigationController)
        let stages: [PressStage] = [.hint, .peek, .pop]
        var expected: [String] = []
        for round in 0..<12 {
            let name = recipes.recipes[random.below(recipes.recipes.count)]
            let stage = stages[random.below(stages.count)]
            try device.forcePress(at: try device.point(ofText: name), reaching: stage)
            try device.liftFinger()
            device.advance(by: 1)
            if stage == .pop {
                expected.append(name)
                let top = navigation.topViewController as? RecipeDetailViewController
                #expect(top?.recipe == name, "seed \(seed), round \(round): popped \(name)")
                navigation.popViewController(animated: false)
                device.advance(by: 1)
            } else {
                #expect(navigation.topViewController === recipes, "seed \(seed), round \(round): \(stage)")
            }
            #expect(device.preview == nil, "seed \(seed), round \(round)")
        }
        #expect(recipes.committed == expected, "seed \(seed)")
        #expect(device.diagnostics.isEmpty, "seed \(seed)")
    }

    @Test("A nib name is reported as a misuse, and the controller still gets a plain view")
    func nibNameIsReported() throws {
        let (device, recipes) = try launchedRecipes()
        let fromNib = UIViewController(nibName: "RecipeDetail", bundle: nil)
        #expect(fromNib.nibName == "RecipeDetail")
        recipes.navigationController?.pushViewController(fromNib, animated: false)
        device.advance(by: 1)
        #expect(fromNib.isViewLoaded)
        let messages = device.diagnostics.map(\.message)
        #expect(
            messages.contains { $0.contains("init(nibName: \"RecipeDetail\"") && $0.contains("loadView()") })
    }
}
