import Foundation

/// Text in double quotes with `\`, `"` and newlines escaped (`"say \"hi\"\nnow"`), so a quoted value
/// stays on one line and reads back unambiguously: the one form TouchKit's text outputs share, the
/// render text (`RenderTextRenderer`) and the lifecycle log (`LifecycleEvent.summary`). Not
/// `Wording.quoted` (PropertyLists' messages, `'…'`, unescaped) nor `TraceError.quoted` (a trace
/// message's input, cut short, no quotes): those quote text for a sentence, this one for a line a
/// test or a tool compares.
func escapedQuote(_ text: String) -> String {
    "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}
