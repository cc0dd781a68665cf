public import Foundation

/// Formats a quantity of time ("2 hours, 46 minutes"), as Foundation's `DateComponentsFormatter`,
/// which swift-corelibs-foundation marks unavailable ("Not supported in swift-corelibs-foundation").
///
/// This module provides it in Foundation's stead: a file that imports UIKit finds this class (a
/// name declared here shadows Foundation's), and the port pass makes a Foundation-only file that
/// names it import UIKit (docs/PortPass.md, `foundation-substitute`). Built: the six unit styles in
/// English, with Apple's documented output for 10,000 seconds in hours, minutes and seconds
/// (`positional` "2:46:40", `abbreviated` "2h 46m 40s", `short` "2 hr, 46 min, 40 sec", `full`
/// "2 hours, 46 minutes, 40 seconds", `spellOut` "two hours, forty-six minutes, forty seconds",
/// `brief` "2hr 46min 40sec"); `allowedUnits` (components convert into the allowed units through
/// the calendar from `referenceDate`, as Apple's does, and smaller leftovers are dropped);
/// `maximumUnitCount`; `zeroFormattingBehavior` `.dropAll` (the default outside positional) and
/// `.pad`. Differs from Apple: English only (no `calendar.locale`), no `allowsFractionalUnits`,
/// `collapsesLargestUnit`, `includesApproximationPhrase` or `includesTimeRemainingPhrase`, and not a
/// `Formatter` subclass.
open class DateComponentsFormatter {
    /// How units are written (`DateComponentsFormatter.UnitsStyle`), with Apple's raw values.
    public enum UnitsStyle: Int, Sendable, Hashable, CaseIterable {
        /// "2:46:40".
        case positional = 0
        /// "2h 46m 40s".
        case abbreviated = 1
        /// "2 hr, 46 min, 40 sec".
        case short = 2
        /// "2 hours, 46 minutes, 40 seconds".
        case full = 3
        /// "two hours, forty-six minutes, forty seconds".
        case spellOut = 4
        /// "2hr 46min 40sec".
        case brief = 5
    }

    /// How zero-valued units are treated (`DateComponentsFormatter.ZeroFormattingBehavior`).
    public struct ZeroFormattingBehavior: OptionSet, Sendable, Hashable {
        /// The raw bits, Apple's.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The style's default: `.dropAll`, or for positional leading zeros dropped (`.default`).
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Leading zero units dropped (`.dropLeading`).
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between others dropped (`.dropMiddle`).
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Trailing zero units dropped (`.dropTrailing`).
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit dropped (`.dropAll`).
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units kept, positional ones after the first padded to two digits (`.pad`: "0:00:40").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// How units are written (`unitsStyle`; `.positional` by default, as Apple's).
    open var unitsStyle: UnitsStyle = .positional
    /// The units the output may use (`allowedUnits`); empty (the default) means years through
    /// seconds, as Apple's.
    open var allowedUnits: NSCalendar.Unit = []
    /// At most this many non-zero units, largest first (`maximumUnitCount`; 0, the default, for no
    /// limit).
    open var maximumUnitCount = 0
    /// How zero-valued units are treated (`zeroFormattingBehavior`).
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The calendar components are converted with (`calendar`; the current one by default).
    open var calendar: Calendar? = nil
    /// The date that components are added to when converting between units (`referenceDate`; now
    /// when nil, as Apple's).
    open var referenceDate: Date? = nil

    /// A formatter with Apple's defaults (`init()`).
    public init() {}

    private static let units: [(unit: NSCalendar.Unit, component: Calendar.Component)] = [
        (.year, .year), (.month, .month), (.weekOfMonth, .weekOfMonth), (.day, .day), (.hour, .hour),
        (.minute, .minute), (.second, .second),
    ]

