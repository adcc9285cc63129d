/// A section's item and group supplementaries (Docs/Semantics.md, "Item and group
/// supplementaries") in layout order: a group's own, then its children's, each kind counted from 0
/// across the section, groups a rect query skips counted all the same.
struct AttachedSupplementaries: Sendable {
    let grid: PixelGrid
    let section: Int
    let finish: ElementFinish

    func emit<E: Error>(_ content: SectionContent, shift: Point, groups window: GroupWindow, visible: Range<Int>,
                        _ body: (Element, Membership) throws(E) -> Void) throws(E) {
        var counters: [String: Int] = [:]
        // Groups skipped since the last one emitted, by shape.
        var skipped = [Int](repeating: 0, count: content.shapes.count)
        var anySkipped = visible.lowerBound > 0
        for group in content.groups[..<visible.lowerBound] { skipped[group.shape] += 1 }
        for group in content.groups[visible] {
            let frame = group.frame.offsetBy(dx: shift.x, dy: shift.y)
            let groupFrame = finish.place(frame)
            guard window.admits(groupFrame) else {
                skipped[group.shape] += 1
                anySkipped = true
                continue
            }
            if anySkipped {
                count(skipped, in: content.shapes, into: &counters)
                skipped = [Int](repeating: 0, count: content.shapes.count)
                anySkipped = false
            }
            try visit(content.shapes[group.shape].solved, frame: frame, membership: .group(groupFrame), counters: &counters, body)
        }
    }

    /// Each group's supplementaries, then its children's, depth first.
    private func visit<E: Error>(_ solved: SolvedGroup, frame: Rect, membership: Membership, counters: inout [String: Int],
                                 _ body: (Element, Membership) throws(E) -> Void) throws(E) {
        let anchoring = AnchoredSupplementaries(grid: grid)
        // A group's supplementaries are anchored to its inner box, as its children are laid out in it.
        let innerBox = frame.inset(by: solved.group.contentInsets)
        for supplementary in solved.group.supplementaryItems {
            let placed = anchoring.frame(supplementary, attachedTo: innerBox, sizeBox: solved.container)
            try body(element(supplementary, frame: placed, counters: &counters), membership)
        }
        for child in solved.children {
            let childFrame = child.frame.offsetBy(dx: frame.x, dy: frame.y)
            switch child.content {
            case .item(let item, _):
                for supplementary in item.supplementaryItems {
                    let placed = anchoring.frame(supplementary, attachedTo: childFrame, sizeBox: childFrame.size)
                    try body(element(supplementary, frame: placed, counters: &counters), membership)
                }
            case .group(let nested):
                try visit(nested, frame: childFrame, membership: membership, counters: &counters, body)
            }
        }
    }

    private func element(_ supplementary: SupplementaryItem, frame: Rect, counters: inout [String: Int]) -> Element {
        // One hash: the counter is read and advanced in place.
        func advance(_ counter: inout Int) -> Int {
            defer { counter += 1 }
            return counter
        }
        let index = advance(&counters[supplementary.kind, default: 0])
        return Element(category: .supplementary, kind: supplementary.kind, section: section, item: index,
                       frame: finish.place(frame), zIndex: supplementary.zIndex)
    }

    /// Advances the counters past `groups[shape]` skipped groups of each shape.
    private func count(_ groups: [Int], in shapes: [GroupShape], into counters: inout [String: Int]) {
        for (shape, times) in zip(shapes, groups) where times > 0 {
            var once: [String: Int] = [:]
            shape.solved.countSupplementaries(into: &once)
            for (kind, n) in once { counters[kind, default: 0] += n * times }
        }
    }
}

extension SolvedGroup {
    /// How many supplementaries of each kind the group and what it holds carry.
    func countSupplementaries(into counts: inout [String: Int]) {
        for supplementary in group.supplementaryItems { counts[supplementary.kind, default: 0] += 1 }
        for child in children {
            switch child.content {
            case .item(let item, _):
                for supplementary in item.supplementaryItems { counts[supplementary.kind, default: 0] += 1 }
            case .group(let nested):
                nested.countSupplementaries(into: &counts)
            }
        }
    }
}
