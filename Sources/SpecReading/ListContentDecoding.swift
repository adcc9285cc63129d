import LayoutEngine

/// Reading CONTENT (an item entry's `content`: UIListContentConfiguration and accessories) and the
/// Dynamic Type environment input (Docs/SpecFormat.md, "CONTENT"; Docs/Lists.md).
extension Field {
    /// `contentSizeCategory`: UIKit's name (`large`, `accessibilityExtraExtraLarge`, …) or the HIG's
    /// short one (`L`, `AX3`, …).
    func contentSizeCategory() throws(Diagnostics) -> ContentSizeCategory {
        let word = try string()
        if let category = ContentSizeCategory(rawValue: word) ?? ContentSizeCategory(shortName: word) { return category }
        return try choice(ContentSizeCategory.self)
    }

    /// CONTENT: `{style, image, text, secondaryText, directionalLayoutMargins, imageToTextPadding,
    /// textToSecondaryTextVerticalPadding, textToSecondaryTextHorizontalPadding,
    /// imageProperties: {reservedLayoutSize}, accessories}`.
    func listContent() throws(Diagnostics) -> ListContentConfiguration {
        let fields = try members(allowed: SpecKeys.content.names)
        var content = ListContentConfiguration()
        content.style = try fields["style"]?.choice(ListContentStyle.self)
        if let image = fields["image"] {
            // `image: [24, 24]` or `image: {size: [24, 24], symbol: false}`.
            if case .object = image.node.value {
                let keys = try image.members(allowed: SpecKeys.image.names)
                content.image = try keys.required("size", in: image).size()
                content.imageIsSymbol = try keys["symbol"]?.bool() ?? ModelDefaults.content.imageIsSymbol
            } else {
                content.image = try image.size()
            }
        }
        content.text = try fields["text"]?.contentText()
        content.secondaryText = try fields["secondaryText"]?.contentText()
        content.directionalLayoutMargins = try fields["directionalLayoutMargins"]?.insets()
        content.imageToTextPadding = try fields["imageToTextPadding"]?.nonNegativeNumber()
        content.textToSecondaryTextVerticalPadding = try fields["textToSecondaryTextVerticalPadding"]?.nonNegativeNumber()
        content.textToSecondaryTextHorizontalPadding = try fields["textToSecondaryTextHorizontalPadding"]?.nonNegativeNumber()
        if let properties = fields["imageProperties"] {
            content.reservedLayoutSize = try properties.members(allowed: SpecKeys.imageProperties.names)["reservedLayoutSize"]?.size()
        }
        if let accessories = fields["accessories"] {
            let entries = try accessories.elements()
            guard entries.count <= SpecLimits.maximumAccessories else { throw accessories.fail(.tooMany(.accessories)) }
            for entry in entries { content.accessories.append(try entry.accessory()) }
        }
        return content
    }

    /// `[width, height]`, both ≥ 0.
    func size() throws(Diagnostics) -> Size {
        let pair = try elements()
        guard pair.count == 2 else { throw fail(.notAPair(.size, count: pair.count)) }
        return Size(width: try pair[0].nonNegativeNumber(), height: try pair[1].nonNegativeNumber())
    }

    /// A text: a string, or `{string, lines, measured: [width, height]}` (`lines` at most so many lines; 0, the default, as many as it needs).
    func contentText() throws(Diagnostics) -> ListContentText {
        if case .string(let text) = node.value { return ListContentText(text) }
        guard case .object = node.value else {
            throw fail(.wrongType(expected: .text, found: node.typeName))
        }
        let fields = try members(allowed: SpecKeys.text.names)
        var text = ListContentText(try fields.required("string", in: self).string(),
                                   lines: try fields["lines"]?.integer(in: 0...1_000) ?? ModelDefaults.text.lines,
                                   measured: try fields["measured"]?.size())
        text.linesWritten = fields["lines"] != nil
        return text
    }

    /// An accessory: its name (`disclosureIndicator`), or `{kind, placement, size: [w, h], text}`.
    /// A custom view needs its size and a label its text (UIKit's `.customView(configuration:)` takes
    /// the view, `.label(text:)` the text), whichever form names them.
    func accessory() throws(Diagnostics) -> CellAccessory {
        let accessory: CellAccessory
        if case .string = node.value {
            accessory = CellAccessory(try choice(CellAccessory.Kind.self))
        } else {
            let fields = try members(allowed: SpecKeys.accessory.names)
            accessory = CellAccessory(try fields.required("kind", in: self).choice(CellAccessory.Kind.self),
                                      placement: try fields["placement"]?.choice(CellAccessory.Placement.self),
                                      size: try fields["size"]?.size(), text: try fields["text"]?.string())
        }
        if accessory.kind == .customView && accessory.size == nil {
            throw fail(.accessoryNeedsSize)
        }
        if accessory.kind == .label && accessory.text == nil {
            throw fail(.accessoryNeedsText)
        }
        return accessory
    }
}
