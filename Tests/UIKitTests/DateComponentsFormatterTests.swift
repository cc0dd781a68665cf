import Foundation
import Testing
import UIKit

// A chat list's "5 minutes ago" labels, as a 3D Touch sample writes them: the largest non-zero unit of
// the time since a message, in full style.

/// The chat list's helper: the time since `date` in its largest non-zero unit, or nil.
private func timeAgo(since date: Date, now: Date) -> String? {
    let components = Calendar.current.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: date, to: now)
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = .full
    if let year = components.year, year != 0 {
        formatter.allowedUnits = .year
    } else if let month = components.month, month != 0 {
        formatter.allowedUnits = .month
    } else if let day = components.day, day != 0 {
        formatter.allowedUnits = .day
    } else if let hour = components.hour, hour != 0 {
        formatter.allowedUnits = .hour
    } else if let minute = components.minute, minute != 0 {
        formatter.allowedUnits = .minute
    } else {
        formatter.allowedUnits = .second
    }
    formatter.referenceDate = date
    return formatter.string(from: components).map { "\($0) ago" }
}

@Suite("DateComponentsFormatter in Foundation's stead: Apple's documented output")
struct DateComponentsFormatterTests {
    @Test(
        "10,000 seconds in hours, minutes and seconds, in each style, as Apple's documentation shows",
        arguments: [
            (DateComponentsFormatter.UnitsStyle.positional, "2:46:40"),
            (.abbreviated, "2h 46m 40s"),
            (.short, "2 hr, 46 min, 40 sec"),
            (.full, "2 hours, 46 minutes, 40 seconds"),
            (.spellOut, "two hours, forty-six minutes, forty seconds"),
            (.brief, "2hr 46min 40sec"),
        ])
    func documentedStyles(style: DateComponentsFormatter.UnitsStyle, expected: String) {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 10_000) == expected)
    }

    @Test("The chat list's labels: the largest non-zero unit, singular and plural")
    func chatList() {
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        #expect(timeAgo(since: now.addingTimeInterval(-5), now: now) == "5 seconds ago")
        #expect(timeAgo(since: now.addingTimeInterval(-60), now: now) == "1 minute ago")
        #expect(timeAgo(since: now.addingTimeInterval(-(3 * 3600 + 59 * 60)), now: now) == "3 hours ago")
        #expect(timeAgo(since: now.addingTimeInterval(-(2 * 86_400 + 7)), now: now) == "2 days ago")
    }

    @Test("Components convert into the allowed units; zeros drop; a unit limit keeps the largest")
    func conversion() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.allowedUnits = .minute
        var components = DateComponents()
        components.hour = 2
        components.minute = 5
        components.second = 59
        #expect(formatter.string(from: components) == "125 minutes")
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 3_600) == "1 hour")
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 3_725) == "1 hour")
        formatter.unitsStyle = .positional
        formatter.maximumUnitCount = 0
        #expect(formatter.string(from: 40) == "0:40")
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 40) == "0:00:40")
    }

    @Test("Nothing to write in gives nil, not a crash")
    func badInput() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = .era
        #expect(formatter.string(from: 10) == nil)
        formatter.allowedUnits = .second
        #expect(formatter.string(from: .infinity) == nil)
    }

    @Test("Without a reference date, a message two minutes old reads \"2 minutes\" (the sample's own path)")
    func nowRelative() {
        let minutes = Measurement(value: 2, unit: UnitDuration.minutes)
        let sent = Date() - minutes.converted(to: UnitDuration.seconds).value
        let components = Calendar.current.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: sent, to: Date())
        #expect(components.minute == 2)
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.allowedUnits = .minute
        #expect(formatter.string(from: components) == "2 minutes")
    }
}
