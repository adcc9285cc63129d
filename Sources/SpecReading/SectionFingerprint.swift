import LayoutEngine

/// A section's definition as text, field by field: equal for sections built alike. Written out by
/// hand, because reflection (`"\(section)"`) costs about 100 µs a section.
enum SectionFingerprint {
    static func of(_ definition: SectionDefinition) -> String {
        var text = ""
        append(definition.section, to: &text)
        if let list = definition.list {
            text += "list \(list.appearance.rawValue) \(list.headerMode.rawValue) \(list.footerMode.rawValue) \(list.showsSeparators) "
            append(list.measuredHeader, to: &text)
            append(list.measuredFooter, to: &text)
        }
        text += definition.keys.keys.sorted().joined(separator: ",")
        return text
    }

    static func append(_ section: Section, to text: inout String) {
        append(.group(section.group), to: &text)
        append(section.contentInsets, to: &text)
        text += "s\(section.interGroupSpacing) \(section.orthogonalScrollingBehavior.rawValue) \(section.supplementariesFollowContentInsets) "
            + "\(section.contentInsetsReference?.rawValue ?? "-") "
        for item in section.boundarySupplementaryItems {
            text += "b\(item.kind.count):\(item.kind) \(item.alignment.rawValue) \(item.absoluteOffset.x) \(item.absoluteOffset.y) "
                + "\(item.extendsBoundary) \(item.pinToVisibleBounds) \(item.zIndex) "
            append(item.size, to: &text)
            append(item.measured, to: &text)
        }
        for item in section.decorationItems {
            text += "d\(item.kind.count):\(item.kind) \(item.zIndex) "
            append(item.contentInsets, to: &text)
        }
    }

    static func append(_ item: LayoutItem, to text: inout String) {
        switch item {
        case .item(let item):
            text += "i("
            append(item.size, to: &text)
            append(item.contentInsets, to: &text)
            append(item.edgeSpacing, to: &text)
            item.supplementaryItems.forEach { append($0, to: &text) }
        case .group(let group):
            text += "g(\(group.count ?? 0) "
            switch group.layout {
            case .horizontal: text += "h "
            case .vertical: text += "v "
            case .custom(let frames):
                text += "c" + frames.map { "\($0.frame.x),\($0.frame.y),\($0.frame.width),\($0.frame.height),\($0.zIndex)" }.joined(separator: ";")
            }
            append(group.size, to: &text)
            append(group.contentInsets, to: &text)
            append(group.edgeSpacing, to: &text)
            text += "\(group.interItemSpacing) "
            group.supplementaryItems.forEach { append($0, to: &text) }
            group.subitems.forEach { append($0, to: &text) }
        }
        text += ")"
    }

    static func append(_ item: SupplementaryItem, to text: inout String) {
        text += "u\(item.kind.count):\(item.kind) \(item.zIndex) "
        append(item.containerAnchor, to: &text)
        if let anchor = item.itemAnchor { append(anchor, to: &text) } else { text += "- " }
        append(item.size, to: &text)
        append(item.measured, to: &text)
    }

    /// Edges sorted: equal sets need not iterate alike.
    static func append(_ anchor: Anchor, to text: inout String) {
        text += anchor.edges.map(\.rawValue).sorted().joined(separator: ",") + " \(anchor.offset) "
    }

    static func append(_ size: LayoutSize, to text: inout String) { text += "\(size.width) \(size.height) " }
    static func append(_ insets: DirectionalInsets, to text: inout String) {
        text += "\(insets.top) \(insets.leading) \(insets.bottom) \(insets.trailing) "
    }
    static func append(_ spacing: EdgeSpacing, to text: inout String) {
        text += "\(String(describing: spacing.leading)) \(String(describing: spacing.top)) "
            + "\(String(describing: spacing.trailing)) \(String(describing: spacing.bottom)) "
    }
    static func append(_ size: MeasuredSize, to text: inout String) {
        text += "\(size.width ?? -1) \(size.height ?? -1) "
    }
}
