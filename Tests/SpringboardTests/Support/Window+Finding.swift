import Foundation
import Springboard
import TouchKit

extension View {
    /// The first view in this subtree (depth first, front to back) that is visible and matches.
    func first(where match: (View) -> Bool) -> View? {
        if isHidden { return nil }
        if match(self) { return self }
        for subview in subviews.reversed() {
            if let found = subview.first(where: match) { return found }
        }
        return nil
    }

    /// Every visible label's text in this subtree, in drawing order.
    var visibleTexts: [String] {
        guard !isHidden else { return [] }
        var texts: [String] = []
        if let label = self as? Label, let text = label.text { texts.append(text) }
        for subview in subviews { texts += subview.visibleTexts }
        return texts
    }
}

extension Finger {
    /// The centre, in screen coordinates, of the visible label showing `text` in the app in front.
    func text(_ text: String) -> CGPoint? {
        guard let id = device.foregroundApp, let window = device.host(of: id)?.application?.keyWindow else {
            return nil
        }
        window.layoutIfNeeded()
        guard let label = window.first(where: { ($0 as? Label)?.text == text && !$0.bounds.isEmpty })
        else { return nil }
        return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
    }

    /// Taps the label showing `text` in the app in front, then lets animations finish.
    mutating func tap(text: String) {
        guard let point = self.text(text) else {
            preconditionFailure("no visible label '\(text)' in \(device.foregroundApp ?? "home")")
        }
        tap(at: point)
        wait(0.6)
    }
}
