/// A section's item and group supplementaries (Docs/Semantics.md, "Item and group
/// supplementaries") in layout order: a group's own, then its children's, each kind counted from 0
/// across the section, groups a rect query skips counted all the same. Each group's are stamped
/// from its shape, placed once.
struct AttachedSupplementaries: Sendable {
    let section: Int
    let finish: ElementFinish

    func emit<E: Error>(_ content: SectionContent, shift: Point, groups window: GroupWindow, visible: Range<Int>,
                        _ body: (Element, Membership) throws(E) -> Void) throws(E) {
        var counters = [Int](repeating: 0, count: content.supplementaryKinds.count)
        func skip(_ group: PlacedGroup) {
            for (kind, count) in content.shapes[group.shape].kindCounts.enumerated() { counters[kind] += count }
        }
        for group in content.groups[..<visible.lowerBound] { skip(group) }
        for group in content.groups[visible] {
            let groupFrame = finish.finished(group.frame(in: content.shapes).offsetBy(dx: shift.x, dy: shift.y))
            guard window.admits(groupFrame) else {
                skip(group)
                continue
            }
            let origin = Point(x: group.origin.x + shift.x, y: group.origin.y + shift.y)
            for stamped in content.shapes[group.shape].supplementaries {
                let index = counters[stamped.kind]
                counters[stamped.kind] = index + 1
                let element = Element(category: .supplementary, kind: stamped.item.kind, section: section, item: index,
                                      frame: finish.finished(stamped.frame.offsetBy(dx: origin.x, dy: origin.y)),
                                      zIndex: stamped.item.zIndex)
                try body(element, .group(groupFrame))
            }
        }
    }
}

/// An item or group supplementary placed relative to its top-level group's corner.
struct StampedSupplementary: Sendable {
    var item: SupplementaryItem
    /// Its kind's position in the section's kinds.
    var kind: Int
    var frame: Rect
}

extension SolvedGroup {
    /// The group's item and group supplementaries placed relative to its corner, in layout order:
    /// a group's own (anchored to its inner box, as its children are laid out in it), then its
    /// children's, depth first.
    func stampedSupplementaries(grid: PixelGrid, kinds: [String]) -> [StampedSupplementary] {
        let anchoring = AnchoredSupplementaries(grid: grid)
        var out: [StampedSupplementary] = []
        func stamp(_ supplementary: SupplementaryItem, frame: Rect) {
            out.append(StampedSupplementary(item: supplementary, kind: kinds.firstIndex(of: supplementary.kind) ?? 0, frame: frame))
        }
        func visit(_ solved: SolvedGroup, frame: Rect) {
            let innerBox = frame.inset(by: solved.group.contentInsets)
            for supplementary in solved.group.supplementaryItems {
                stamp(supplementary, frame: anchoring.frame(supplementary, attachedTo: innerBox, sizeBox: solved.container))
            }
            for child in solved.children {
                let childFrame = child.frame.offsetBy(dx: frame.x, dy: frame.y)
                switch child.content {
                case .item(let item, _):
                    for supplementary in item.supplementaryItems {
                        stamp(supplementary, frame: anchoring.frame(supplementary, attachedTo: childFrame, sizeBox: childFrame.size))
                    }
                case .group(let nested):
                    visit(nested, frame: childFrame)
                }
            }
        }
        visit(self, frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        return out
    }
}

extension Group {
    /// The kinds of the item and group supplementaries the group and what it holds carry, each
    /// once, in the order they first appear.
    var attachedSupplementaryKinds: [String] {
        var kinds: [String] = []
        func collect(_ group: Group) {
            for supplementary in group.supplementaryItems where !kinds.contains(supplementary.kind) { kinds.append(supplementary.kind) }
            for sub in group.subitems {
                switch sub {
                case .item(let item):
                    for supplementary in item.supplementaryItems where !kinds.contains(supplementary.kind) { kinds.append(supplementary.kind) }
                case .group(let nested):
                    collect(nested)
                }
            }
        }
        collect(self)
        return kinds
    }
}
