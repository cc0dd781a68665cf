// forcetouch-bench: `swift run -c release forcetouch-bench [--seconds S] [--filter NAME]`
// Prints one JSON document with every benchmark's figures. Figures go to BENCHMARKS.md.
import Foundation

/// Every benchmark, gathered from the `Benchmarks+<Module>.swift` files.
let all: [Benchmark] =
    []
    + quickActionsBenchmarks
    // Each module's file appends its cases here, one line each.
    + forceTouchBenchmarks
    + httpServerBenchmarks
    + touchKitBenchmarks
    + springboardBenchmarks
    + simulatorBenchmarks
    + previewingBenchmarks
    + inkBenchmarks
    + cassowaryBenchmarks
    + propertyListsBenchmarks
    + hostileBenchmarks

var seconds = 1.0
var filter: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--seconds": seconds = arguments.next().flatMap(Double.init) ?? seconds
    case "--filter": filter = arguments.next()
    case "--write-openstep-project":
        // The generated project.pbxproj the openstep benchmarks read, for the Python peers.
        guard let path = arguments.next() else { exit(2) }
        try Data(OpenStepBenchmarkProject.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        exit(0)
    case "--list":
        for benchmark in all { print(benchmark.name) }
        exit(0)
    default:
        FileHandle.standardError.write(
            Data(
                "usage: forcetouch-bench [--seconds S] [--filter SUBSTRING] [--list] [--write-openstep-project PATH]\n"
                    .utf8))
        exit(2)
    }
}

#if DEBUG
    FileHandle.standardError.write(
        Data("warning: a debug build; run `swift run -c release forcetouch-bench` for real figures\n".utf8))
#endif

let results = all.filter { filter == nil || $0.name.contains(filter!) }.map { $0.run(seconds: seconds) }
struct Report: Encodable {
    var configuration: String
    var benchmarks: [Benchmark.Result]
}
#if DEBUG
    let configuration = "debug"
#else
    let configuration = "release"
#endif
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(
    String(
        decoding: try encoder.encode(Report(configuration: configuration, benchmarks: results)), as: UTF8.self
    ))
