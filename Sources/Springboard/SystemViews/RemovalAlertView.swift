import CoreGraphics
import Foundation
import TouchKit

/// The removal alert as TouchKit views: the screen dimmed behind it, the rounded card with its bold
/// title and message, and its buttons (blue, red when they delete, Cancel bold), with hairlines
/// between them as UIAlertController draws them. Built once per alert; the frames are the model's.
@MainActor
final class RemovalAlertView: View {
    /// The alert drawn.
    let alert: RemovalAlert

    init(alert: RemovalAlert, screenSize: CGSize) {
        self.alert = alert
        super.init(frame: CGRect(origin: .zero, size: screenSize))
        isUserInteractionEnabled = false
        backgroundColor = Color(white: 0, alpha: 0.2)
        let card = View(frame: alert.frame)
        card.backgroundColor = Color(white: 0.97, alpha: 1)
        card.cornerRadius = 13
        card.clipsToBounds = true
        addSubview(card)
        let title = Label(frame: CGRect(x: 16, y: 20, width: RemovalAlert.width - 32, height: 22))
        title.text = alert.title
        title.font = .boldSystemFont(ofSize: 17)
        title.textAlignment = .center
        card.addSubview(title)
        let message = Label(
            frame: CGRect(x: 16, y: 44, width: RemovalAlert.width - 32, height: RemovalAlert.textHeight - 60))
        message.text = alert.message
        message.font = .systemFont(ofSize: 13)
        message.textAlignment = .center
        message.numberOfLines = 0
        card.addSubview(message)
        for (button, frame) in zip(alert.buttons, alert.buttonFrames) {
            let local = frame.offsetBy(dx: -alert.frame.minX, dy: -alert.frame.minY)
            let line = View(frame: CGRect(x: local.minX, y: local.minY, width: local.width, height: 0.5))
            line.backgroundColor = .separator
            card.addSubview(line)
            if local.minX > 0 {
                let divider = View(
                    frame: CGRect(x: local.minX, y: local.minY, width: 0.5, height: local.height))
                divider.backgroundColor = .separator
                card.addSubview(divider)
            }
            let label = Label(frame: local)
            label.text = button.title
            label.textAlignment = .center
            label.font = button == .cancel ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            label.textColor = button.isDestructive ? .systemRed : .systemBlue
            card.addSubview(label)
        }
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }
}
