/// The element name of an Interface Builder object: which UIKit class (or IB concept) it is.
///
/// An open set, like a notification name: the names below are the ones this reader knows (each
/// one a UIKit class or IB concept); any other name a document uses is kept as written, with a
/// diagnostic, and `isKnown` is false for it.
public struct ObjectElement: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The element's name, as written (`viewController`, `label`).
    public var rawValue: String

    /// The element named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The element's name.
    public var description: String { rawValue }

    // MARK: View controllers

    /// `<viewController>`: `UIViewController`.
    public static let viewController = ObjectElement(rawValue: "viewController")
    /// `<tableViewController>`: `UITableViewController`.
    public static let tableViewController = ObjectElement(rawValue: "tableViewController")
    /// `<collectionViewController>`: `UICollectionViewController`.
    public static let collectionViewController = ObjectElement(rawValue: "collectionViewController")
    /// `<navigationController>`: `UINavigationController`.
    public static let navigationController = ObjectElement(rawValue: "navigationController")
    /// `<tabBarController>`: `UITabBarController`.
    public static let tabBarController = ObjectElement(rawValue: "tabBarController")
    /// `<splitViewController>`: `UISplitViewController`.
    public static let splitViewController = ObjectElement(rawValue: "splitViewController")
    /// `<pageViewController>`: `UIPageViewController`.
    public static let pageViewController = ObjectElement(rawValue: "pageViewController")
    /// `<hostingController>`: SwiftUI's `UIHostingController`.
    public static let hostingController = ObjectElement(rawValue: "hostingController")
    /// `<avPlayerViewController>`: AVKit's `AVPlayerViewController`.
    public static let avPlayerViewController = ObjectElement(rawValue: "avPlayerViewController")
    /// `<glkViewController>`: GLKit's `GLKViewController`.
    public static let glkViewController = ObjectElement(rawValue: "glkViewController")
    /// `<viewControllerPlaceholder>`: a storyboard reference: a controller in another storyboard (`storyboardName`, `referencedIdentifier`).
    public static let viewControllerPlaceholder = ObjectElement(rawValue: "viewControllerPlaceholder")

    // MARK: Views

    /// `<view>`: `UIView`.
    public static let view = ObjectElement(rawValue: "view")
    /// `<label>`: `UILabel`.
    public static let label = ObjectElement(rawValue: "label")
    /// `<button>`: `UIButton`.
    public static let button = ObjectElement(rawValue: "button")
    /// `<imageView>`: `UIImageView`.
    public static let imageView = ObjectElement(rawValue: "imageView")
    /// `<tableView>`: `UITableView`.
    public static let tableView = ObjectElement(rawValue: "tableView")
    /// `<tableViewCell>`: `UITableViewCell`.
    public static let tableViewCell = ObjectElement(rawValue: "tableViewCell")
    /// `<tableViewCellContentView>`: a table view cell's `contentView`.
    public static let tableViewCellContentView = ObjectElement(rawValue: "tableViewCellContentView")
    /// `<tableViewSection>`: a static table view's section (`headerTitle`, `footerTitle`, its `cells`).
    public static let tableViewSection = ObjectElement(rawValue: "tableViewSection")
    /// `<collectionView>`: `UICollectionView`.
    public static let collectionView = ObjectElement(rawValue: "collectionView")
    /// `<collectionViewCell>`: `UICollectionViewCell`.
    public static let collectionViewCell = ObjectElement(rawValue: "collectionViewCell")
    /// `<collectionViewCellContentView>`: a collection view cell's `contentView`.
    public static let collectionViewCellContentView = ObjectElement(rawValue: "collectionViewCellContentView")
    /// `<collectionReusableView>`: `UICollectionReusableView` (a header or footer).
    public static let collectionReusableView = ObjectElement(rawValue: "collectionReusableView")
    /// `<textField>`: `UITextField`.
    public static let textField = ObjectElement(rawValue: "textField")
    /// `<textView>`: `UITextView`.
    public static let textView = ObjectElement(rawValue: "textView")
    /// `<switch>`: `UISwitch`.
    public static let `switch` = ObjectElement(rawValue: "switch")
    /// `<slider>`: `UISlider`.
    public static let slider = ObjectElement(rawValue: "slider")
    /// `<segmentedControl>`: `UISegmentedControl`.
    public static let segmentedControl = ObjectElement(rawValue: "segmentedControl")
    /// `<stackView>`: `UIStackView`.
    public static let stackView = ObjectElement(rawValue: "stackView")
    /// `<pickerView>`: `UIPickerView`.
    public static let pickerView = ObjectElement(rawValue: "pickerView")
    /// `<datePicker>`: `UIDatePicker`.
    public static let datePicker = ObjectElement(rawValue: "datePicker")
    /// `<scrollView>`: `UIScrollView`.
    public static let scrollView = ObjectElement(rawValue: "scrollView")
    /// `<webView>`: the old `UIWebView`.
    public static let webView = ObjectElement(rawValue: "webView")
    /// `<wkWebView>`: WebKit's `WKWebView`.
    public static let wkWebView = ObjectElement(rawValue: "wkWebView")
    /// `<mapView>`: MapKit's `MKMapView`.
    public static let mapView = ObjectElement(rawValue: "mapView")
    /// `<activityIndicatorView>`: `UIActivityIndicatorView`.
    public static let activityIndicatorView = ObjectElement(rawValue: "activityIndicatorView")
    /// `<progressView>`: `UIProgressView`.
    public static let progressView = ObjectElement(rawValue: "progressView")
    /// `<pageControl>`: `UIPageControl`.
    public static let pageControl = ObjectElement(rawValue: "pageControl")
    /// `<stepper>`: `UIStepper`.
    public static let stepper = ObjectElement(rawValue: "stepper")
    /// `<searchBar>`: `UISearchBar`.
    public static let searchBar = ObjectElement(rawValue: "searchBar")
    /// `<toolbar>`: `UIToolbar`.
    public static let toolbar = ObjectElement(rawValue: "toolbar")
    /// `<navigationBar>`: `UINavigationBar`.
    public static let navigationBar = ObjectElement(rawValue: "navigationBar")
    /// `<tabBar>`: `UITabBar`.
    public static let tabBar = ObjectElement(rawValue: "tabBar")
    /// `<visualEffectView>`: `UIVisualEffectView`.
    public static let visualEffectView = ObjectElement(rawValue: "visualEffectView")
    /// `<containerView>`: a container view (its `embed` segue names the child controller).
    public static let containerView = ObjectElement(rawValue: "containerView")
    /// `<glkView>`: GLKit's `GLKView`.
    public static let glkView = ObjectElement(rawValue: "glkView")
    /// `<sceneKitView>`: SceneKit's `SCNView`.
    public static let sceneKitView = ObjectElement(rawValue: "sceneKitView")
    /// `<arscnView>`: ARKit's `ARSCNView`.
    public static let arscnView = ObjectElement(rawValue: "arscnView")
    /// `<mtkView>`: MetalKit's `MTKView`.
    public static let mtkView = ObjectElement(rawValue: "mtkView")
    /// `<spriteKitView>`: SpriteKit's `SKView`.
    public static let spriteKitView = ObjectElement(rawValue: "spriteKitView")

    // MARK: Layout guides

    /// `<viewLayoutGuide>`: a view's layout guide: `key="safeArea"` (`safeAreaLayoutGuide`), `layoutMarginsGuide`, a scroll view's `contentLayoutGuide`/`frameLayoutGuide`.
    public static let viewLayoutGuide = ObjectElement(rawValue: "viewLayoutGuide")
    /// `<viewControllerLayoutGuide>`: a view controller's `topLayoutGuide` or `bottomLayoutGuide` (`type="top"`/`"bottom"`, before safe areas).
    public static let viewControllerLayoutGuide = ObjectElement(rawValue: "viewControllerLayoutGuide")

    // MARK: Bar items

    /// `<navigationItem>`: `UINavigationItem`.
    public static let navigationItem = ObjectElement(rawValue: "navigationItem")
    /// `<barButtonItem>`: `UIBarButtonItem`.
    public static let barButtonItem = ObjectElement(rawValue: "barButtonItem")
    /// `<tabBarItem>`: `UITabBarItem`.
    public static let tabBarItem = ObjectElement(rawValue: "tabBarItem")
    /// `<searchDisplayController>`: the old `UISearchDisplayController`.
    public static let searchDisplayController = ObjectElement(rawValue: "searchDisplayController")

    // MARK: Gesture recognizers

    /// `<tapGestureRecognizer>`: `UITapGestureRecognizer`.
    public static let tapGestureRecognizer = ObjectElement(rawValue: "tapGestureRecognizer")
    /// `<longPressGestureRecognizer>`: `UILongPressGestureRecognizer`.
    public static let longPressGestureRecognizer = ObjectElement(rawValue: "longPressGestureRecognizer")
    /// `<panGestureRecognizer>`: `UIPanGestureRecognizer`.
    public static let panGestureRecognizer = ObjectElement(rawValue: "panGestureRecognizer")
    /// `<pinchGestureRecognizer>`: `UIPinchGestureRecognizer`.
    public static let pinchGestureRecognizer = ObjectElement(rawValue: "pinchGestureRecognizer")
    /// `<rotationGestureRecognizer>`: `UIRotationGestureRecognizer`.
    public static let rotationGestureRecognizer = ObjectElement(rawValue: "rotationGestureRecognizer")
    /// `<swipeGestureRecognizer>`: `UISwipeGestureRecognizer`.
    public static let swipeGestureRecognizer = ObjectElement(rawValue: "swipeGestureRecognizer")
    /// `<screenEdgePanGestureRecognizer>`: `UIScreenEdgePanGestureRecognizer`.
    public static let screenEdgePanGestureRecognizer = ObjectElement(
        rawValue: "screenEdgePanGestureRecognizer")

    // MARK: Other objects

    /// `<placeholder>`: a placeholder: File's Owner (`placeholderIdentifier="IBFilesOwner"`) or First Responder (`IBFirstResponder`).
    public static let placeholder = ObjectElement(rawValue: "placeholder")
    /// `<exit>`: a scene's Exit: the destination of its unwind segues.
    public static let exit = ObjectElement(rawValue: "exit")
    /// `<customObject>`: an object of a custom class that is not a view (`customClass`).
    public static let customObject = ObjectElement(rawValue: "customObject")
    /// `<collectionViewFlowLayout>`: `UICollectionViewFlowLayout` (a collection view's `collectionViewLayout`).
    public static let collectionViewFlowLayout = ObjectElement(rawValue: "collectionViewFlowLayout")

    /// Every name above: the object elements this reader knows.
    public static let known: Set<ObjectElement> = [
        .viewController, .tableViewController, .collectionViewController, .navigationController,
        .tabBarController, .splitViewController, .pageViewController, .hostingController,
        .avPlayerViewController, .glkViewController, .viewControllerPlaceholder, .view, .label,
        .button, .imageView, .tableView, .tableViewCell, .tableViewCellContentView,
        .tableViewSection, .collectionView, .collectionViewCell, .collectionViewCellContentView,
        .collectionReusableView, .textField, .textView, .`switch`, .slider, .segmentedControl,
        .stackView, .pickerView, .datePicker, .scrollView, .webView, .wkWebView, .mapView,
        .activityIndicatorView, .progressView, .pageControl, .stepper, .searchBar, .toolbar,
        .navigationBar, .tabBar, .visualEffectView, .containerView, .glkView, .sceneKitView,
        .arscnView, .mtkView, .spriteKitView, .viewLayoutGuide, .viewControllerLayoutGuide,
        .navigationItem, .barButtonItem, .tabBarItem, .searchDisplayController,
        .tapGestureRecognizer, .longPressGestureRecognizer, .panGestureRecognizer,
        .pinchGestureRecognizer, .rotationGestureRecognizer, .swipeGestureRecognizer,
        .screenEdgePanGestureRecognizer, .placeholder, .exit, .customObject,
        .collectionViewFlowLayout,
    ]

    /// The view controller elements (the objects a scene is for).
    public static let viewControllers: Set<ObjectElement> = [
        .viewController, .tableViewController, .collectionViewController, .navigationController,
        .tabBarController, .splitViewController, .pageViewController, .hostingController,
        .avPlayerViewController, .glkViewController, .viewControllerPlaceholder,
    ]

    /// Whether this reader knows the element (it is in `known`).
    public var isKnown: Bool { Self.known.contains(self) }

    /// Whether it is a view controller (in `viewControllers`).
    public var isViewController: Bool { Self.viewControllers.contains(self) }
}
