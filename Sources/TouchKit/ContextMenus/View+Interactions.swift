// A view's interactions (`addInteraction(_:)`), as UIKit's `UIView` has them.

extension View {
    /// The interactions added to the view, in order (`interactions`).
    public var interactions: [any Interaction] {
        get { interactionStorage }
        set {
            for old in interactionStorage where !newValue.contains(where: { $0 === old }) {
                removeInteraction(old)
            }
            for new in newValue where !interactionStorage.contains(where: { $0 === new }) {
                addInteraction(new)
            }
        }
    }

    /// Adds `interaction` (`addInteraction(_:)`); the view keeps it.
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` (`removeInteraction(_:)`).
    public func removeInteraction(_ interaction: any Interaction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
