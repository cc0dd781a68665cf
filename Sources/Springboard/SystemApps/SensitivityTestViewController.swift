import ForceTouch
import Foundation
import TouchKit

/// The picture on its own, as the test's peek and pop show it.
@MainActor
final class SensitivityTestViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "3D Touch Sensitivity Test"
        // The picture fills the view below the navigation bar, not behind it.
        edgesForExtendedLayout = []
        view.backgroundColor = .systemBackground
        let picture = SensitivityTestImageView()
        picture.frame = view.bounds
        view.addSubview(picture)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.subviews.first?.frame = view.bounds
    }
}
