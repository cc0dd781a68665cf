// Swift Testing declares a cross-import overlay for `Testing` + `UIKit` (`_Testing_UIKit`, Apple's
// screenshot attachments) that the Linux toolchain lists but does not ship, so any file importing both
// fails with "no such module '_Testing_UIKit'". This ForceTouchKit module (empty) fills the name: the
// `UIKit` module depends on it, so it is found wherever `UIKit` is. It adds nothing.
