import HTTPServer
import Testing

@testable import SimulatorProtocol

@Suite("REST bodies and errors")
struct APIRequestDecoderTests {
    @Test("Bodies read, empty POST /api/devices counts as {}")
    func bodies() throws {
        #expect(try APIRequestDecoder.createDevice([]) == CreateDeviceRequest())
        #expect(try APIRequestDecoder.createDevice(Array(" \n".utf8)) == CreateDeviceRequest())
        #expect(
            try APIRequestDecoder.createDevice(Array(#"{"profile":"iPhone X"}"#.utf8)).profile == "iPhone X")
        #expect(
            try APIRequestDecoder.shortcutMenu(Array(#"{"bundleIdentifier":"a.b","type":"t"}"#.utf8))
                == ShortcutMenuRequest(bundleIdentifier: "a.b", type: "t"))
        #expect(
            try APIRequestDecoder.settings(Array(#"{"sensitivity":"light"}"#.utf8))
                == SettingsChange(sensitivity: .light))
    }

    @Test(
        "Bad bodies: 400 with a message naming the field",
        arguments: [
            (
                "{", 400,
                "the request body is not a JSON object; send one, with Content-Type: application/json"
            ),
            (
                "[]", 400,
                "the request body is not a JSON object; send one, with Content-Type: application/json"
            ),
            ("", 400, "the request body is empty; send a JSON object (see docs/PROTOCOL.md, REST API)"),
            ("{}", 400, "the request body: the field 'bundleIdentifier' is missing"),
            (
                #"{"bundleIdentifier":3}"#, 400,
                "the request body: the field 'bundleIdentifier' must be a string"
            ),
            (
                #"{"bundleIdentifier":"a","type":false}"#, 400,
                "the request body: the field 'type' must be a string"
            ),
        ])
    func badShortcutBodies(body: String, status: Int, message: String) {
        #expect(throws: APIError.self) { try APIRequestDecoder.shortcutMenu(Array(body.utf8)) }
        do {
            _ = try APIRequestDecoder.shortcutMenu(Array(body.utf8))
        } catch {
            #expect(error.status.code == status)
            #expect(error.message == message)
        }
    }

    @Test("Bad settings bodies")
    func badSettings() {
        for (body, message) in [
            (
                "{}",
                "the request body: give at least one of 'forceTouchEnabled', 'sensitivity' and 'language'"
            ),
            (
                #"{"sensitivity":"max"}"#,
                "the request body: 'sensitivity' is 'max'; use one of light, medium, firm"
            ),
        ] {
            do {
                _ = try APIRequestDecoder.settings(Array(body.utf8))
                Issue.record("\(body) was accepted")
            } catch {
                #expect(error.message == message)
            }
        }
    }

    @Test(
        "Statuses and messages of every API error",
        arguments: [
            (APIError.unknownDevice("9"), 404, "no device with id '9'; GET /api/devices lists them"),
            (
                .unknownApp("com.x", device: "1", suggestion: nil), 404,
                "no app with bundle identifier com.x on device 1; GET /api/devices/1 lists its apps"
            ),
            (
                .unknownAppInBody("com.company.appnam", device: "1", suggestion: "com.company.appname"), 422,
                "no app with bundle identifier com.company.appnam on device 1; did you mean com.company.appname?"
            ),
            (
                .unknownProfile("iPhone 6x", available: ["iPhone 6s", "iPhone X"], suggestion: "iPhone 6s"),
                422,
                "no profile named 'iPhone 6x'; did you mean 'iPhone 6s'? Profiles: iPhone 6s, iPhone X"
            ),
            (
                .unknownShortcutType("x", app: "com.company.appname", available: ["a", "b"]), 422,
                "the menu of com.company.appname has no row of type 'x'; its rows are: a, b"
            ),
            (
                .noQuickActions("chengpei.shortcutDemo"), 422,
                "chengpei.shortcutDemo has no quick actions to show (before an app's first launch only its static items show); launch it once, or choose another app"
            ),
            (
                .noQuickActions("com.example.quiet", launched: true), 422,
                "com.example.quiet has no quick actions to show: its Info.plist declares none and it set no dynamic ones when it ran; choose another app"
            ),
            (.invalidTrace("line 2: x"), 400, "the request body is not a valid trace: line 2: x"),
            (.notFound(path: "/api/x"), 404, "no resource at /api/x; see docs/PROTOCOL.md, REST API"),
            (
                .methodNotAllowed(method: "GET", path: "/api/devices/1/home", allowed: ["POST"]), 405,
                "GET is not allowed on /api/devices/1/home; use POST"
            ),
            (.rejected("no 3D Touch"), 422, "no 3D Touch"),
            (
                .deletedDuringRequest("2"), 404,
                "device '2' was deleted before all of its touches were applied; the rest were dropped"
            ),
            (
                .deletionFailed(device: "2", folder: "/state/devices/2", reason: "Permission denied"), 500,
                "cannot delete device '2': its state folder /state/devices/2 cannot be removed (Permission denied); "
                    + "the device is kept. Check the folder's permissions and try again"
            ),
        ])
    func errors(error: APIError, status: Int, message: String) {
        #expect(error.status.code == status)
        #expect(error.message == message)
    }
}
