import LayoutEngine

/// What a key left out of a spec stands for, in one copy that the decoder falls back to and the
/// key tables (and so the JSON Schema's `default`) state (Docs/Developing.md, "Defaults: one copy
/// each"). Each is the model made with its initializer's default arguments, which are the one place
/// the values are written, as `Environment.standard` is the environment's; a required argument is
/// given a placeholder no default is read from. The few keys the model has no property for
/// (`axis`, `expanded`) have their fallback here.
enum ModelDefaults {
    /// The placeholder of a required size.
    private static let anySize = LayoutSize(width: .absolute(0), height: .absolute(0))

    static let configuration = Configuration()
    static let group = Group(layout: .horizontal, size: anySize)
    /// A group section's keys; a list section's contentInsets and supplementariesFollowContentInsets
    /// are its list's (`ListSection.make`).
    static let section = Section(group: group)
    static let sectionSpec = SectionSpec(section: section, items: SectionItems(count: 0))
    static let item = Item(size: anySize)
    static let customFrame = CustomFrame(frame: Rect(x: 0, y: 0, width: 0, height: 0))
    static let insets = DirectionalInsets()
    static let supplementaryItem = SupplementaryItem(kind: "", size: anySize, containerAnchor: Anchor(edges: []))
    static let boundaryItem = BoundaryItem(kind: "", size: anySize, alignment: .top)
    static let decorationItem = DecorationItem(kind: "")
    static let list = ListConfiguration()
    static let content = ListContentConfiguration()
    static let text = ListContentText("")
    static let splitView = SplitView()

    /// A group's `axis` when not written: the spec's own choice (UIKit has no default, the
    /// horizontal group is the common one).
    static let groupAxis = GroupAxis.horizontal
    /// An item entry's `expanded` when not written: its children are hidden, as a new outline's are.
    static let expanded = false
}

extension SpecDefault {
    /// Insets whose edges are all the same, as the one number INSETS takes for them.
    static func insets(_ insets: DirectionalInsets) -> SpecDefault { .number(insets.top) }

    /// A spacing as the spec writes it: `fixed(0)`.
    static func spacing(_ spacing: Spacing) -> SpecDefault {
        switch spacing {
        case .fixed(let length): return .string("fixed(\(spelled(length)))")
        case .flexible(let length): return .string("flexible(\(spelled(length)))")
        }
    }

    /// A whole number (a z index, a line count).
    static func integer(_ value: Int) -> SpecDefault { .number(Double(value)) }
}
