import Foundation
import Testing
import TouchKit

@MainActor
@Suite("ApplicationNotificationCenter")
struct ApplicationNotificationCenterTests {
    let go = Notification.Name("go")
    let stop = Notification.Name("stop")

    @Test("Observers hear matching names in the order they were added")
    func order() {
        let center = ApplicationNotificationCenter()
        var heard: [String] = []
        center.addObserver(forName: go) { _ in heard.append("a") }
        center.addObserver(forName: nil) { note in heard.append("any:\(note.name.rawValue)") }
        center.addObserver(forName: stop) { _ in heard.append("stop") }
        center.post(name: go)
        #expect(heard == ["a", "any:go"])
        #expect(center.observerCount == 3)
    }

    @Test("The object filter matches by identity; userInfo arrives")
    func objectFilter() {
        final class Sender {}
        let center = ApplicationNotificationCenter()
        let mine = Sender()
        var values: [Int] = []
        center.addObserver(forName: go, object: mine) { note in
            values.append(note.userInfo?["n"] as? Int ?? -1)
        }
        center.post(name: go, object: Sender(), userInfo: ["n": 1])
        center.post(name: go, object: mine, userInfo: ["n": 2])
        center.post(name: go, object: nil, userInfo: ["n": 3])
        #expect(values == [2])
    }

    @Test(
        "Removing stops delivery, even during a post; an observer added during a post waits for the next one")
    func removeDuringPost() {
        let center = ApplicationNotificationCenter()
        var heard: [String] = []
        var second: ApplicationNotificationCenter.Observation?
        center.addObserver(forName: go) { _ in
            heard.append("first")
            if let second { center.removeObserver(second) }
            center.addObserver(forName: self.go) { _ in heard.append("late") }
        }
        second = center.addObserver(forName: go) { _ in heard.append("second") }
        center.post(name: go)
        #expect(heard == ["first"])
        center.post(name: go)
        #expect(heard == ["first", "first", "late"])
        #expect(second != nil && second == second)
    }
}
