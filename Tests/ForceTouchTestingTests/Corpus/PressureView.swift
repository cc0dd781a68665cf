import UIKit

/// Corpus: a view that reads pressure in `touchesMoved` as `force / maximumPossibleForce`, the way
/// drawing and "scale" apps did.
class PressureView: UIView {
    private(set) var pressures: [CGFloat] = []
    private(set) var endedCount = 0
    /// How many moved touches said their force was an estimate (a pencil's can be; a finger's is not).
    private(set) var estimatedForceCount = 0
    let readout = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        readout.frame = CGRect(x: 20, y: 20, width: 300, height: 30)
        readout.text = "0%"
        addSubview(readout)
    }
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        pressures.removeAll()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        if traitCollection.forceTouchCapability == .available, touch.maximumPossibleForce > 0 {
            let pressure = touch.force / touch.maximumPossibleForce
            pressures.append(pressure)
            let estimated: UITouch.Properties = touch.estimatedProperties
            if estimated.contains(.force) { estimatedForceCount += 1 }
            readout.text = "\(Int((pressure * 100).rounded()))%"
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        endedCount += 1
        readout.text = "0%"
    }
}
