import CoreGraphics
import Foundation
import TouchKit

/// The home screen as TouchKit views, kept in step with the `HomeScreen` state machine by `sync`:
/// the wallpaper, the page of icons, the page dots, the dock, the hint's blur, the lifted icon and the
/// quick action menu. Only what changed is touched, so a new force sample re-renders two or three nodes.
///
/// Effects (ours, tuned by eye against iOS 9–12): the blur grows to 20 points with the hint; the
/// pressed icon lifts to 106 % during the hint and settles at 100 % with the menu; the no-actions bounce
/// swells the icon by up to 12 % and back over the bounce's duration.
@MainActor
final class HomeScreenView: View {
    /// The wallpaper's colour (ours).
    static let wallpaper = Color(red: 0.17, green: 0.35, blue: 0.47)
    /// The blur at full hint, in points (ours).
    static let maximumBlur: CGFloat = 20
    /// How much the icon grows at full hint (ours).
    static let hintLift: CGFloat = 0.06
    /// How much the bounce swells the icon (ours).
    static let bounceSwell: CGFloat = 0.12

    private let layout: HomeScreenLayout
    private let pageView = View()
    private let dotsView = View()
    private let dockView = VisualEffectView(effect: BlurEffect(style: .light))
    private let blurView = VisualEffectView(effect: BlurEffect(style: .regular))
    private var liftedIcon: AppIconView?
    private var liftedBundle: String?
    private var menuView: QuickActionMenuView?
    private var removalAlertView: RemovalAlertView?
    private var iconViews: [String: HomeIconView] = [:]
    private var shownRevision = -1
    private var shownPage = -1

