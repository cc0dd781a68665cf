import ForceTouch
import Foundation
import PropertyLists
import Simulator
import SimulatorProtocol

/// What hostile inputs cost to refuse: the timings the debug-build tests used to bound with a wall
/// clock (`PropertyListReaderHostileTests`, `HostileInputTests.attributeFlood`,
/// `TouchScriptTests.hostilePhase`). The tests now bound the work the readers count
/// (`WorkMeter`, deterministic); the time itself is measured here, in a release build.
@MainActor let hostileBenchmarks: [Benchmark] = [
    Benchmark(
        name: "hostile.plist.attributeFlood", unit: "document",
        target: "≤ 100 ms (200,000 attributes on <plist>, 2.4 MB, refused)",
        operationsPerBatch: 1,
        runBatch: { HostileInputs.refusalLength(HostileInputs.attributeFlood) },
        meets: { $0.medianNanoseconds <= 100_000_000 }),
    Benchmark(
        name: "hostile.plist.binaryShared200", unit: "document",
        target: "≤ 1 ms (arrays shared 2^200 ways, refused before decoding)",
        operationsPerBatch: 10,
        runBatch: {
            (0..<10).reduce(0) { sum, _ in sum + HostileInputs.refusalLength(HostileInputs.shared200) }
        },
        meets: { $0.medianNanoseconds <= 1_000_000 }),
    Benchmark(
        name: "hostile.plist.binaryNested300", unit: "document",
        target: "≤ 1 ms (arrays shared 2^300 ways, 300 deep, refused for depth)",
        operationsPerBatch: 10,
        runBatch: {
            (0..<10).reduce(0) { sum, _ in sum + HostileInputs.refusalLength(HostileInputs.shared300) }
        },
        meets: { $0.medianNanoseconds <= 1_000_000 }),
    Benchmark(
        name: "hostile.plist.damagedBinary", unit: "document",
        target: "≤ 100 µs (a damaged binary Info.plist, seed 14, read or refused)",
        operationsPerBatch: HostileInputs.damaged.count,
        runBatch: {
            HostileInputs.damaged.reduce(0) { sum, data in
                sum + ((try? PropertyListReader.read(data)) == nil ? 1 : 2)
            }
        },
        meets: { $0.medianNanoseconds <= 100_000 }),
    Benchmark(
        name: "hostile.touches.megabytePhase", unit: "body",
        target: "≤ 4× reading a valid body of the same size (hostile.touches.megabyteHeader)",
        operationsPerBatch: 1,
        runBatch: {
            do throws(APIError) {
                _ = try TouchScript.samples(in: HostileInputs.megabytePhase, maximumPossibleForce: 20.0 / 3.0)
                fatalError("a megabyte-long phase was accepted")
            } catch {
                return error.message.utf8.count
            }
        },
        meets: { _ in true }),
    Benchmark(
        name: "hostile.touches.megabyteHeader", unit: "body",
        target: "the baseline: a valid body holding a megabyte in a header field",
        operationsPerBatch: 1,
        runBatch: {
            (try? TouchScript.samples(in: HostileInputs.megabyteHeader, maximumPossibleForce: 20.0 / 3.0))?
                .count ?? 0
        },
        meets: { _ in true }),
]

/// The hostile documents, built once (the same ones the tests read).
enum HostileInputs {
    /// `<plist>` with 200,000 attributes (what `forcetouch lint` once spent 12.5 s on).
    static let attributeFlood = Data(
        ("<?xml version=\"1.0\"?>\n<plist" + (0..<200_000).map { " a\($0)=\"\"" }.joined()
            + "><dict/></plist>")
            .utf8)
    /// Binary plists whose arrays refer to the next one twice.
    static let shared200 = binaryNested(200, shared: true)
    static let shared300 = binaryNested(300, shared: true)
    /// 200 damaged copies of a binary Info.plist (seed 14, as `PropertyListReaderHostileTests`).
    static let damaged: [Data] = {
        let object: [String: Any] = [
            "CFBundleIdentifier": "com.example.damaged", "Count": 42, "Ratio": 0.25, "Flag": true,
            "UIApplicationShortcutItems": [
                [
                    "UIApplicationShortcutItemType": "com.example.search",
                    "UIApplicationShortcutItemTitle": "Search",
                ]
            ],
        ]
        guard
            let original = try? [UInt8](
                PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
        else { fatalError("Foundation could not write a binary plist") }
        var state: UInt64 = 14
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        return (0..<200).map { _ in
            var bytes = original
            for _ in 0..<(1 + next() % 4) {
                let at = 8 + next() % (bytes.count - 8)
                switch next() % 3 {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: next())
                case 1: bytes[at] ^= 1 << UInt8(next() % 8)
                default: bytes.remove(at: at)
                }
            }
            return Data(bytes)
        }
    }()
    /// A touch script whose phase is a megabyte of `x`.
    static let megabytePhase =
        #"{"t":0,"id":1,"phase":""# + String(repeating: "x", count: 1 << 20) + #"","x":60,"y":90,"force":0}"#
    /// A valid touch script of the same size (the megabyte in a header field).
    static let megabyteHeader =
        #"{"forcetouch-trace":1,"maximumPossibleForce":6.666667,"note":""#
        + String(repeating: "x", count: 1 << 20)
        + "\"}\n" + #"{"t":0,"id":1,"phase":"began","x":60,"y":90,"force":0}"#

    /// The length of the message `data` is refused with; stops the run when it reads.
    static func refusalLength(_ data: Data) -> Int {
        do throws(PropertyListReadError) {
            _ = try PropertyListReader.read(data)
            fatalError("a hostile plist was read")
        } catch {
            return error.message.utf8.count
        }
    }

    /// `depth` arrays, each holding the next (twice when `shared`), exactly as
    /// `PropertyListReaderHostileTests.binaryNested` builds them (four-byte references and offsets).
    static func binaryNested(_ depth: Int, shared: Bool) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        func reference(_ value: Int) -> [UInt8] { (0..<4).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
        for level in 0..<depth {
            offsets.append(bytes.count)
            if level == depth - 1 {
                bytes += [0xA0]
            } else {
                bytes +=
                    shared
                    ? [0xA2] + reference(level + 1) + reference(level + 1) : [0xA1] + reference(level + 1)
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += reference(offset) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4]
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
        bytes += eight(offsets.count) + eight(0) + eight(table)
        return Data(bytes)
    }
}
