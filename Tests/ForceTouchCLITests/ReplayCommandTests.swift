import Foundation
import Testing

@testable import ForceTouchCLI

@Suite("forcetouch replay: a trace in, one line per transition out")
struct ReplayCommandTests {
    static func fixture(_ name: String) -> String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/\(name).jsonl").path
    }

    static func run(_ arguments: [String], input: String = "") async -> (
        status: Int32, out: String, err: String
    ) {
        let captured = CapturedIO(input: Data(input.utf8))
        let status = await CommandLineTool.main(arguments: ["replay"] + arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    @Test("a press on a mail row hints, peeks, pops and ends (text)")
    func peekAndPopText() async {
        let result = await Self.run([Self.fixture("peek-and-pop")])
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(
            result.out == """
                0.158333  hint       force 1.0107  (from possible, touch 1)
                0.425000  peek       force 4.0486  (from hint, touch 1)
                0.550000  pop        force 5.3975  (from peek, touch 1)
                1.300000  ended      force 1.2889  (from pop, touch 1)

                """)
    }

    @Test(
        "each sensitivity moves the transitions (JSON)",
        arguments: [
            (
                "light",
                """
                {"t":0.125,"phase":"hint","force":0.7641,"from":"possible","id":1}
                {"t":0.341667,"phase":"peek","force":3.0146,"from":"hint","id":1}
                {"t":0.425,"phase":"pop","force":4.0486,"from":"peek","id":1}
                {"t":1.3,"phase":"ended","force":1.2889,"from":"pop","id":1}

                """
            ),
            (
                "medium",
                """
                {"t":0.158333,"phase":"hint","force":1.0107,"from":"possible","id":1}
                {"t":0.425,"phase":"peek","force":4.0486,"from":"hint","id":1}
                {"t":0.55,"phase":"pop","force":5.3975,"from":"peek","id":1}
                {"t":1.3,"phase":"ended","force":1.2889,"from":"pop","id":1}

                """
            ),
            (
                "firm",
                """
                {"t":0.183333,"phase":"hint","force":1.2327,"from":"possible","id":1}
                {"t":0.491667,"phase":"peek","force":4.8173,"from":"hint","id":1}
                {"t":1.3,"phase":"ended","force":1.2889,"from":"peek","id":1}

                """
            ),
        ])
    func sensitivities(sensitivity: String, expected: String) async {
        let result = await Self.run([
            Self.fixture("peek-and-pop"), "--sensitivity", sensitivity, "--format", "json",
        ])
        #expect(result.status == 0)
        #expect(result.out == expected)
    }

    @Test("a tap ends, a scroll cancels, a light press hints then ends")
    func tapScrollHint() async {
        let result = await Self.run([Self.fixture("tap-scroll-hint"), "--format", "json"])
        #expect(result.status == 0)
        #expect(
            result.out == """
                {"t":0.09,"phase":"ended","force":0.526,"from":"possible","id":1}
                {"t":0.583333,"phase":"cancelled","force":1.6,"from":"possible","id":2}
                {"t":1.333333,"phase":"hint","force":1.0291,"from":"possible","id":3}
                {"t":1.716667,"phase":"ended","force":2.7995,"from":"hint","id":3}

                """)
    }

    @Test("without 3D Touch a 0.5 s hold reports hint then peek; with it, a forceless hold just ends")
    func longPress() async {
        let off = await Self.run([
            Self.fixture("long-press"), "--capability", "unavailable", "--format", "json",
        ])
        #expect(off.status == 0)
        #expect(
            off.out == """
                {"t":0.5,"phase":"hint","force":0,"from":"possible","id":1}
                {"t":0.5,"phase":"peek","force":0,"from":"hint","id":1}
                {"t":0.816667,"phase":"ended","force":0,"from":"peek","id":1}

                """)
        let on = await Self.run([Self.fixture("long-press"), "--capability", "available"])
        #expect(on.out == "0.816667  ended      force 0.0000  (from possible, touch 1)\n")
    }

    @Test("'-' reads the trace from standard input")
    func standardInput() async throws {
        let text = try String(contentsOfFile: Self.fixture("tap-scroll-hint"), encoding: .utf8)
        let fromStdin = await Self.run(["-"], input: text)
        let fromFile = await Self.run([Self.fixture("tap-scroll-hint")])
        #expect(fromStdin.status == 0)
        #expect(fromStdin.out == fromFile.out)
        #expect(!fromStdin.out.isEmpty)
    }

    @Test("a malformed trace file: exit 1, one line naming the file, line and field")
    func badTraceFile() async {
        let path = Self.fixture("bad-nan-force")
        let result = await Self.run([path])
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(
            result.err
                == "error: \(path): line 4, field 'force': NaN is not a valid number; write a finite number\n"
        )
    }

    @Test(
        "malformed traces on standard input: exit 1 with the exact message",
        arguments: [
            (
                "not json at all",
                "error: <stdin>: line 1, column 1: not JSON: unexpected 'n', expected a value"
            ),
            (
                "{\"forcetouch-trace\":1,\"maximumPossibleForce\":6.666667}\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2}",
                "error: <stdin>: line 2, field 'force': missing; every sample needs t, id, phase, x, y and force"
            ),
            (
                "{\"forcetouch-trace\":1,\"maximumPossibleForce\":6.666667}\n{\"t\":0,\"id\":1,\"phase\":\"moved\",\"x\":1,\"y\":2,\"force\":1}",
                "error: <stdin>: line 2, field 'phase': touch 1 is 'moved' before it began; its first sample must be 'began'"
            ),
            (
                "{\"forcetouch-trace\":1,\"maximumPossibleForce\":6.666667}\n{\"t\":1,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":1}\n{\"t\":0.5,\"id\":1,\"phase\":\"ended\",\"x\":1,\"y\":2,\"force\":0}",
                "error: <stdin>: line 3, field 't': time goes backwards (0.5 after 1 on line 2); samples must be in time order"
            ),
            (
                "{\"forcetouch-trace\":1,\"maximumPossibleForce\":6.666667}\n{\"t\":0,\"id\":1,\"phase\":\"tapped\",\"x\":1,\"y\":2,\"force\":1}",
                "error: <stdin>: line 2, field 'phase': unknown phase 'tapped'; use one of began, moved, stationary, ended, cancelled"
            ),
            (
                "{\"forcetouch-trace\":1,\"maximumPossibleForce\":6.666667}\n{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":-1}",
                "error: <stdin>: line 2, field 'force': -1 is negative; force is 0 or more"
            ),
            (
                "{\"forcetouch-trace\":1,\"maximumPossibleForce\":6.666667}\n{\"t\":\"0\",\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2,\"force\":1}",
                "error: <stdin>: line 2, field 't': expected a number, found a string"
            ),
            (
                "{\"forcetouch-trace\":3}",
                "error: <stdin>: line 1, field 'forcetouch-trace': unsupported trace version 3; this reader reads version 1"
            ),
            (
                "",
                "error: <stdin>: line 1: the trace is empty; its first line must be a header such as {\"forcetouch-trace\":1,\"maximumPossibleForce\":6.666667}"
            ),
        ])
    func badTraces(input: String, message: String) async {
        let result = await Self.run(["-"], input: input)
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(result.err == message + "\n")
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ([], "error: missing argument TRACE"),
            (["a.jsonl", "b.jsonl"], "error: unexpected argument 'b.jsonl'"),
            (
                ["-", "--sensitivity", "hard"],
                "error: 'hard' is not a value of '--sensitivity'; use one of: light, medium, firm"
            ),
            (
                ["-", "--capability", "on"],
                "error: 'on' is not a value of '--capability'; use one of: available, unavailable"
            ),
            (["-", "--format", "xml"], "error: 'xml' is not a value of '--format'; use one of: text, json"),
            (
                ["-", "--sensitivty", "firm"],
                "error: unknown option '--sensitivty'; did you mean '--sensitivity'?"
            ),
        ])
    func usageErrors(arguments: [String], firstLine: String) async {
        let result = await Self.run(arguments)
        #expect(result.status == 2)
        #expect(result.err.split(separator: "\n").first.map(String.init) == firstLine)
        #expect(result.err.contains("usage: forcetouch replay TRACE"))
    }

    @Test("a path that cannot be read exits 2 and says why")
    func unreadablePath() async {
        let missing = await Self.run(["/nonexistent/trace.jsonl"])
        #expect(missing.status == 2)
        #expect(missing.err == "error: cannot read '/nonexistent/trace.jsonl': no such file\n")
        let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
        let isDirectory = await Self.run([directory])
        #expect(isDirectory.status == 2)
        #expect(
            isDirectory.err == "error: cannot read '\(directory)': it is a directory; give a trace file\n")
    }

    @Test("--help explains the command and lists its options; the tool lists replay")
    func help() async {
        let result = await Self.run(["--help"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("usage: forcetouch replay TRACE [--sensitivity light|medium|firm]"))
        #expect(result.out.contains("--capability available|unavailable"))
        #expect(result.out.contains("'-' reads standard input"))
        let captured = CapturedIO()
        _ = await CommandLineTool.main(arguments: ["--help"], io: captured.io)
        let line = captured.output.split(separator: "\n").first { $0.hasPrefix("  replay ") }
        #expect(
            line?.hasSuffix(
                "  Replay a touch trace through the force press recognizer and print its transitions.")
                == true)
    }
}
