//
//  DetailViewController.swift
//  Pocket
//

import UIKit

class DetailViewController: UIViewController {

    let item: String
    let label = UILabel()
    var isFavourite = false

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.text = item
        label.frame = CGRect(x: 20, y: 100, width: 280, height: 40)
        view.addSubview(label)
        let button = UIButton(type: UIButtonType.system)
        button.setTitle("Favourite", for: UIControlState.normal)
        button.frame = CGRect(x: 20, y: 160, width: 120, height: 44)
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemBlue.cgColor
        button.addTarget(self, action: #selector(toggleFavourite), for: UIControlEvents.touchUpInside)
        view.addSubview(button)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

    @objc func toggleFavourite() {
        isFavourite = !isFavourite
        label.text = isFavourite ? "★ \(item)" : item
    }

    override var previewActionItems: [UIPreviewActionItem] {
        let favourite = UIPreviewAction(title: "Favourite", style: UIPreviewActionStyle.default) { _, controller in
            (controller as? DetailViewController)?.toggleFavourite()
        }
        let delete = UIPreviewAction(title: "Delete", style: .destructive) { _, _ in }
        return [favourite, delete]
    }
}
