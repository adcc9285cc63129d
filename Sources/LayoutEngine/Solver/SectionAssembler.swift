/// What a rect query finds an element by (Docs/Semantics.md, "Rect queries").
enum Membership: Sendable {
    /// Found by its own frame (boundary items).
    case ownFrame
    /// Found only when its top-level group's frame meets the rectangle (cells, item and group supplementaries).
    case group(Rect)
    /// Found when its section's frame meets or touches the rectangle (decorations).
    case section(Rect)
}

/// The layout's elements in output order, each with its membership (kept apart, so that the
/// elements are the result as they are).
struct PlacedElements: Sendable {
    var elements: [Element] = []
    var memberships: [Membership] = []

    mutating func append(_ element: Element, _ membership: Membership) {
        elements.append(element)
        memberships.append(membership)
    }

    mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
        memberships.reserveCapacity(count)
    }
}

/// Turns a section's solved groups into its elements at the section's place in the layout:
/// cells, boundary items (pinned where asked), item and group supplementaries, decorations.
struct SectionAssembler: Sendable {
    let grid: PixelGrid
    let environment: Environment
    let configuration: Configuration

    var along: Axis { configuration.scrollDirection }

    struct Assembled: Sendable {
        var length: Double = 0
        /// Inside the content insets, between the boundary items.
        var contentFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Appends the section's elements to `out` and says how long the section is.
    func assemble(_ content: SectionContent, spec: SectionSpec, index: Int, start: Double,
                  into out: inout PlacedElements) -> Assembled {
        let section = spec.section
        let across = along.other
        let containerAcross = environment.size.length(across)
        let boundary = BoundaryPlacement(grid: grid, scrollAxis: along)
        let follows = section.supplementariesFollowContentInsets
        let acrossStart = follows ? content.insets.start(across) : 0
        let acrossLength = follows ? containerAcross - content.insets.total(across) : containerAcross
        let items = section.boundarySupplementaryItems
        let sizes = boundary.sizes(items, acrossLength: acrossLength, container: environment.size)
        // A section that lays out nothing has no size, unless boundary items give it one.
        let contentLength = content.groups.isEmpty && !items.isEmpty ? content.insets.total(along) : content.length
        let placed = boundary.place(items, sizes: sizes, contentLength: contentLength,
                                    acrossStart: acrossStart, acrossLength: acrossLength)
        let contentStart = start + placed.leadingExtent
        let decorated = !section.decorationItems.isEmpty

        var assembled = Assembled(length: placed.totalLength)
        let insets = content.insets
        assembled.contentFrame = Rect(along: along, start: contentStart + insets.start(along),
                                length: max(0, placed.contentLength - insets.total(along)),
                                crossStart: insets.start(across), crossLength: max(0, containerAcross - insets.total(across)))
        let shift = Point(along: along, contentStart)
        let data = spec.items
        for group in content.groups {
            var item = group.firstItem
            let groupFrame = group.frame.offsetBy(dx: shift.x, dy: shift.y)
            let origin = Point(x: group.origin.x + shift.x, y: group.origin.y + shift.y)
            group.solved.forEachLeaf(origin: origin) { frame, zIndex in
                let entry = data.entry(item)
                let cell = Element(category: .cell, section: index, item: item, id: entry?.id, level: entry?.level,
                                   frame: frame, zIndex: decorated ? max(zIndex, 1) : zIndex)
                out.append(cell, .group(groupFrame))
                item += 1
            }
        }

        let visibleStart = along == .vertical ? environment.contentOffset.y : environment.contentOffset.x
        let visibleEnd = visibleStart + environment.size.length(along)
        let sectionFrame = Rect(along: along, start: start, length: placed.totalLength, crossStart: 0, crossLength: containerAcross)
        let sectionVisible = sectionFrame.end(along) > visibleStart && sectionFrame.start(along) < visibleEnd
        let sectionShift = Point(along: along, start)
        for (item, frame) in zip(items, placed.frames) {
            var frame = frame.offsetBy(dx: sectionShift.x, dy: sectionShift.y)
            var zIndex = item.zIndex
            if item.pinToVisibleBounds {
                let pinned = boundary.pinnedStart(item, natural: frame.start(along), length: frame.length(along),
                                                  contentStart: contentStart, contentEnd: contentStart + placed.contentLength,
                                                  visibleStart: visibleStart, visibleEnd: visibleEnd)
                frame = Rect(along: along, start: pinned, length: frame.length(along),
                             crossStart: frame.start(across), crossLength: frame.length(across))
                if sectionVisible { zIndex += BoundaryPlacement.pinnedZIndexLift }
            }
            let element = Element(category: .supplementary, kind: item.kind, section: index, item: 0, frame: frame, zIndex: zIndex)
            out.append(element, .ownFrame)
        }

        if section.group.hasAttachedSupplementaries {
            appendAttachedSupplementaries(content.groups, shift: shift, section: index, into: &out)
        }

        if placed.totalLength > 0 {
            for (position, decoration) in section.decorationItems.enumerated() {
                let element = Element(category: .decoration, kind: decoration.kind, section: index, item: position,
                                      frame: sectionFrame.inset(by: decoration.contentInsets), zIndex: decoration.zIndex)
                out.append(element, .section(sectionFrame))
            }
        }
        return assembled
    }

