import ForceTouch
import Foundation
import Simulator
import SimulatorProtocol
import Springboard
import Synchronization

/// The simulator's per-sample path on the main actor: a page's pointer message decoded, mapped to
/// force, handled by the device, the screen rendered and diffed, and the patch and meter reading
/// encoded. The budget (ours): 500 devices × 120 samples/s on one main actor leaves 16 µs a sample.
@MainActor let simulatorBenchmarks: [Benchmark] = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "forcetouch-bench-\(ProcessInfo.processInfo.processIdentifier)")
    let registry = DeviceRegistry(defaultProfile: .iPhone6s, stateDirectory: folder)
    let bytes = Mutex(0)
    let sink: ClientConnection.Sink = { text in bytes.withLock { $0 &+= text.utf8.count } }

    func pointer(
        _ event: PointerMessage.Event, x: Double, y: Double, pressure: Double, time: Double, probe: Int?
    )
        -> String
    {
        ClientMessage.pointer(
            PointerMessage(
                event: event, pointerId: 2, pointerType: .pen, x: x, y: y, pressure: pressure,
                timeStamp: time,
                probe: probe)
        ).json
    }

    // The page's clock: samples carry real time stamps, as a browser's do.
    let started = ContinuousClock.now
    func pageTime() -> Double {
        let elapsed = started.duration(to: .now)
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
    /// A pen move as the web client writes it (keys sorted), with the time stamp of now.
    func move(x: Double, y: Double, pressure: Double) -> String {
        #"{"buttons":1,"event":"move","pointerId":2,"pointerType":"pen","pressure":\#(pressure),"probe":1,"timeStamp":\#(pageTime()),"type":"pointer","webkitForce":null,"x":\#(x),"y":\#(y)}"#
    }

    // Device 1: a pen resting on an empty part of the home screen, its pressure changing.
    let idle = try! registry.create()
    let idleClient = idle.attach(sink: sink)
    idle.receive(
        text: pointer(.down, x: 40, y: 420, pressure: 0.2, time: pageTime(), probe: nil), from: idleClient)

    // Device 2: a pen hinting on AppSearch's icon (the blur and the lifted icon change each sample;
    // the pressure stays below the peek level).
    let press = try! registry.create()
    let pressClient = press.attach(sink: sink)
    let icon = press.device.homeScreen.iconPlacement(of: "com.company.appname")!.frame
    press.receive(
        text: pointer(.down, x: icon.midX, y: icon.midY, pressure: 0.2, time: pageTime(), probe: nil),
        from: pressClient)
    // Device 3: a pen drawing on TouchCanvas; the stroke is 10,000 samples long before timing
    // starts and keeps growing (a zigzag across the canvas, pressure varying).
    let drawing = try! registry.create()
    let drawingClient = drawing.attach(sink: sink)
    _ = try! drawing.device.launch(bundleIdentifier: "com.example.touchcanvas")
    var drawn = 0
    func drawingMove() -> String {
        drawn += 1
        let column = drawn % 600
        let x = 30 + Double(column < 300 ? column : 600 - column)
        let y = 200 + Double(drawn % 4000) / 10
        return move(x: x, y: y, pressure: 0.2 + Double(drawn % 50) / 100)
    }
    drawing.receive(
        text: pointer(.down, x: 30, y: 200, pressure: 0.2, time: pageTime(), probe: nil), from: drawingClient)
    for _ in 0..<10_000 { drawing.receive(text: drawingMove(), from: drawingClient) }
    var drawingBytes = 0
    let decodeText = pointer(.move, x: 56.98, y: 77.5, pressure: 0.612, time: 48213.57, probe: 17)
    let force = ForceMessage(
        pointerId: 2, force: 2.35, maximumPossibleForce: 20.0 / 3.0, phase: .hint, progress: 0.45,
        source: .pen)

    return [
        Benchmark(
            name: "simulator.decode.pointer", unit: "message", target: "≤ 4 µs",
            operationsPerBatch: 1000,
            runBatch: {
                var total = 0
                for _ in 0..<1000 {
                    if case .pointer(let message) = try! ClientMessage(json: decodeText) {
                        total &+= message.probe ?? 0
                    }
                }
                return total
            },
            meets: { $0.medianNanoseconds <= 4_000 }),
        Benchmark(
            name: "simulator.encode.force", unit: "message", target: "≤ 2 µs",
            operationsPerBatch: 1000,
            runBatch: {
                var total = 0
                for _ in 0..<1000 { total &+= force.json.utf8.count }
                return total
            },
            meets: { $0.medianNanoseconds <= 2_000 }),
        Benchmark(
            name: "simulator.sample.idle", unit: "sample", target: "≤ 16 µs",
            operationsPerBatch: 200,
            runBatch: {
                for index in 0..<200 {
                    idle.receive(
                        text: move(x: 40, y: 420, pressure: index & 1 == 0 ? 0.2 : 0.25), from: idleClient)
                }
                return bytes.withLock { $0 } &+ registry.sessions.count
            },
            meets: { $0.medianNanoseconds <= 16_000 }),
        Benchmark(
            name: "simulator.sample.hint", unit: "sample", target: "≤ 16 µs",
            operationsPerBatch: 200,
            runBatch: {
                for index in 0..<200 {
                    press.receive(
                        text: move(
                            x: icon.midX + Double(index & 1) * 0.5, y: icon.midY,
                            pressure: 0.3 + Double(index % 20) / 100),
                        from: pressClient)
                }
                return bytes.withLock { $0 }
            },
            meets: { $0.medianNanoseconds <= 16_000 }),
        Benchmark(
            name: "simulator.ink.sample.10k", unit: "sample",
            target: "≤ 20 µs and ≤ 1 KB sent a sample, with a stroke of ≥ 10,000 samples",
            operationsPerBatch: 200,
            runBatch: {
                let before = bytes.withLock { $0 }
                for _ in 0..<200 { drawing.receive(text: drawingMove(), from: drawingClient) }
                drawingBytes = bytes.withLock { $0 } &- before
                return drawingBytes &+ drawn
            },
            meets: { $0.medianNanoseconds <= 20_000 && ($0.bytesPerOperation ?? .infinity) <= 1024 },
            bytesPerOperation: { Double(drawingBytes) / 200 }),
    ]
}()
