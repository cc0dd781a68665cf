public import Foundation

/// A row of segments, one selected, as UIKit's `UISegmentedControl`.
///
/// Matches UIKit: `init(items:)` with titles, `selectedSegmentIndex` (`noSegment`, -1, when none),
/// a tap on a segment selects it and sends `valueChanged` (setting the index in code sends
/// nothing), `isMomentary` segments do not stay selected, titles added, changed and removed by
/// index. Drawn as iOS 12 draws it (tinted border, the selected segment filled with the tint);
/// 28 points tall (ours, as iOS 12). Differs: image segments show their image's name as the title.
@MainActor
open class SegmentedControl: Control {
    /// A tap is its default action (`Control.gestureRecognizerShouldBegin(_:)`).
    override var defaultActionIsSingleTap: Bool { true }

    /// The index of no segment (`UISegmentedControl.noSegment`).
    nonisolated public static let noSegment = -1
    /// The control's height: 28 points (ours, as iOS 12's).
    nonisolated public static let height: CGFloat = 28

    private var titles: [String?] = []
    private var labels: [Label] = []
    private var dividers: [View] = []
    private let selection = View()

    /// A control with `items` as segments (`init(items:)`): strings are titles; an `Image`'s name
    /// stands for it.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { item in
            if let text = item as? String { return text }
            if let image = item as? Image { return image.name }
            return nil
        }
        setUp()
        frame.size = intrinsicContentSize
    }

    /// An empty control at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A control from an archive (`init?(coder:)`); a storyboard's segments are added after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selection.isUserInteractionEnabled = false
        addSubview(selection)
        rebuild()
    }

    /// How many segments (`numberOfSegments`).
    open var numberOfSegments: Int { titles.count }

    /// The selected segment, or `noSegment` (`selectedSegmentIndex`); setting it sends no event.
    /// An index out of range selects none.
    open var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            if oldValue != selectedSegmentIndex { updateLook() }
        }
    }

    /// Whether a tapped segment stays selected (false) or only flashes (`isMomentary`).
    open var isMomentary = false

    /// The title of segment `index` (`titleForSegment(at:)`); nil out of range.
    open func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Sets the title of segment `index` (`setTitle(_:forSegmentAt:)`); out of range does nothing.
    open func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title
        rebuild()
    }

    /// Inserts a segment (`insertSegment(withTitle:at:animated:)`); the index is clamped to the ends.
    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        let at = min(max(index, 0), titles.count)
        titles.insert(title, at: at)
        if selectedSegmentIndex >= at { selectedSegmentIndex += 1 }
        rebuild()
    }

    /// Removes segment `index` (`removeSegment(at:animated:)`); the selection goes with it.
    open func removeSegment(at index: Int, animated: Bool) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        if selectedSegmentIndex == index {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > index {
            selectedSegmentIndex -= 1
        }
        rebuild()
    }

    /// Removes every segment (`removeAllSegments()`).
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
        rebuild()
    }

    /// The segments' titles side by side (`intrinsicContentSize`): each as wide as the widest title
    /// plus 16 points' padding (ours), 28 points tall.
    open override var intrinsicContentSize: CGSize {
        let font = Font.systemFont(ofSize: 13)
        let widest =
            titles.map { TextMetrics.size(of: $0 ?? "", font: font, width: 0, numberOfLines: 1).width }.max()
            ?? 0
        return CGSize(width: CGFloat(titles.count) * (widest + 16), height: Self.height)
    }

    /// The tint is the border, dividers, titles and selection (`tintColorDidChange()`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    private func rebuild() {
        for label in labels { label.removeFromSuperview() }
        for divider in dividers { divider.removeFromSuperview() }
        labels = titles.map { title in
            let label = Label()
            label.text = title
            label.font = .systemFont(ofSize: 13)
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        dividers = (0..<max(0, titles.count - 1)).map { _ in
            let divider = View()
            divider.isUserInteractionEnabled = false
            addSubview(divider)
            return divider
        }
        updateLook()
        setNeedsLayout()
    }

    private func updateLook() {
        let tint = tintColor ?? .systemBlue
        borderWidth = 1
        borderColor = tint
        cornerRadius = 4
        selection.backgroundColor = tint
        selection.isHidden = selectedSegmentIndex == Self.noSegment
        for (index, label) in labels.enumerated() {
            label.textColor = index == selectedSegmentIndex ? .white : tint
        }
        for divider in dividers { divider.backgroundColor = tint }
        setNeedsLayout()
        invalidateRender()
    }

    /// Segments share the width equally.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !titles.isEmpty else { return }
        let width = bounds.width / CGFloat(titles.count)
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
        for (index, divider) in dividers.enumerated() {
            divider.frame = CGRect(x: CGFloat(index + 1) * width - 0.5, y: 0, width: 1, height: bounds.height)
        }
        if titles.indices.contains(selectedSegmentIndex) {
            selection.frame = CGRect(
                x: CGFloat(selectedSegmentIndex) * width, y: 0, width: width, height: bounds.height)
        }
    }

    /// A tap on a segment selects it and sends `valueChanged`; a momentary one deselects at once.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        let point = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard isEnabled, let point, bounds.contains(point), !titles.isEmpty else { return }
        let index = min(titles.count - 1, max(0, Int(point.x / (bounds.width / CGFloat(titles.count)))))
        guard index != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// Reads as a group; its segments' titles are its labels.
    open override func renderContent(into attributes: inout RenderAttributes) {
        attributes.accessibility = RenderAccessibility(
            label: accessibilityLabel, role: "group", states: isEnabled ? [] : ["disabled"])
    }
}
