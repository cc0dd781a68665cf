import Foundation
import Testing

@testable import ForceTouchCLI

@Suite("forcetouch ink: a trace or InkML in, a drawing out")
struct InkCommandTests {
    static func fixture(_ name: String) -> String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/\(name)").path
    }

    static func run(_ arguments: [String], input: String = "") async -> (
        status: Int32, out: String, err: String
    ) {
        let captured = CapturedIO(input: Data(input.utf8))
        let status = await CommandLineTool.main(arguments: ["ink"] + arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    static let usage = """
        usage: forcetouch ink TRACE [--mode width|opacity|both] [--size PT] [--format svg|inkml|json]
               forcetouch ink --from-inkml FILE [--format svg|json]
        see 'forcetouch ink --help'

        """

    @Test("a trace drawn as JSON with force as width and opacity, one stroke per touch")
    func traceAsJSON() async throws {
        let result = await Self.run([
            Self.fixture("ink-two-strokes.jsonl"), "--format", "json", "--mode", "both", "--size", "6",
        ])
        #expect(result.status == 0)
        #expect(result.err == "")
        // The properties that matter, not a snapshot: one stroke per touch with the trace's forces,
        // width and opacity growing with force (up to --size), an outline around every point, and a
        // touch that never moves drawn as a disc of its widest point.
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let strokes = try #require(root["strokes"] as? [[String: Any]])
        #expect(strokes.map { $0["touch"] as? Int } == [1, 2])
        let expectedForces: [[Double]] = [[0.5, 1.5, 3, 5, 2], [1, 0]]
        for (stroke, forces) in zip(strokes, expectedForces) {
            let points = try #require(stroke["points"] as? [[String: Double]])
            #expect(points.map { $0["force"] } == forces)
            let byForce = points.sorted { $0["force"]! < $1["force"]! }
            for (lighter, firmer) in zip(byForce, byForce.dropFirst()) {
                #expect(lighter["width"]! < firmer["width"]!)
                #expect(lighter["opacity"]! < firmer["opacity"]!)
            }
            #expect(points.allSatisfy { $0["width"]! > 0 && $0["width"]! <= 6 && $0["opacity"]! <= 1 })
            let outline = try #require(stroke["outline"] as? [[Double]])
            #expect(outline.count >= 3)
            for point in points {
                #expect(Self.contains(outline, x: point["x"]!, y: point["y"]!), "\(point)")
            }
        }
        let dot = try #require(strokes[1]["points"] as? [[String: Double]])
        let radius = dot.map { $0["width"]! }.max()! / 2
        for vertex in try #require(strokes[1]["outline"] as? [[Double]]) {
            let distance = ((vertex[0] - 60) * (vertex[0] - 60) + (vertex[1] - 40) * (vertex[1] - 40))
                .squareRoot()
            // The polygon circumscribes the disc: its corners lie just outside the circle.
            #expect(distance >= radius - 0.001 && distance <= radius * 1.03, "\(vertex)")
        }
    }

    /// Whether the polygon `outline` holds (`x`, `y`), by the even-odd ray test.
    static func contains(_ outline: [[Double]], x: Double, y: Double) -> Bool {
        var inside = false
        var previous = outline[outline.count - 1]
        for vertex in outline {
            if (vertex[1] > y) != (previous[1] > y),
                x < (previous[0] - vertex[0]) * (y - vertex[1]) / (previous[1] - vertex[1]) + vertex[0]
            {
                inside.toggle()
            }
            previous = vertex
        }
        return inside
    }

    @Test("the default is SVG: one nonzero path per stroke")
    func traceAsSVG() async {
        let result = await Self.run([Self.fixture("ink-two-strokes.jsonl")])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(
            lines[0]
                == #"<svg xmlns="http://www.w3.org/2000/svg" width="55" height="35" viewBox="8 8 55 35">"#)
        #expect(
            lines[1].hasPrefix(
                ##"<path data-touch="1" fill="#000000" fill-rule="nonzero" d="M9.421 11.858L14.856 13.551 "##)
        )
        #expect(
            lines[2]
                == ##"<path data-touch="2" fill="#000000" fill-rule="nonzero" d="M62.266 39.549L61.921 38.716 61.284 38.079 60.451 37.734 59.549 37.734 58.716 38.079 58.079 38.716 57.734 39.549 57.734 40.451 58.079 41.284 58.716 41.921 59.549 42.266 60.451 42.266 61.284 41.921 61.921 41.284 62.266 40.451Z"/>"##
        )
        #expect(lines[3] == "</svg>")
    }

    @Test("standard input, InkML out, and back in through --from-inkml")
    func inkMLRoundTrip() async throws {
        let trace = try String(contentsOfFile: Self.fixture("ink-two-strokes.jsonl"), encoding: .utf8)
        let inkML = await Self.run(["-", "--format", "inkml"], input: trace)
        #expect(inkML.status == 0)
        #expect(
            inkML.out.contains(
                ##"<trace contextRef="#ctx0" brushRef="#brush0" ftk:touch="1">10 10 0.5 0, 20 12 1.5 0.008333, "##
            ))
        let direct = await Self.run(["-", "--format", "json"], input: trace)
        let back = await Self.run(["--from-inkml", "-", "--format", "json"], input: inkML.out)
        #expect(back.status == 0)
        #expect(back.out == direct.out)
    }

    @Test("a pen's InkML (force, time, tilt) draws, the tilted pen broader (×1.245 at about 68°)")
    func penInkML() async {
        let result = await Self.run(["--from-inkml", Self.fixture("ink-pen.inkml"), "--format", "json"])
        #expect(result.status == 0)
        #expect(
            result.out.hasPrefix(
                #"{"strokes":[{"touch":1,"points":[{"x":10,"y":10,"t":0,"force":0.5,"width":5.331,"opacity":1},{"x":15.75,"y":10,"t":0.008333,"force":2,"width":8.404,"opacity":1},{"x":30,"y":12,"t":0.016667,"force":4,"width":10.171,"opacity":1}],"outline":["#
            ))
    }

    @Test("bad input exits 1 naming the place")
    func badInput() async {
        let inkML = Self.fixture("ink-bad.inkml")
        let bad = await Self.run(["--from-inkml", inkML])
        #expect(bad.status == 1)
        #expect(bad.out == "")
        #expect(bad.err == "error: \(inkML):3:20: 'ten' is not a number\n")
        let trace = Self.fixture("bad-nan-force.jsonl")
        let badTrace = await Self.run([trace])
        #expect(badTrace.status == 1)
        #expect(
            badTrace.err
                == "error: \(trace): line 4, field 'force': NaN is not a valid number; write a finite number\n"
        )
    }

    @Test(
        "usage errors exit 2 with the usage",
        arguments: [
            (
                ["--size", "0", "x.jsonl"],
                "error: '0' is not a size; give --size a number of points above 0 and at most 1000\n"
            ),
            (
                ["--format", "png", "x.jsonl"],
                "error: 'png' is not a value of '--format'; use one of: svg, inkml, json\n"
            ),
            ([], "error: missing argument TRACE\n"),
            (["a.jsonl", "b.jsonl"], "error: unexpected argument 'b.jsonl'\n"),
            (
                ["--from-inkml", "a.inkml", "--format", "inkml"],
                "error: --from-inkml prints svg or json; use --format svg or --format json\n"
            ),
            (
                ["--from-inkml", "a.inkml", "--size", "3"],
                "error: --mode and --size do not apply to --from-inkml (the file declares its brushes)\n"
            ),
        ])
    func usageErrors(arguments: [String], message: String) async {
        let result = await Self.run(arguments)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == message + Self.usage)
    }

    @Test("a path that cannot be read exits 2")
    func unreadable() async {
        let result = await Self.run(["/nonexistent/trace.jsonl"])
        #expect(result.status == 2)
        #expect(result.err == "error: cannot read '/nonexistent/trace.jsonl': no such file\n")
    }

    @Test("--help describes the command")
    func help() async {
        let result = await Self.run(["--help"])
        #expect(result.status == 0)
        #expect(
            result.out.hasPrefix(
                "usage: forcetouch ink TRACE [--mode width|opacity|both] [--size PT] [--format svg|inkml|json]\n"
                    + "       forcetouch ink --from-inkml FILE [--format svg|json]\n\n"
                    + "Draw a touch trace (or an InkML file) with pressure and print SVG, InkML or JSON.\n"))
        #expect(result.out.contains("  --from-inkml FILE"))
    }
}
