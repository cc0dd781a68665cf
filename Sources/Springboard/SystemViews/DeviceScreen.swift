import Foundation
import TouchKit

/// What a device's screen shows, as one TouchKit render tree: the home screen or the app in front, with
/// the status bar (and the iPhone X's home indicator) on top.
///
/// One `RenderTreeBuilder` renders every view the device shows, the apps' windows included, so ids are
/// unique and stable across the tree; unchanged views hand back their cached nodes, so a render after
/// a force sample costs in proportion to what changed.
@MainActor
final class DeviceScreen {
    let builder = RenderTreeBuilder()
    let root: View
    let home: HomeScreenView
    let statusBar: StatusBarView
    let homeIndicator: HomeIndicatorView?
    var windowless: [String: WindowlessAppView] = [:]
    /// The tree last handed out by `renderUpdate()`.
    var lastTree: RenderNode?

    init(profile: DeviceProfile, layout: HomeScreenLayout) {
        root = View(frame: profile.screen.bounds)
        root.backgroundColor = .black
        root.clipsToBounds = true
        home = HomeScreenView(layout: layout)
        statusBar = StatusBarView(profile: profile)
        homeIndicator = profile.hasHomeButton ? nil : HomeIndicatorView(profile: profile)
    }

    /// The tree of what `device` shows now.
    /// - Complexity: O(*k*·*d*) in the views that changed since the last render and the tree's depth.
    func render(_ device: Device) -> RenderNode {
        let content: RenderNode
        let light: Bool
        if let id = device.foregroundApp {
            light = false
            if let window = device.host(of: id)?.application?.keyWindow {
                content = builder.render(window)
            } else {
                let view = windowlessView(for: id, device: device)
                content = builder.render(view)
            }
        } else {
            light = true
            home.sync(device, revision: device.iconsRevision)
            content = builder.render(home)
        }
        statusBar.setLight(light)
        homeIndicator?.setLight(light)
        var children = [content, builder.render(statusBar)]
        if let homeIndicator { children.append(builder.render(homeIndicator)) }
        return builder.render(root).with(children: children)
    }

    private func windowlessView(for id: String, device: Device) -> WindowlessAppView {
        if let view = windowless[id] { return view }
        let view = WindowlessAppView(
            name: device.manifest(of: id)?.displayName ?? id, screen: device.profile.screenSize)
        windowless[id] = view
        return view
    }
}
