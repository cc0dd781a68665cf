// Trait changes: a view hears `traitCollectionDidChange` when its effective traits change.

extension View {
    /// Tells every view of the subtree whose traits changed, parents first.
    /// - Complexity: O(*n*) in the subtree's size.
    func updateTraitCollectionInSubtree() {
        let traits = window?.screenTraitCollection ?? .unspecified
        forEachInSubtree { view in
            let previous = view.knownTraitCollection
            guard previous != traits else { return }
            view.knownTraitCollection = traits
            view.traitCollectionDidChange(previous)
        }
    }
}
