/// A column of the tableau: a user's variable or one of the variables the solver adds.
///
/// Packed in one integer, the solver's running number shifted left by two and the kind in the low
/// bits, so rows keep their cells sorted by it and compare symbols as integers.
struct Symbol: Hashable, Comparable, Sendable {
    /// What the solver added the symbol for.
    enum Kind: Int {
        /// A user's ``Variable``: unrestricted in sign.
        case external = 0
        /// The slack of an inequality (≥ 0), or the artificial variable of phase one.
        case slack = 1
        /// The error of a non-required constraint (≥ 0), weighed in the objective.
        case error = 2
        /// The marker of a required equality (held at 0, never enters the basis).
        case dummy = 3
    }

    /// `number << 2 | kind`.
    let raw: Int

    init(number: Int, kind: Kind) { raw = number << 2 | kind.rawValue }

    /// The running number, an index into the solver's per-symbol arrays.
    var number: Int { raw >> 2 }

    /// What the symbol is for.
    var kind: Kind { Kind(rawValue: raw & 3)! }

    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack or error: a restricted variable that may enter the basis.
    var isPivotable: Bool { let kind = raw & 3; return kind == 1 || kind == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
