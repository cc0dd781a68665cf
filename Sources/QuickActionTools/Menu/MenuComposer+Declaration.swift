public import QuickActions

extension MenuComposer {
    /// The menu for an app's declaration (static items resolved for `language`, invalid ones
    /// reported as hidden) and the dynamic items.
    /// - Complexity: O(*n*) in the number of items.
    public func compose(
        _ declaration: AppDeclaration, language: String? = nil, dynamicItems: [ShortcutItem] = []
    )
        -> QuickActionMenu
    {
        let statics = declaration.resolvedItems(language: language).map { resolved -> Candidate in
            if let item = resolved.item {
                return Candidate(item: item, source: .static, sourceIndex: resolved.declared.index)
            }
            return Candidate(
                invalidType: resolved.declared.type?.value, title: resolved.declared.title?.value,
                source: .static,
                sourceIndex: resolved.declared.index, problem: resolved.problem ?? "")
        }
        let dynamics = dynamicItems.enumerated().map {
            Candidate(item: $0.element, source: .dynamic, sourceIndex: $0.offset)
        }
        return compose(statics + dynamics)
    }
}
