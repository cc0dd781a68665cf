public import Interchange

/// A JSON value, as kept for a trace header's extra fields: Interchange's `JSONValue`, the one
/// JSON tree of ForceTouchKit (its `kindDescription` names kinds in the trace reader's messages).
///
/// Trace headers may carry fields beyond the version and `maximumPossibleForce` (a device name,
/// a recording date); they are kept as the scanner read them (a nested object's members in
/// order) and written back by `TraceWriter` with sorted keys, a key given twice once with its last
/// value: the same text as when traces had a value type of their own with dictionary objects.
public typealias TraceValue = JSONValue