    /// The components as text (`string(from:)`); nil when no allowed unit can express them (an
    /// `allowedUnits` naming none of years, months, weeks, days, hours, minutes and seconds).
    open func string(from components: DateComponents) -> String? {
        let allowed =
            allowedUnits.isEmpty
            ? NSCalendar.Unit([.year, .month, .day, .hour, .minute, .second]) : allowedUnits
        let used = Self.units.filter { allowed.contains($0.unit) }
        guard !used.isEmpty else { return nil }
        let calendar = self.calendar ?? Calendar.current
        let start = referenceDate ?? Date()
        guard let end = calendar.date(byAdding: components, to: start) else { return nil }
        let converted = calendar.dateComponents(Set(used.map(\.component)), from: start, to: end)
        var values = used.map { (component: $0.component, value: converted.value(for: $0.component) ?? 0) }
        return format(&values)
    }

    /// `interval` seconds as text (`string(from:)`).
    open func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(interval))
    }

    /// The time from `startDate` to `endDate` as text (`string(from:to:)`).
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let calendar = self.calendar ?? Calendar.current
        let allowed =
            allowedUnits.isEmpty
            ? NSCalendar.Unit([.year, .month, .day, .hour, .minute, .second]) : allowedUnits
        let used = Self.units.filter { allowed.contains($0.unit) }
        guard !used.isEmpty else { return nil }
        let components = calendar.dateComponents(Set(used.map(\.component)), from: startDate, to: endDate)
        var values = used.map { (component: $0.component, value: components.value(for: $0.component) ?? 0) }
        return format(&values)
    }

    private func format(_ values: inout [(component: Calendar.Component, value: Int)]) -> String? {
        let negative = values.contains { $0.value < 0 }
        let pads = zeroFormattingBehavior.contains(.pad)
        if unitsStyle == .positional {
            if !pads, let first = values.firstIndex(where: { $0.value != 0 }) {
                values.removeFirst(min(first, max(0, values.count - 2)))
            }
        } else if !pads {
            let kept = values.filter { $0.value != 0 }
            values = kept.isEmpty ? [values[values.count - 1]] : kept
        }
        if maximumUnitCount > 0, values.count > maximumUnitCount {
            values = Array(values.prefix(maximumUnitCount))
        }
        if unitsStyle == .positional {
            let parts = values.enumerated().map { index, entry -> String in
                let number = abs(entry.value)
                return index == 0 ? String(number) : (number < 10 ? "0\(number)" : String(number))
            }
            return (negative ? "-" : "") + parts.joined(separator: ":")
        }
        let parts = values.map { Self.phrase(abs($0.value), $0.component, unitsStyle) }
        let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        return (negative ? "-" : "") + parts.joined(separator: separator)
    }

    /// One unit's text in `style`: English, as Apple's en locale writes it.
    private static func phrase(_ value: Int, _ component: Calendar.Component, _ style: UnitsStyle) -> String {
        let one = value == 1
        let full: (String, String)
        let short: (String, String)
        let abbreviated: String
        switch component {
        case .year: (full, short, abbreviated) = (("year", "years"), ("yr", "yrs"), "y")
        case .month: (full, short, abbreviated) = (("month", "months"), ("mth", "mths"), "mo")
        case .weekOfMonth: (full, short, abbreviated) = (("week", "weeks"), ("wk", "wks"), "w")
        case .day: (full, short, abbreviated) = (("day", "days"), ("day", "days"), "d")
        case .hour: (full, short, abbreviated) = (("hour", "hours"), ("hr", "hr"), "h")
        case .minute: (full, short, abbreviated) = (("minute", "minutes"), ("min", "min"), "m")
        default: (full, short, abbreviated) = (("second", "seconds"), ("sec", "sec"), "s")
        }
        switch style {
        case .abbreviated: return "\(value)\(abbreviated)"
        case .brief: return "\(value)\(one ? short.0 : short.1)"
        case .short: return "\(value) \(one ? short.0 : short.1)"
        case .spellOut:
            let spelled = spellOut.string(from: NSNumber(value: value)) ?? String(value)
            return "\(spelled) \(one ? full.0 : full.1)"
        case .full, .positional: return "\(value) \(one ? full.0 : full.1)"
        }
    }

    nonisolated(unsafe) private static let spellOut: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        return formatter
    }()
}
