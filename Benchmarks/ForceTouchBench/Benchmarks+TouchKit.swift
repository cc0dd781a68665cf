import ForceTouch
import Foundation
import TouchKit

/// A view that takes touches and counts them, like an app's custom control.
@MainActor
final class BenchmarkTouchView: View {
    var count = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { count &+= 1 }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { count &+= 2 }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { count &+= 3 }
}

/// A shown window holding 200 views: 10 columns of 4 rows of cards, each card with 4 children
/// (200 = 10 + 40 + 150 leaves and cards), a tap recognizer on every card, a pan on the root.
@MainActor
func touchKitBenchmarkWindow() -> (Window, [CGPoint]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenTraitCollection = TraitCollection(forceTouchCapability: .available, displayScale: 2)
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.addGestureRecognizer(PanGestureRecognizer())
    var targets: [CGPoint] = []
    var made = 0
    for column in 0..<10 {
        let strip = View(frame: CGRect(x: CGFloat(column) * 37.5, y: 0, width: 37.5, height: 667))
        root.view.addSubview(strip)
        made += 1
        for row in 0..<4 {
            let card = BenchmarkTouchView(
                frame: CGRect(x: 0, y: CGFloat(row) * 160 + 20, width: 37.5, height: 150))
            card.addGestureRecognizer(TapGestureRecognizer())
            strip.addSubview(card)
            made += 1
            for leaf in 0..<4 where made < 200 {
                let label = Label(frame: CGRect(x: 2, y: CGFloat(leaf) * 36, width: 33, height: 30))
                label.text = "\(column).\(row).\(leaf)"
                label.isUserInteractionEnabled = leaf % 2 == 0
                card.addSubview(label)
                made += 1
                targets.append(card.convert(CGPoint(x: 10, y: CGFloat(leaf) * 36 + 10), to: nil))
            }
        }
    }
    window.layoutIfNeeded()
    return (window, targets)
}

/// A table data source with `count` rows whose texts can change.
@MainActor
final class BenchmarkRows: TableViewDataSource {
    var texts: [String]

    init(count: Int) {
        texts = (0..<count).map { "Row \($0)" }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = texts[indexPath.row]
        cell.detailTextLabel?.text = "detail"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// The TouchKit module's benchmarks. `Benchmark` closures are not isolated; main.swift runs them
/// on the main thread, so each one asserts the main actor.
@MainActor
let touchKitBenchmarks: [Benchmark] = {
    let (window, targets) = touchKitBenchmarkWindow()
    let touchesPerBatch = 200
    var time = 0.0
    let dispatch = Benchmark(
        name: "touchkit.dispatch.200-views", unit: "sample (hit test at began, recognizers, view)",
        target: "≤ 1 µs median per sample", operationsPerBatch: touchesPerBatch * 3,
        runBatch: {
            MainActor.assumeIsolated {
                var sent = 0
                for index in 0..<touchesPerBatch {
                    let point = targets[index % targets.count]
                    time += 0.01
                    window.send(TouchSample(id: 1, phase: .began, location: point, timestamp: time, force: 1))
                    time += 0.008
                    window.send(
                        TouchSample(id: 1, phase: .moved, location: point, timestamp: time, force: 2.5))
                    time += 0.3
                    if window.send(
                        TouchSample(id: 1, phase: .ended, location: point, timestamp: time, force: 0))
                    {
                        sent += 1
                    }
                }
                return sent
            }
        },
        meets: { $0.medianNanoseconds <= 1_000 })
    let hitTest = Benchmark(
        name: "touchkit.hittest.200-views", unit: "hit test", target: "≤ 1 µs median (ours)",
        operationsPerBatch: targets.count,
        runBatch: {
            MainActor.assumeIsolated {
                var found = 0
                for point in targets where window.hitTest(point, with: nil) != nil { found += 1 }
                return found
            }
        },
        meets: { $0.medianNanoseconds <= 1_000 })

    let tableWindow = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    tableWindow.screenTraitCollection = TraitCollection(forceTouchCapability: .available, displayScale: 2)
    tableWindow.makeKeyAndVisible()
    let rows = BenchmarkRows(count: 200)
    // Tall enough that all 200 rows have cells: the tree holds every row (about 1,400 nodes).
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200 * 44))
    table.dataSource = rows
    tableWindow.addSubview(table)
    let builder = RenderTreeBuilder()
    var tree = builder.render(tableWindow)
    var changes = 0
    let renderDiff = Benchmark(
        name: "touchkit.render.table-200.row-change", unit: "row change (render + diff)",
        target: "≤ 50 µs median", operationsPerBatch: 100,
        runBatch: {
            MainActor.assumeIsolated {
                var mutations = 0
                for _ in 0..<100 {
                    changes += 1
                    let row = changes % 200
                    table.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text =
                        "Row \(row) #\(changes)"
                    let next = builder.render(tableWindow)
                    mutations += RenderNode.diff(from: tree, to: next).count
                    tree = next
                }
                return mutations
            }
        },
        meets: { $0.medianNanoseconds <= 50_000 })
    return [dispatch, hitTest, renderDiff]
}()
