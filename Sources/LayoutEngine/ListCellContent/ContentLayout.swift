/// One laid-out part of a list cell: an image, a text, a secondary text or an accessory.
public struct ContentPart: Sendable, Equatable {
    /// `image`, `text`, `secondaryText` or `accessory.<name>`.
    public var kind: String
    /// Relative to the cell's top leading corner, leading to the left (mirrored with the layout).
    public var frame: Rect
    /// The frame rests on the text width approximation.
    public var approximate: Bool
}

/// A cell's content laid out: its parts, the height the cell asks for, and whether that height rests
/// on an approximation.
public struct LaidOutContent: Sendable, Equatable {
    /// The cell size the parts were laid out in.
    public var size: Size
    public var parts: [ContentPart]
    public var fittingHeight: Double
    public var approximate: Bool
}

/// Lays out a UIListContentConfiguration and its accessories in a cell (Docs/Lists.md, "Cell
/// content"): accessories at the cell's edges, the content view between them, margins, image slot,
/// texts. Each step is a function citing its rule.
public struct ContentLayout: Sendable {
    public let content: ListContentConfiguration
    public let style: ListContentStyleMetrics
    let category: ContentSizeCategory
    let standardMargin: Double
    /// The outline indentation of the row: level × the appearance's indentation width.
    let indentation: Double
    let grid: PixelGrid

    /// The layout of `content` styled as `style` (the row's default style when the content names
    /// none), in `environment`, for a row of outline `level` of a section made from `list`.
    public init(_ content: ListContentConfiguration, style: ListContentStyle, list: ListConfiguration?, level: Int,
                environment: Environment) {
        let metrics = ListMetrics(environment)
        self.init(content, style: ListContentStyleMetrics(style, environment: environment, metrics: metrics),
                  metrics: metrics, list: list, level: level, environment: environment)
    }

    /// The same from the list metrics and style metrics already worked out for `environment`.
    init(_ content: ListContentConfiguration, style: ListContentStyleMetrics, metrics: ListMetrics, list: ListConfiguration?,
         level: Int, environment: Environment) {
        self.content = content
        self.category = environment.contentSizeCategory
        self.standardMargin = metrics.standardMargin
        self.indentation = Double(level) * metrics.indentation(list?.appearance ?? .plain)
        self.grid = PixelGrid(scale: environment.scale)
        var styled = style
        if let margins = content.directionalLayoutMargins { styled.margins = margins }
        if let padding = content.imageToTextPadding { styled.imageToTextPadding = padding }
        if let padding = content.textToSecondaryTextVerticalPadding { styled.textToSecondaryTextVerticalPadding = padding }
        if let padding = content.textToSecondaryTextHorizontalPadding { styled.textToSecondaryTextHorizontalPadding = padding }
        // Docs/Lists.md, "Approximate frames": the cell styles' margins in a grouped list are UIKit
        // constants, believed (measured in insetGrouped and plain lists).
        if list?.appearance == .grouped && styled.minimumHeight > 0 { (styled.partsChosen, styled.marginsChosen) = (true, true) }
        self.style = styled
    }

    /// The parts laid out in a cell of `size`; `fittingHeight` is what the cell asks for at that width.
    public func layout(in size: Size) -> LaidOutContent {
        layout(width: size.width, height: size.height)
    }

