//
//  MainViewController.swift
//  Tally
//

import UIKit

class MainViewController: UIViewController {

    let bundleLabel = UILabel()
    let launchesLabel = UILabel()
    let actionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        actionLabel.text = "no action"
        for (row, label) in [bundleLabel, launchesLabel, actionLabel].enumerated() {
            label.frame = CGRect(x: 16, y: 100 + CGFloat(row) * 40, width: 300, height: 30)
            view.addSubview(label)
        }
    }
}
