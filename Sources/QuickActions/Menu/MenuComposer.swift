import PropertyLists
/// Builds the quick action menu from an app's static and dynamic items, as SpringBoard does:
/// static items first in Info.plist order, then dynamic items in the order the app set them,
/// at most `maximumItemCount` in all.
public struct MenuComposer: Sendable, Hashable {
    /// One item offered to the menu; invalid static items are offered too so they can be
    /// reported as hidden.
    public struct Candidate: Sendable, Hashable {
        /// The item, or nil when its declaration is invalid.
        public var item: ShortcutItem?
        /// The type to report for an invalid item.
        public var type: String?
        /// The title to report for an invalid item.
        public var title: String?
        /// Static or dynamic.
        public var source: ShortcutItemSource
        /// Its index among the items of its source.
        public var sourceIndex: Int
        /// Why the item is invalid, when it is.
        public var problem: String?

        /// A valid item.
        public init(item: ShortcutItem, source: ShortcutItemSource, sourceIndex: Int) {
            self.item = item
            self.type = item.type
            self.title = item.localizedTitle
            self.source = source
            self.sourceIndex = sourceIndex
            self.problem = nil
        }

        /// An invalid item, with what is known of it.
        public init(
            invalidType type: String?, title: String?, source: ShortcutItemSource, sourceIndex: Int,
            problem: String
        ) {
            self.item = nil
            self.type = type
            self.title = title
            self.source = source
            self.sourceIndex = sourceIndex
            self.problem = problem
        }
    }

    /// The most rows the menu shows: 4 on iOS 9–12 (later systems show more; configurable).
    public var maximumItemCount: Int
    /// Title lines when a row has no subtitle (2).
    public var titleLinesWithoutSubtitle: Int
    /// Title lines when a row has a subtitle (1).
    public var titleLinesWithSubtitle: Int

    /// Creates a composer; the defaults are iOS 9–12's.
    public init(
        maximumItemCount: Int = 4, titleLinesWithoutSubtitle: Int = 2, titleLinesWithSubtitle: Int = 1
    ) {
        self.maximumItemCount = maximumItemCount
        self.titleLinesWithoutSubtitle = titleLinesWithoutSubtitle
        self.titleLinesWithSubtitle = titleLinesWithSubtitle
    }

    /// The menu for valid static items (plist order) and the dynamic items.
    /// - Complexity: O(*n*) in the number of items.
    public func compose(staticItems: [ShortcutItem], dynamicItems: [ShortcutItem]) -> QuickActionMenu {
        compose(
            staticItems.enumerated().map {
                Candidate(item: $0.element, source: .static, sourceIndex: $0.offset)
            }
                + dynamicItems.enumerated().map {
                    Candidate(item: $0.element, source: .dynamic, sourceIndex: $0.offset)
                })
    }

    /// The menu for candidates: statics before dynamics, each in `sourceIndex` order.
    /// - Complexity: O(*n* log *n*) in the number of candidates.
    public func compose(_ candidates: [Candidate]) -> QuickActionMenu {
        var menu = QuickActionMenu(rows: [])
        let ordered = candidates.enumerated().sorted { left, right in
            let a = (left.element.source == .static ? 0 : 1, left.element.sourceIndex, left.offset)
            let b = (right.element.source == .static ? 0 : 1, right.element.sourceIndex, right.offset)
            return a < b
        }.map(\.element)
        for candidate in ordered {
            guard let item = candidate.item else {
                menu.hidden.append(
                    .init(
                        item: nil, type: candidate.type, title: candidate.title, source: candidate.source,
                        sourceIndex: candidate.sourceIndex, reason: .invalid(candidate.problem ?? "")))
                continue
            }
            guard menu.rows.count < maximumItemCount else {
                menu.hidden.append(
                    .init(
                        item: item, type: item.type, title: item.localizedTitle, source: candidate.source,
                        sourceIndex: candidate.sourceIndex, reason: .overLimit(limit: maximumItemCount)))
                continue
            }
            let hasSubtitle = !(item.localizedSubtitle ?? "").isEmpty
            menu.rows.append(
                .init(
                    item: item, source: candidate.source, sourceIndex: candidate.sourceIndex,
                    titleLineLimit: hasSubtitle ? titleLinesWithSubtitle : titleLinesWithoutSubtitle))
        }
        return menu
    }
}