    init(layout: HomeScreenLayout) {
        self.layout = layout
        super.init(frame: CGRect(origin: .zero, size: layout.screenSize))
        backgroundColor = Self.wallpaper
        isUserInteractionEnabled = false
        pageView.frame = bounds
        addSubview(pageView)
        addSubview(dotsView)
        dockView.frame = CGRect(
            x: 0, y: layout.dockTop, width: layout.screenSize.width, height: layout.dockHeight)
        dockView.isHidden = true
        addSubview(dockView)
        blurView.frame = bounds
        blurView.isHidden = true
        addSubview(blurView)
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this system view is built in code by its
    /// owner only.
    @available(*, unavailable, message: "built in code by its owner only")
    required init?(coder: NSCoder) { nil }

    /// Brings the views in step with the device's home screen.
    func sync(_ device: Device, revision: Int) {
        let home = device.homeScreen
        if revision != shownRevision || home.page != shownPage {
            rebuildIcons(device, home: home, revision: revision)
        }
        let fraction = home.hintFraction
        if fraction > 0 {
            if blurView.isHidden { blurView.isHidden = false }
            if blurView.alpha != fraction { blurView.alpha = fraction }
            let radius = Self.maximumBlur * fraction
            if blurView.blurRadius != radius { blurView.blurRadius = radius }
        } else if !blurView.isHidden {
            blurView.isHidden = true
        }
        syncLiftedIcon(device, home: home, fraction: fraction)
        syncMenu(device, home: home)
        syncJiggle(home)
        syncRemovalAlert(home)
    }

    /// The removal alert over everything, while the home screen shows one.
    private func syncRemovalAlert(_ home: HomeScreen) {
        guard removalAlertView?.alert != home.removalAlert else { return }
        removalAlertView?.removeFromSuperview()
        removalAlertView = nil
        guard let alert = home.removalAlert else { return }
        let view = RemovalAlertView(alert: alert, screenSize: layout.screenSize)
        addSubview(view)
        removalAlertView = view
    }

    /// Edit mode: every icon shown tilts by `HomeScreen.jiggleRotation(slot:)` (none outside it).
    private func syncJiggle(_ home: HomeScreen) {
        let first = home.page * layout.iconsPerPage
        let shown =
            home.pageApps.dropFirst(first).prefix(layout.iconsPerPage).enumerated().map { ($1, $0) }
            + home.dockApps.enumerated().map { ($1, layout.iconsPerPage + $0) }
        for (id, slot) in shown {
            guard let view = iconViews[id]?.iconView else { continue }
            let angle = home.jiggleRotation(slot: slot)
            let transform = angle == 0 ? CGAffineTransform.identity : CGAffineTransform(rotationAngle: angle)
            if view.transform != transform { view.transform = transform }
        }
    }

    private func rebuildIcons(_ device: Device, home: HomeScreen, revision: Int) {
        if revision != shownRevision {
            iconViews.removeAll()
            for subview in pageView.subviews { subview.removeFromSuperview() }
            for subview in dockView.contentView.subviews { subview.removeFromSuperview() }
        }
        shownRevision = revision
        shownPage = home.page
        let first = home.page * layout.iconsPerPage
        let onPage = Array(home.pageApps.dropFirst(first).prefix(layout.iconsPerPage))
        for subview in pageView.subviews
        where !onPage.contains((subview as? HomeIconView)?.bundleIdentifier ?? "") {
            subview.removeFromSuperview()
        }
        for (offset, id) in onPage.enumerated() {
            let view = iconView(for: id, device: device, showsName: true)
            view.place(iconFrame: layout.iconFrame(slot: first + offset), layout: layout)
            if view.superview !== pageView { pageView.addSubview(view) }
        }
        dockView.isHidden = home.dockApps.isEmpty
        for (index, id) in home.dockApps.enumerated() {
            let view = iconView(for: id, device: device, showsName: false)
            view.place(
                iconFrame: layout.dockIconFrame(index: index, count: home.dockApps.count), layout: layout)
            view.frame.origin.y -= layout.dockTop
            if view.superview !== dockView.contentView { dockView.contentView.addSubview(view) }
        }
        rebuildDots(home)
    }

    private func iconView(for id: String, device: Device, showsName: Bool) -> HomeIconView {
        if let view = iconViews[id] { return view }
        let manifest = device.manifest(of: id)
        let view = HomeIconView(
            bundleIdentifier: id, name: manifest?.displayName ?? id,
            icon: manifest?.icon ?? .generated(name: id, bundleIdentifier: id), layout: layout,
            showsName: showsName)
        iconViews[id] = view
        return view
    }

    private func rebuildDots(_ home: HomeScreen) {
        for dot in dotsView.subviews { dot.removeFromSuperview() }
        let count = home.pageCount
        dotsView.isHidden = count < 2
        let size: CGFloat = 7
        let gap: CGFloat = 9
        let width = CGFloat(count) * size + CGFloat(max(0, count - 1)) * gap
        dotsView.frame = CGRect(
            x: (layout.screenSize.width - width) / 2, y: layout.dockTop - layout.pageIndicatorHeight,
            width: width,
            height: layout.pageIndicatorHeight)
        for index in 0..<count {
            let dot = View(
                frame: CGRect(
                    x: CGFloat(index) * (size + gap), y: (layout.pageIndicatorHeight - size) / 2, width: size,
                    height: size))
            dot.cornerRadius = size / 2
            dot.backgroundColor = index == home.page ? .white : Color(white: 1, alpha: 0.35)
            dotsView.addSubview(dot)
        }
    }

    private func syncLiftedIcon(_ device: Device, home: HomeScreen, fraction: CGFloat) {
        var target: (id: String, frame: CGRect, scale: CGFloat)?
        if let menu = home.menu {
            target = (menu.bundleIdentifier, menu.iconFrame, 1)
        } else if let bounce = home.bounce, let placement = home.iconPlacement(of: bounce.bundleIdentifier) {
            let t = min(1, max(0, (home.time - bounce.startTime) / home.bounceDuration))
            target = (
                bounce.bundleIdentifier, placement.frame, 1 + Self.bounceSwell * CGFloat(sin(Double.pi * t))
            )
        } else if let press = home.press, fraction > 0,
            let placement = home.iconPlacement(of: press.bundleIdentifier)
        {
            target = (press.bundleIdentifier, placement.frame, 1 + Self.hintLift * fraction)
        }
        guard let target else {
            liftedIcon?.removeFromSuperview()
            liftedIcon = nil
            liftedBundle = nil
            return
        }
        if liftedBundle != target.id || liftedIcon == nil {
            liftedIcon?.removeFromSuperview()
            let icon =
                device.manifest(of: target.id)?.icon
                ?? .generated(name: target.id, bundleIdentifier: target.id)
            let view = AppIconView(
                icon: icon, bundleIdentifier: target.id, size: layout.iconSize,
                cornerRadius: layout.iconCornerRadius)
            insertSubview(view, aboveSubview: blurView)
            liftedIcon = view
            liftedBundle = target.id
        }
        guard let liftedIcon else { return }
        if liftedIcon.frame.size != target.frame.size
            || liftedIcon.center != CGPoint(x: target.frame.midX, y: target.frame.midY)
        {
            liftedIcon.transform = .identity
            liftedIcon.frame = target.frame
        }
        let transform =
            target.scale == 1
            ? CGAffineTransform.identity : CGAffineTransform(scaleX: target.scale, y: target.scale)
        if liftedIcon.transform != transform { liftedIcon.transform = transform }
    }

    private func syncMenu(_ device: Device, home: HomeScreen) {
        guard let menu = home.menu else {
            menuView?.removeFromSuperview()
            menuView = nil
            return
        }
        var shown = menuView?.shown
        shown?.highlightedRow = menu.highlightedRow
        if shown == menu, let menuView {
            menuView.highlight(menu.highlightedRow)
            return
        }
        menuView?.removeFromSuperview()
        let view = QuickActionMenuView(
            menu: menu,
            appName: device.manifest(of: menu.bundleIdentifier)?.displayName ?? menu.bundleIdentifier,
            layout: home.menuLayout)
        addSubview(view)
        menuView = view
    }
}
