// Attaching gesture recognizers to views.

extension View {
    /// The recognizers attached to the view (`gestureRecognizers`); nil when none, as in UIKit.
    public var gestureRecognizers: [GestureRecognizer]? {
        gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage
    }

    /// Attaches `recognizer`, taking it from its previous view (`addGestureRecognizer(_:)`).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizerStorage.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` (`removeGestureRecognizer(_:)`); a gesture under way is cancelled.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        let window = self.window
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        window?.touchDispatch.detach(recognizer)
        recognizer.view = nil
    }
}