    /// The parts laid out in a cell `width` wide and `height` tall, or as tall as it asks to be.
    public func layout(width: Double, height: Double? = nil) -> LaidOutContent {
        let accessories = placeAccessories(cellWidth: width)
        let contentView = (start: accessories.contentStart, end: accessories.contentEnd)
        let inner = style.margins
        let available = max(0, contentView.end - contentView.start - inner.leading - inner.trailing)
        let slot = imageSlot()
        // The image slot and its padding to the text, taken from the text's room.
        let imageRun = slot.map { $0.width + style.imageToTextPadding } ?? 0
        let textStart = contentView.start + inner.leading + imageRun
        let texts = arrangeTexts(width: max(0, available - imageRun))
        let block = max(slot?.height ?? 0, texts.height)
        let asked = max(inner.top + block + inner.bottom, accessories.tallest)
        let fitting = grid.ceilToPixel(max(asked, style.minimumHeight))
        // Docs/Lists.md, "Approximate frames": the parts rest on the style's chosen values, a
        // secondary text's font or an accessory's size; the height on what decides it, above the minimum.
        let secondaryChosen = content.secondaryText.map { $0.measured == nil } ?? false
        let accessoryDecides = accessories.tallest > inner.top + block + inner.bottom
        // Chosen vertical margins place the parts only where they, not the least height or an accessory, decide it.
        let marginsDecide = asked > style.minimumHeight && !accessoryDecides && style.marginsChosen
        // Believed UIKit constants place the parts too: the outline indentation, the 16 between
        // content and accessories, a symbol's standard reserved width; and at the accessibility
        // sizes UIKit wraps texts around an image, which is not modelled.
        let wrapsAroundImage = slot != nil && category.isAccessibilityCategory
        let chosenParts = style.partsChosen || secondaryChosen || marginsDecide || !accessories.placed.isEmpty
            || indentation > 0 || (slot != nil && content.reservedLayoutSize == nil && content.imageIsSymbol && style.reservedImageWidth > 0)
            || wrapsAroundImage
        let textsDecide = texts.height >= (slot?.height ?? 0)
        let chosenHeight = wrapsAroundImage || (asked > style.minimumHeight ? (accessoryDecides ? accessories.tallestChosen
            : style.marginsChosen || (textsDecide && (style.fontsChosen || secondaryChosen))) : style.minimumChosen)

        // The block is centred between the vertical margins of the cell as it is laid out.
        let size = Size(width: width, height: height ?? fitting)
        let blockTop = inner.top + (size.height - inner.top - inner.bottom - block) / 2
        var parts: [ContentPart] = []
        if let slot, let image = content.image {
            let x = contentView.start + inner.leading + (slot.width - image.width) / 2
            parts.append(ContentPart(kind: "image", frame: Rect(x: x, y: blockTop + (block - image.height) / 2,
                                                                 width: image.width, height: image.height), approximate: chosenParts))
        }
        let textsTop = blockTop + (block - texts.height) / 2
        for part in texts.parts {
            parts.append(ContentPart(kind: part.kind, frame: part.frame.offsetBy(dx: textStart, dy: textsTop),
                                     approximate: part.approximate || chosenParts))
        }
        for accessory in accessories.placed {
            let frame = Rect(x: accessory.x, y: (size.height - accessory.size.height) / 2,
                             width: accessory.size.width, height: accessory.size.height)
            parts.append(ContentPart(kind: accessory.kind, frame: frame, approximate: accessory.approximate || chosenParts))
        }
        return LaidOutContent(size: size, parts: parts, fittingHeight: fitting, approximate: texts.approximateHeight || chosenHeight)
    }

    // MARK: Accessories

    struct PlacedAccessory {
        var kind: String
        var x: Double
        var size: Size
        /// Its size is our choice (a system accessory's) or approximate (a label's).
        var approximate: Bool
    }

