public import Interchange

/// A place in a text file: a 1-based line and a 1-based column in Unicode scalars, the one
/// position type every reader shares (Interchange's `TextPosition`).
public typealias SourcePosition = TextPosition
