public import Interchange

/// A place in an Interface Builder document: a 1-based line and a 1-based column in Unicode
/// scalars, the one position type every reader shares (Interchange's `TextPosition`). An
/// element's position is the `<` of its start tag; an attribute's, the first letter of its name.
public typealias StoryboardPosition = TextPosition
