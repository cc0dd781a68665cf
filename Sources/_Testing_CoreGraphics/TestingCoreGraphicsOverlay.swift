// Swift Testing declares a cross-import overlay for `Testing` + `CoreGraphics` (`_Testing_CoreGraphics`,
// Apple's image attachments) that the Linux toolchain lists but does not ship, so any file importing
// both fails with "no such module '_Testing_CoreGraphics'". This ForceTouchKit module (empty) fills the
// name, as `_Testing_UIKit` does for UIKit: the `CoreGraphics` module depends on it. It adds nothing.
