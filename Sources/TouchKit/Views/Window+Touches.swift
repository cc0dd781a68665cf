public import ForceTouch
public import Foundation

// Input: samples become touches and events, delivered by `sendEvent`.

extension Window {
    /// Delivers one sample of one finger: at `began` the touch is hit-tested to its view; gesture
    /// recognizers see it first, then the view (unless a recognizer cancelled it). `coalesced` are
    /// all samples since the previous delivery (the last one equal to `sample`), `predicted` the
    /// input's guesses; both reach the app through `Event`. A force-only change is a `moved` sample.
    ///
    /// Returns false, doing nothing, for a sample of a touch that never began here.
    @discardableResult
    public func send(_ sample: TouchSample, coalesced: [TouchSample] = [], predicted: [TouchSample] = [])
        -> Bool
    {
        guard let application else { return deliver(sample, coalesced: coalesced, predicted: predicted) }
        return application.runAsCurrent { deliver(sample, coalesced: coalesced, predicted: predicted) }
    }

    /// `send`'s work, with the window's application current (`Application.current`).
    private func deliver(_ sample: TouchSample, coalesced: [TouchSample], predicted: [TouchSample]) -> Bool {
        guard touchDispatch.receive(sample, coalesced: coalesced, predicted: predicted, in: self) != nil
        else {
            return false
        }
        sendEvent(touchDispatch.event)
        return true
    }

    /// Delivers updates of estimated values (UIKit's `touchesEstimatedPropertiesUpdated(_:)`): each
    /// sample carries the `estimationUpdateIndex` of the sample it completes, its touch id and the
    /// real values. The view the touch began in gets them (also after the touch ended, for the last 32
    /// touches), one `Touch` per sample, grouped per view; a live touch whose latest sample has that
    /// index takes the new values too.
    ///
    /// Returns how many samples found their view; samples without an index, or of a touch this window
    /// never had or has forgotten, are not delivered (the count says so).
    @discardableResult
    public func updateEstimatedProperties(_ samples: [TouchSample]) -> Int {
        touchDispatch.updateEstimatedProperties(samples)
    }

    /// Lets time pass for the window's gesture recognizers (a long press begins without a new sample).
    public func advance(to time: TimeInterval) {
        guard let application else { return touchDispatch.advance(to: time) }
        application.runAsCurrent { touchDispatch.advance(to: time) }
    }

    /// The next time the window's recognizers need `advance(to:)`.
    public var nextRecognizerDeadline: TimeInterval? {
        touchDispatch.nextDeadline
    }

    /// Cancels every touch on the window (the app is going away).
    public func cancelAllTouches() {
        touchDispatch.cancelAll(at: touchDispatch.time, in: self)
    }

    /// The touches down on the window now, by sample id.
    public var activeTouches: [Touch] {
        touchDispatch.liveTouches
    }
}