    /// Group and item supplementaries in layout order: a group's own, then its children's, each
    /// kind counted from 0 across the section.
    private func appendAttachedSupplementaries(_ groups: [PlacedGroup], shift: Point, section: Int,
                                               into elements: inout PlacedElements) {
        let anchoring = AnchoredSupplementaries(grid: grid)
        var counters: [String: Int] = [:]
        func emit(_ supplementary: SupplementaryItem, frame: Rect, groupFrame: Rect) {
            let index = counters[supplementary.kind, default: 0]
            counters[supplementary.kind] = index + 1
            let element = Element(category: .supplementary, kind: supplementary.kind, section: section, item: index,
                                  frame: frame, zIndex: supplementary.zIndex)
            elements.append(element, .group(groupFrame))
        }
        func visit(_ solved: SolvedGroup, frame: Rect, groupFrame: Rect) {
            // A group's supplementaries are anchored to its inner box, as its children are laid out in it.
            let innerBox = frame.inset(by: solved.group.contentInsets)
            for supplementary in solved.group.supplementaryItems {
                emit(supplementary, frame: anchoring.frame(supplementary, attachedTo: innerBox, sizeBox: solved.container),
                     groupFrame: groupFrame)
            }
            for child in solved.children {
                let childFrame = child.frame.offsetBy(dx: frame.x, dy: frame.y)
                switch child.content {
                case .item(let item, _):
                    for supplementary in item.supplementaryItems {
                        emit(supplementary, frame: anchoring.frame(supplementary, attachedTo: childFrame, sizeBox: childFrame.size),
                             groupFrame: groupFrame)
                    }
                case .group(let nested):
                    visit(nested, frame: childFrame, groupFrame: groupFrame)
                }
            }
        }
        for group in groups {
            let frame = group.frame.offsetBy(dx: shift.x, dy: shift.y)
            visit(group.solved, frame: frame, groupFrame: frame)
        }
    }
}

extension Group {
    /// Whether the group, or anything in it, carries item or group supplementaries.
    var hasAttachedSupplementaries: Bool {
        !supplementaryItems.isEmpty || subitems.contains { sub in
            switch sub {
            case .item(let item): return !item.supplementaryItems.isEmpty
            case .group(let nested): return nested.hasAttachedSupplementaries
            }
        }
    }
}

extension BoundaryPlacement {
    /// Added to a pinned item's zIndex while its section is in view, so it floats over the cells.
    static let pinnedZIndexLift = 1_000_000_000
}
