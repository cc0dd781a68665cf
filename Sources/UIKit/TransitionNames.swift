public import TouchKit

// UIKit's names for custom modal transitions (TouchKit's Controllers/Transitions): the same
// protocols and classes under UIKit's names. The two key types are top-level in every Swift version.

/// UIKit's `UIViewControllerTransitioningDelegate`: TouchKit's `ViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate

/// UIKit's `UIViewControllerAnimatedTransitioning`: TouchKit's `ViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning

/// UIKit's `UIViewControllerContextTransitioning`: TouchKit's `ViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning

/// UIKit's `UIViewControllerInteractiveTransitioning`: TouchKit's
/// `ViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning

/// UIKit's `UIPercentDrivenInteractiveTransition`: TouchKit's `PercentDrivenInteractiveTransition`
/// (the renderer shows the end values while the interaction runs; see its documentation).
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition

/// UIKit's `UIPresentationController`: TouchKit's `PresentationController` (no adaptivity).
public typealias UIPresentationController = PresentationController

/// UIKit's `UIViewControllerTransitionCoordinator`: TouchKit's `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: TouchKit's
/// `ViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext

/// UIKit's `UITransitionContextViewControllerKey` (`.from`, `.to`).
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey

/// UIKit's `UITransitionContextViewKey` (`.from`, `.to`).
public typealias UITransitionContextViewKey = TransitionContextViewKey
