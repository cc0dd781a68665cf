import ForceTouch
import Foundation
import TouchKit

/// A 30-row list that previews every row: seed 003's master list, for the previewing benchmarks.
@MainActor
final class BenchmarkPreviewList: ViewController, TableViewDataSource, PreviewingDelegate {
    let table = TableView()

    override func loadView() {
        table.dataSource = self
        view = table
    }

    override func viewDidLoad() {
        registerForPreviewing(with: self, sourceView: table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Item \(indexPath.row + 1)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func previewingContext(
        _ previewingContext: PreviewingContext, viewControllerForLocation location: CGPoint
    )
        -> ViewController?
    {
        guard let indexPath = table.indexPathForRow(at: location), let cell = table.cellForRow(at: indexPath)
        else { return nil }
        previewingContext.sourceRect = cell.frame
        let detail = ViewController()
        detail.title = "Item \(indexPath.row + 1)"
        return detail
    }

    func previewingContext(
        _ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController
    ) {
        show(viewControllerToCommit, sender: self)
    }
}

/// The previewing benchmarks: a force sample during the hint through the window's recognizers, the
/// presentation (the blur follows force) and a render with its diff, as the simulator does per sample.
@MainActor
let previewingBenchmarks: [Benchmark] = {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenTraitCollection = TraitCollection(forceTouchCapability: .available, displayScale: 2)
    window.rootViewController = NavigationController(rootViewController: BenchmarkPreviewList())
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let builder = RenderTreeBuilder()
    var tree = builder.render(window)
    var time = 0.0
    let point = CGPoint(x: 180, y: 152)
    // Press row 2 into the hint; forces between 1.5 and 3.5 keep it there (the peek needs 4).
    window.send(TouchSample(id: 1, phase: .began, location: point, timestamp: time, force: 0.5))
    for step in 1...15 {
        time += 1.0 / 60
        window.send(
            TouchSample(id: 1, phase: .moved, location: point, timestamp: time, force: CGFloat(step) * 0.15))
    }
    precondition(window.previewState?.phase == .hint, "the benchmark press did not reach the hint")
    tree = builder.render(window)
    var sampleIndex = 0
    let hintSample = Benchmark(
        name: "previewing.hint.sample", unit: "force sample (recognizer, presentation, render + diff)",
        target: "≤ 20 µs median", operationsPerBatch: 100,
        runBatch: {
            MainActor.assumeIsolated {
                var mutations = 0
                for _ in 0..<100 {
                    sampleIndex += 1
                    time += 1.0 / 60
                    let force = 1.5 + CGFloat(sampleIndex % 41) * 0.05
                    window.send(
                        TouchSample(id: 1, phase: .moved, location: point, timestamp: time, force: force))
                    let next = builder.render(window)
                    mutations += RenderNode.diff(from: tree, to: next).count
                    tree = next
                }
                precondition(window.previewState?.phase == .hint, "the benchmark press left the hint")
                return mutations
            }
        },
        meets: { $0.medianNanoseconds <= 20_000 })
    return [hintSample]
}()