    /// Accessories (Docs/Lists.md, "Accessories"): leading ones from the indented leading margin
    /// inward, trailing ones from the trailing margin inward, 16 apart; the content view spans
    /// the rest, starting at the indentation (or the last leading accessory) and ending 8 before the
    /// first trailing accessory, so that its 8-pt trailing margin leaves the 16 of accessory padding.
    func placeAccessories(cellWidth: Double) -> (placed: [PlacedAccessory], contentStart: Double,
                                                 contentEnd: Double, tallest: Double, tallestChosen: Bool) {
        var placed: [PlacedAccessory] = []
        var leadingEdge = indentation + standardMargin
        var trailingEdge = cellWidth - standardMargin
        var contentStart = indentation
        var contentEnd = cellWidth
        var tallest = 0.0
        var tallestChosen = false
        for accessory in content.accessories {
            let (size, approximate) = accessorySize(accessory)
            if size.height >= tallest { tallestChosen = approximate || (size.height == tallest && tallestChosen) }
            tallest = max(tallest, size.height)
            switch accessory.resolvedPlacement {
            case .leading:
                placed.append(PlacedAccessory(kind: accessory.elementKind, x: leadingEdge, size: size, approximate: approximate))
                contentStart = leadingEdge + size.width
                leadingEdge += size.width + AccessoryMetrics.padding
            case .trailing:
                placed.append(PlacedAccessory(kind: accessory.elementKind, x: trailingEdge - size.width, size: size,
                                              approximate: approximate))
                contentEnd = trailingEdge - size.width - (AccessoryMetrics.padding - 8)
                trailingEdge -= size.width + AccessoryMetrics.padding
            }
        }
        return (placed, contentStart, max(contentStart, contentEnd), tallest, tallestChosen)
    }

    /// An accessory's size: a custom view's or a label's as given; a label without one its text's
    /// approximate width on a body line; the system ones from the table (our choice), scaled with
    /// the text size. Approximate unless given.
    func accessorySize(_ accessory: CellAccessory) -> (Size, approximate: Bool) {
        if let size = accessory.size { return (size, false) }
        let body = DynamicType.font(.body, category)
        if accessory.kind == .label {
            return (Size(width: grid.ceilToPixel(TextWidth.approximate(accessory.text ?? "", font: body)),
                         height: grid.ceilToPixel(body.lineHeight)), true)
        }
        let standard = AccessoryMetrics.standardSize(accessory.kind)
        let scale = DynamicType.scaleFactor(category)
        return (Size(width: grid.ceilToPixel(standard.width * scale), height: grid.ceilToPixel(standard.height * scale)), true)
    }

    // MARK: Image

    /// The image's slot (Docs/Lists.md, "The steps", 3), from Apple's session (Docs/Provenance.md, "Seed 002"): the reserved layout size — the
    /// content's `reservedLayoutSize`, else for a symbol image the style's standard width (24, 28 in
    /// sidebars, scaled with the text size) — or the image's own size on an axis that reserves
    /// nothing. At the accessibility sizes every reserved WIDTH is ignored, the content's too
    /// (Docs/Lists.md, "Image"). The image is centred in it and overflows it when larger; the text
    /// follows the slot.
    func imageSlot() -> Size? {
        guard let image = content.image else { return nil }
        let standard = content.imageIsSymbol ? grid.ceilToPixel(style.reservedImageWidth) : 0
        var reserved = content.reservedLayoutSize ?? Size(width: standard, height: 0)
        if category.isAccessibilityCategory { reserved.width = 0 }
        return Size(width: reserved.width > 0 ? reserved.width : image.width,
                    height: max(image.height, reserved.height))
    }

    // MARK: Texts

    struct ArrangedTexts {
        /// Frames relative to the texts' top leading corner.
        var parts: [ContentPart] = []
        var height = 0.0
        var approximateHeight = false
    }

    /// The texts (Docs/Lists.md, "The steps", 4): stacked, the secondary text under the text, 3 apart; or
    /// side by side (valueCell), the secondary text at the trailing end, while both fit on one line.
    func arrangeTexts(width: Double) -> ArrangedTexts {
        let text = content.text.map { measure($0, style: style.textStyle, width: width) }
        let secondary = content.secondaryText.map { measure($0, style: style.secondaryTextStyle, width: width) }
        if style.arrangement == .sideBySide, let text, let secondary,
           text.width + style.textToSecondaryTextHorizontalPadding + secondary.width <= width {
            return sideBySide(text, secondary, width: width)
        }
        var arranged = ArrangedTexts()
        var y = 0.0
        for (kind, measured) in [("text", text), ("secondaryText", secondary)] {
            guard let measured else { continue }
            if !arranged.parts.isEmpty { y += style.textToSecondaryTextVerticalPadding }
            // A stacked text spans the width available; its frame rests on an approximation only when
            // its line count does (wrapping), or when a value cell's texts had to stack.
            let approximate = measured.approximateHeight || (style.arrangement == .sideBySide && measured.approximateWidth)
            arranged.parts.append(ContentPart(kind: kind, frame: Rect(x: 0, y: y, width: width, height: measured.height),
                                              approximate: approximate))
            arranged.approximateHeight = arranged.approximateHeight || approximate
            y += measured.height
        }
        arranged.height = y
        return arranged
    }

