import LayoutEngine

/// Lists, item entries and list cell content (Docs/SpecFormat.md, "CONTENT"; Docs/Lists.md).
extension SpecKeys {
    static let contentDescription = "CONTENT: what the view shows (UIListContentConfiguration)."
    /// `[width, height]`, both at least 0.
    static let sizePair = SpecValue.pair(nonNegative: true)

    public static let list = KeyTable("list", "UICollectionLayoutListConfiguration.", keys: [
        SpecKey("appearance", .choice(of: ListConfiguration.Appearance.self), default: .string(ModelDefaults.list.appearance.rawValue),
                "The list's appearance."),
        SpecKey("headerMode", .choice(of: ListConfiguration.HeaderMode.self), default: .string(ModelDefaults.list.headerMode.rawValue),
                "Section headers."),
        SpecKey("footerMode", .choice(of: ListConfiguration.FooterMode.self), default: .string(ModelDefaults.list.footerMode.rawValue),
                "Section footers."),
        SpecKey("showsSeparators", .bool, default: .bool(ModelDefaults.list.showsSeparators), "Rows are separated by lines."),
        SpecKey("measuredHeader", .mapping("measuredSize"), "What a supplementary header asks for."),
        SpecKey("measuredFooter", .mapping("measuredSize"), "What a supplementary footer asks for."),
        SpecKey("headerContent", .mapping("content"), "With headerMode supplementary: " + contentDescription),
        SpecKey("footerContent", .mapping("content"), "With footerMode supplementary: " + contentDescription),
        SpecKey("headerTopPadding", .nonNegative, "Points above each section's header (UICollectionLayoutListConfiguration.headerTopPadding)."),
    ])

    public static let itemEntry = KeyTable("itemEntry", "An item of a section: a cell, perhaps self-sizing, perhaps an outline row.", keys: [
        SpecKey("id", .string(nonEmpty: false), "Names the cell in the output."),
        SpecKey("width", .nonNegative, "What the cell asks for on an estimated width."),
        SpecKey("height", .nonNegative, "What the cell asks for on an estimated height."),
        SpecKey("children", .list(.mapping("itemEntry")), "Outline rows below this one."),
        SpecKey("expanded", .bool, default: .bool(ModelDefaults.expanded), "The children are shown."),
        SpecKey("content", .mapping("content"), contentDescription + " The row self-sizes from it unless height is given."),
    ])

    public static let content = KeyTable("content", "UIListContentConfiguration and the cell's accessories.", keys: [
        SpecKey("style", .choice(of: ListContentStyle.self), "The content style; default cell (sidebarCell in sidebars, a header style for header rows)."),
        SpecKey("image", .either([sizePair, .mapping("image")]), "[w, h] or {size: [w, h], symbol: true}: the image as drawn."),
        SpecKey("text", .either([.string(nonEmpty: false), .mapping("text")]), "A string, or {string, lines, measured}."),
        SpecKey("secondaryText", .either([.string(nonEmpty: false), .mapping("text")]), "A string, or {string, lines, measured}."),
        SpecKey("directionalLayoutMargins", insetsValue, "INSETS; default the style's."),
        SpecKey("imageToTextPadding", .nonNegative, "Points; default the style's."),
        SpecKey("textToSecondaryTextVerticalPadding", .nonNegative, "Points; default the style's."),
        SpecKey("textToSecondaryTextHorizontalPadding", .nonNegative, "Points; default the style's."),
        SpecKey("imageProperties", .mapping("imageProperties"), "{reservedLayoutSize: [w, h]}."),
        SpecKey("accessories", .list(.either([.choice(of: CellAccessory.Kind.self), .mapping("accessory")]), maximum: 16, unique: false),
                "Accessory names, or {kind, placement, size, text}."),
    ])

    public static let image = KeyTable("image", "A content image.", keys: [
        SpecKey("size", sizePair, required: true, "[w, h]: the image as drawn."),
        SpecKey("symbol", .bool, default: .bool(ModelDefaults.content.imageIsSymbol), "A symbol image gets the style's standard reserved width."),
    ])

    public static let text = KeyTable("text", "A content text.", keys: [
        SpecKey("string", .string(nonEmpty: false), required: true, "The text."),
        SpecKey("lines", .integer(0...1_000), default: .integer(ModelDefaults.text.lines),
                "At most so many lines of the style's line height; 0 as many as the approximate width needs."),
        SpecKey("measured", sizePair, "[w, h]: replaces every approximation."),
    ])

    public static let imageProperties = KeyTable("imageProperties", "The image's properties.", keys: [
        SpecKey("reservedLayoutSize", sizePair, "[w, h]: the image's slot (0 reserves nothing on that axis)."),
    ])

    public static let accessory = KeyTable("accessory", "A cell accessory (UICellAccessory).", keys: [
        SpecKey("kind", .choice(of: CellAccessory.Kind.self), required: true, "The accessory; label needs text, customView needs size."),
        SpecKey("placement", .choice(of: CellAccessory.Placement.self), "leading or trailing; default the accessory's own."),
        SpecKey("size", sizePair, "[w, h] of a customView (or a label's, else approximate)."),
        SpecKey("text", .string(nonEmpty: false), "A label's text."),
    ])
}
