// Trait inheritance: parent, then presenter, then window.

extension ViewController {
    /// The traits the controller inherits now.
    var inheritedTraitCollection: TraitCollection {
        if let parent = parentStorage { return parent.traitStorage }
        if let presenter = presentingStorage { return presenter.traitStorage }
        if let window = rootOfWindow { return window.screenTraitCollection }
        return .unspecified
    }

    /// Takes the inherited traits, calls `traitCollectionDidChange(_:)` when they changed, and
    /// passes them on to the children and the presented controller.
    /// - Complexity: O(*n*) in the controllers below this one.
    func updateTraitCollection() {
        let inherited = inheritedTraitCollection
        let previous = traitStorage
        if inherited != previous {
            traitStorage = inherited
            traitCollectionDidChange(previous)
        }
        for child in childStorage { child.updateTraitCollection() }
        presentedStorage?.updateTraitCollection()
    }
}
