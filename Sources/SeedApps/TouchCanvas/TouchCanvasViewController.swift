import Foundation
public import Ink
public import TouchKit

/// TouchCanvas's screen: a toolbar (Clear, Debug, Precise, the force mode) over an `InkCanvasView`.
///
/// As Apple's TouchCanvas sample: every coalesced sample is drawn, predicted ones ahead of them; debug
/// mode colours coalesced points green, predicted blue and points awaiting an update orange; the
/// precise switch chooses `preciseLocation(in:)` over `location(in:)`. Seed 003's two modes: "Width"
/// makes a harder press thicker, "Opacity" makes it more opaque (the brush's `Mode`).
@MainActor
public final class TouchCanvasViewController: CodeBuiltViewController {
    /// The drawing surface.
    public let canvas = InkCanvasView(frame: .zero)
    /// Toolbar buttons, by what they do.
    public private(set) var clearButton = Button(type: .system)
    /// Switches debug mode.
    public private(set) var debugButton = Button(type: .system)
    /// Switches precise locations.
    public private(set) var preciseButton = Button(type: .system)
    /// Switches between thicker-with-force and opaque-with-force.
    public private(set) var modeButton = Button(type: .system)
    /// Called with whether the canvas holds a drawing, after each change (the delegate sets the
    /// "Continue Last Drawing" item with it).
    public var onDrawingChange: ((Bool) -> Void)? {
        didSet { onDrawingChange?(!canvas.drawing.strokes.isEmpty) }
    }

    /// The toolbar's height, in points.
    static let toolbarHeight: CGFloat = 44

    /// Builds the toolbar and the canvas.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let top = CGFloat(20)
        let width = view.bounds.width
        canvas.frame = CGRect(
            x: 0, y: top + Self.toolbarHeight, width: width,
            height: max(0, view.bounds.height - top - Self.toolbarHeight))
        canvas.backgroundColor = .white
        canvas.isAccessibilityElement = true
        canvas.accessibilityLabel = "Canvas"
        canvas.brush = Self.brush(mode: .width)
        canvas.onDrawingChange = { [weak self] canvas in
            self?.onDrawingChange?(!canvas.drawing.strokes.isEmpty)
        }
        view.addSubview(canvas)
        let buttons = [clearButton, debugButton, preciseButton, modeButton]
        let slot = width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: slot * CGFloat(index), y: top, width: slot, height: Self.toolbarHeight)
            view.addSubview(button)
        }
        clearButton.addAction(
            Action(title: "Clear") { [weak self] _ in self?.newDrawing() }, for: .touchUpInside)
        debugButton.addAction(
            Action(title: "Debug") { [weak self] _ in
                self?.setDebug(!(self?.canvas.drawsDebugMarkers ?? true))
            },
            for: .touchUpInside)
        preciseButton.addAction(
            Action(title: "Precise") { [weak self] _ in
                self?.setPrecise(!(self?.canvas.usesPreciseLocation ?? true))
            }, for: .touchUpInside)
        modeButton.addAction(
            Action(title: "Mode") { [weak self] _ in
                guard let self else { return }
                self.setMode(self.canvas.brush.mode == .width ? .opacity : .width)
            }, for: .touchUpInside)
        updateTitles()
    }

    /// "New Drawing" and the Clear button: an empty canvas.
    public func newDrawing() {
        canvas.clear()
    }

    /// "Continue Last Drawing": the canvas keeps what it holds.
    public func continueDrawing() {}

    /// Switches debug mode (colours for coalesced, predicted and awaiting-update points).
    public func setDebug(_ on: Bool) {
        canvas.drawsDebugMarkers = on
        updateTitles()
    }

    /// Switches precise locations.
    public func setPrecise(_ on: Bool) {
        canvas.usesPreciseLocation = on
        updateTitles()
    }

    /// Chooses seed 003's mode for the next strokes: `.width` (thicker with force) or `.opacity`
    /// (more opaque with force).
    public func setMode(_ mode: Brush.Mode) {
        canvas.brush = Self.brush(mode: mode)
        updateTitles()
    }

    /// The app's brush in `mode`: 12 points at full force, in the system's dark ink.
    static func brush(mode: Brush.Mode) -> Brush {
        var brush = Brush(size: 12, mode: mode)
        brush.minimumWidth = 1.5
        brush.color = InkColor(red: 0.11, green: 0.11, blue: 0.12)
        return brush
    }

    private func updateTitles() {
        clearButton.setTitle("Clear", for: .normal)
        debugButton.setTitle(canvas.drawsDebugMarkers ? "Debug: on" : "Debug: off", for: .normal)
        preciseButton.setTitle(canvas.usesPreciseLocation ? "Precise: on" : "Precise: off", for: .normal)
        modeButton.setTitle(canvas.brush.mode == .width ? "Width" : "Opacity", for: .normal)
    }
}
