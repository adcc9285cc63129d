import LayoutEngine

/// A screen spec: a split view whose columns hold layouts (Docs/Screens.md, "The screen spec").
extension SpecKeys {
    public static let screenSpec = KeyTable("screenSpec", "A screen: a split view whose columns each hold a layout (Docs/Screens.md).", keys: [
        SpecKey("screen", .mapping("screen"), required: true, "The device, its window and the split view."),
    ])

    public static let screen = KeyTable("screen", "The device, its window and the split view.", keys: [
        SpecKey("device", .mapping("device"), "The device; default an 11-inch iPad in landscape (our choice)."),
        SpecKey("window", .mapping("window"), "The app's window when smaller than the screen (multitasking); at most the screen."),
        SpecKey("splitView", .mapping("splitView"), required: true, "UISplitViewController."),
    ])

    public static let device = KeyTable("device", "The device the screen is shown on.", keys: [
        SpecKey("width", .positive, default: .number(ScreenDecoder.Defaults.screen.width), "Screen width in points."),
        SpecKey("height", .positive, default: .number(ScreenDecoder.Defaults.screen.height), "Screen height in points."),
        SpecKey("scale", .integer(1...3), "Display scale; default 3 on phone, else 2."),
        SpecKey("idiom", .choice(of: Idiom.self), default: .string(ScreenDecoder.Defaults.idiom.rawValue), "The device idiom."),
        SpecKey("layoutDirection", .choice(of: LayoutDirection.self), default: .string(Environment.standard.layoutDirection.rawValue),
                "rightToLeft mirrors the columns."),
        SpecKey("horizontalSizeClass", .choice(of: SizeClass.self), "Default from the window's size."),
        SpecKey("verticalSizeClass", .choice(of: SizeClass.self), "Default from the window's size."),
    ])

    public static let window = KeyTable("window", "The app's window, at most the screen.", keys: [
        SpecKey("width", .positive, "Window width in points; default the screen's."),
        SpecKey("height", .positive, "Window height in points; default the screen's."),
    ])

    /// The four width preferences of a column, `Primary` or `Supplementary`, as UIKit names them.
    static func columnWidthKeys(_ column: String) -> [SpecKey] {
        [SpecKey("preferred\(column)ColumnWidth", .nonNegative, "The \(column.lowercased()) column's preferred width in points."),
         SpecKey("preferred\(column)ColumnWidthFraction", .length(minimum: 0, exclusive: false),
                 "The \(column.lowercased()) column's preferred width as a fraction of the window, 0 to 1."),
         SpecKey("minimum\(column)ColumnWidth", .nonNegative, "The \(column.lowercased()) column's minimum width in points."),
         SpecKey("maximum\(column)ColumnWidth", .nonNegative, "The \(column.lowercased()) column's maximum width in points.")]
    }

    public static let splitView = KeyTable("splitView", "UISplitViewController's properties by their UIKit names, and the columns.", keys: [
        SpecKey("style", .choice(of: SplitViewStyle.self), default: .string("doubleColumn"), "Two or three columns."),
        SpecKey("preferredDisplayMode", .choice(of: SplitDisplayMode.self), default: .string("automatic"), "UISplitViewController.preferredDisplayMode."),
        SpecKey("preferredSplitBehavior", .choice(of: SplitBehavior.self), default: .string("automatic"), "UISplitViewController.preferredSplitBehavior."),
        SpecKey("topColumnForCollapsing", .choice(of: ColumnRole.self), "The column shown when collapsed (not compact)."),
        SpecKey("columns", .mapping("columns"), "The view controller of each column; each may hold a layout."),
    ] + columnWidthKeys("Primary") + columnWidthKeys("Supplementary"))

    public static let columns = KeyTable("columns", "The columns by role; supplementary only in a tripleColumn split view.",
                                         keys: ColumnRole.allCases.map { role in
        SpecKey(role.rawValue, .mapping("column"), role == .compact ? "Shown instead of the columns when the split view is collapsed."
                                                                    : "The \(role.rawValue) column.")
    })

    public static let column = KeyTable("column", "A column's view controller.", keys: [
        SpecKey("layout", .either([.string(nonEmpty: true), .mapping("layout")]),
                "A layout spec inline, or the path of a layout spec file relative to this spec."),
    ])
}
