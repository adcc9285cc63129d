/// A group laid out once. Frames are relative to the group's outer corner, so one solution serves
/// every repetition of the group in its section: it is translated, not solved again.
struct SolvedGroup: Sendable {
    var group: Group
    var size: Size
    /// The box the group was sized in: its group supplementaries' fractions are of this.
    var container: Size
    var children: [SolvedChild]
    /// How many cells the group holds, nested groups included.
    var leafCount: Int

    enum Content: Sendable {
        case item(Item, zIndex: Int)
        case group(SolvedGroup)
    }

    struct SolvedChild: Sendable {
        /// An item's cell frame (its insets taken off), or a nested group's outer frame.
        var frame: Rect
        var content: Content

        var leafCount: Int {
            switch content {
            case .item: return 1
            case .group(let nested): return nested.leafCount
            }
        }
    }

    /// Calls `body` with every cell of the group in order: its frame translated by `origin`, and its zIndex.
    func forEachLeaf(origin: Point, _ body: (Rect, Int) -> Void) {
        for index in children.indices {
            let frame = children[index].frame.offsetBy(dx: origin.x, dy: origin.y)
            switch children[index].content {
            case .item(_, let zIndex):
                body(frame, zIndex)
            case .group(let nested):
                nested.forEachLeaf(origin: Point(x: frame.x, y: frame.y), body)
            }
        }
    }

    /// The group holding only its first `leafLimit` cells, trimmed along `scrollAxis`
    /// (Docs/Semantics.md, "The last group"): measured from the inner corner, as long as its
    /// cells reach plus what the whole group leaves over after its last cell. Partly filled nested
    /// groups are trimmed the same way; custom groups keep their size.
    func trimmed(toLeaves leafLimit: Int, along scrollAxis: Axis) -> SolvedGroup {
        guard leafLimit < leafCount else { return self }
        if case .custom = group.layout {
            var copy = self
            copy.children = Array(children.prefix(leafLimit))
            copy.leafCount = leafLimit
            return copy
        }
        var kept: [SolvedChild] = []
        var used = 0
        for child in children where used < leafLimit {
            var child = child
            if case .group(let nested) = child.content, nested.leafCount > leafLimit - used {
                let partial = nested.trimmed(toLeaves: leafLimit - used, along: scrollAxis)
                child.frame = Rect(along: scrollAxis, start: child.frame.start(scrollAxis),
                                   length: partial.size.length(scrollAxis),
                                   crossStart: child.frame.start(scrollAxis.other),
                                   crossLength: child.frame.length(scrollAxis.other))
                child.content = .group(partial)
            }
            used += child.leafCount
            kept.append(child)
        }
        let innerStart = group.contentInsets.start(scrollAxis)
        let innerEnd = size.length(scrollAxis) - group.contentInsets.end(scrollAxis)
        let wholeReach = children.map { $0.frame.end(scrollAxis) }.max() ?? innerStart
        let leftOver = max(0, innerEnd - wholeReach)
        let reach = (kept.map { $0.frame.end(scrollAxis) }.max() ?? innerStart) - innerStart
        var copy = self
        copy.children = kept
        copy.leafCount = used
        copy.size = Size(along: scrollAxis, min(size.length(scrollAxis), reach + leftOver),
                         across: size.length(scrollAxis.other))
        return copy
    }
}