    /// valueCell on one line: the text from the leading edge, the secondary text its own width at the
    /// trailing end; the text takes the rest less the horizontal padding.
    func sideBySide(_ text: MeasuredText, _ secondary: MeasuredText, width: Double) -> ArrangedTexts {
        let height = max(text.height, secondary.height)
        let textWidth = width - secondary.width - style.textToSecondaryTextHorizontalPadding
        let approximate = text.approximateWidth || secondary.approximateWidth
        return ArrangedTexts(parts: [
            ContentPart(kind: "text", frame: Rect(x: 0, y: (height - text.height) / 2, width: textWidth, height: text.height),
                        approximate: approximate),
            ContentPart(kind: "secondaryText", frame: Rect(x: width - secondary.width, y: (height - secondary.height) / 2,
                                                           width: secondary.width, height: secondary.height),
                        approximate: secondary.approximateWidth),
        ], height: height, approximateHeight: false)
    }

    struct MeasuredText {
        var width: Double
        var height: Double
        var approximateWidth: Bool
        var approximateHeight: Bool
    }

    /// A text's size (Docs/Lists.md, "Text heights" and "Text widths"): the measured size when the
    /// spec gives one; else n lines of the style's font's line height, rounded up to the pixel, and
    /// the width approximation. `lines: N` is at most N lines; `lines: 0` (the default) as many as
    /// the approximate width needs, each line break starting a line of its own.
    func measure(_ text: ListContentText, style textStyle: TextStyle, width: Double) -> MeasuredText {
        if let measured = text.measured {
            return MeasuredText(width: measured.width, height: measured.height, approximateWidth: false, approximateHeight: false)
        }
        let font = DynamicType.font(textStyle, category)
        // Each explicit line (a line break ends one) takes at least a line, and wraps on its own.
        let explicitLines = text.string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var natural = 0.0, needed = 0.0
        for line in explicitLines {
            let lineWidth = grid.ceilToPixel(TextWidth.approximate(String(line), font: font))
            natural = max(natural, lineWidth)
            needed += width > 0 ? max(1, (lineWidth / width).rounded(.up)) : 1
        }
        let limit = text.lines == 0 ? Double.infinity : Double(text.lines)
        let lines = min(limit, needed)
        // Only lines the width approximation wraps make the height approximate.
        return MeasuredText(width: min(natural, width), height: grid.ceilToPixel(lines * font.lineHeight), approximateWidth: true,
                            approximateHeight: lines > min(limit, Double(explicitLines.count)))
    }
}

/// The text width approximation (Docs/Lists.md, "Text widths"; **our choice**): the layout knows no
/// font outlines, so a text is as wide as its characters times an average advance of 0.55 of the
/// point size (SF Pro's mixed-case average, roughly), an emoji or other wide character a whole
/// point size. Every frame resting on it is marked `approximate`.
public enum TextWidth {
    public static let averageAdvance = 0.55

    public static func approximate(_ string: String, font: FontMetrics) -> Double {
        var ems = 0.0
        for character in string {
            ems += isWide(character) ? 1 : averageAdvance
        }
        return ems * font.pointSize
    }

    /// Whether `character` is wide, a whole em: it holds a scalar from U+1100 on (Hangul, kana,
    /// CJK ideographs, emoji).
    public static func isWide(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value >= 0x1100 }
    }
}
