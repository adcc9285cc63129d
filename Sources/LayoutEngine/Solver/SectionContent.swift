/// A section's groups, in the section's own coordinates: along the scroll axis from the start of
/// its leading content inset, across it from the collection view's edge.
struct SectionContent: Sendable {
    /// The distinct solutions of the section's group: the template every repetition stamps, and
    /// the trimmed last group and the groups of self-sized cells where there are such.
    var shapes: [GroupShape] = []
    /// The section's top-level groups as placed, in order.
    var groups: [PlacedGroup] = []
    /// The kinds of the item and group supplementaries the section's group carries, each once.
    var supplementaryKinds: [String] = []
    /// Length along the scroll axis: insets and groups; 0 for a section that lays out nothing.
    var length: Double = 0
    /// The widest top-level group across the scroll axis.
    var widestGroup: Double = 0
    /// The section's content insets in effect (its own plus the content insets reference).
    var insets: DirectionalInsets = .zero
    /// The row's scroll state, for orthogonally scrolling sections.
    var orthogonal: OrthogonalScroll?
    /// The size of the section's group when it holds none of its subitems although the section
    /// has items (a subitem longer than the group): nothing is shown, and the solver says why.
    var emptyGroupSize: Size?
    /// The first cell that measures or repeats out of its group (index in the section, frame
    /// relative to the group, the group's size), when there is one.
    var cellOutsideGroup: (item: Int, cell: Rect, groupSize: Size)?
}

/// A top-level group where it stands in its section: which shape, where, and its first cell's
/// index. Compact (24 bytes), as a section may hold a million of them.
struct PlacedGroup: Sendable {
    var origin: Point
    private var shapeIndex: Int32
    private var firstItemIndex: Int32

    init(shape: Int, origin: Point, firstItem: Int) {
        self.origin = origin
        // Specs hold at most 10^6 items (SpecLimits); no layout of 2^31 items fits in memory anyway.
        shapeIndex = Int32(truncatingIfNeeded: shape)
        firstItemIndex = Int32(truncatingIfNeeded: firstItem)
    }

    var shape: Int { Int(shapeIndex) }
    var firstItem: Int { Int(firstItemIndex) }

    /// The group's outer frame: rect queries find a group's elements by it.
    func frame(in shapes: [GroupShape]) -> Rect {
        let size = shapes[shape].size
        return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
}
