/// A column's layout and the environment its section providers see.
public struct ColumnLayout: Sendable, Equatable {
    public var role: ColumnRole
    public var layout: Layout
    public var environment: Environment

    public init(role: ColumnRole, layout: Layout, environment: Environment) {
        self.role = role
        self.layout = layout
        self.environment = environment
    }
}

/// A solved screen's split view, as the frames output reports it.
public struct ScreenSummary: Sendable, Equatable {
    public var arrangement: SplitArrangement
    public var screen: Size
    public var window: Size
    /// The content size of each shown column's layout, by column.
    public var contentSizes: [ColumnRole: Size]
    /// What each shown column's layout asks for but does not show, by column (their section
    /// indices are the column layout's own).
    public var warnings: [ColumnRole: [LayoutWarning]]

    public init(arrangement: SplitArrangement, screen: Size, window: Size, contentSizes: [ColumnRole: Size],
                warnings: [ColumnRole: [LayoutWarning]] = [:]) {
        self.arrangement = arrangement
        self.screen = screen
        self.window = window
        self.contentSizes = contentSizes
        self.warnings = warnings
    }
}

/// Solves a screen: the columns the split view shows, and each column's layout laid out in its
/// column's size with the existing LayoutSolver, placed in window coordinates (Docs/Screens.md, "Output").
public struct ScreenSolver: Sendable {
    /// Whether list cells' content parts are laid out and listed, as LayoutSolver's.
    public var includesCellContent: Bool

    public init(includesCellContent: Bool = true) {
        self.includesCellContent = includesCellContent
    }

    /// Docs/Screens.md, "What a column's layout sees": the column's size (the window's, for a
    /// hidden column, whose layout is only checked), the device's scale, idiom and direction, and
    /// the window's size classes: regular while expanded, compact once collapsed.
    public func environment(of role: ColumnRole, in arrangement: SplitArrangement, device: Device) -> Environment {
        let frame = arrangement.column(role)?.frame
        return Environment(width: frame?.width ?? device.window.width, height: frame?.height ?? device.window.height,
                           scale: device.scale, layoutDirection: device.layoutDirection,
                           horizontalSizeClass: arrangement.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
                           idiom: device.idiom)
    }

    /// What the frames header says of a screen: the window, the device's idiom and the window's
    /// size classes, with the design, text size, margins and safe area of its first column's layout.
    func screenEnvironment(_ column: Environment, device: Device, arrangement: SplitArrangement) -> Environment {
        var environment = column
        (environment.width, environment.height) = (device.window.width, device.window.height)
        environment.horizontalSizeClass = arrangement.horizontalSizeClass
        environment.verticalSizeClass = device.verticalSizeClass
        return environment
    }

    /// Every shown column as a `column` element, then each shown column's layout, its elements and
    /// sections carrying the column and offset by the column's origin. With `query` (in window
    /// coordinates) only what each column's `layoutAttributesForElements(in:)` answers.
    public func solve(_ arrangement: SplitArrangement, device: Device, layouts: [ColumnLayout], query: Rect? = nil) -> LayoutResult {
        let grid = PixelGrid(scale: device.scale)
        let shown = arrangement.columns.compactMap { column in column.frame.map { (column.role, $0) } }
        var elements: [Element] = []
        var sections: [SectionFrame] = []
        var contentSizes: [ColumnRole: Size] = [:]
        var warnings: [ColumnRole: [LayoutWarning]] = [:]
        // No split-view frame has been measured (Docs/Screens.md, "Column widths"): a column that is
        // not the whole window, and everything in it, is approximate.
        let window = Rect(x: 0, y: 0, width: device.window.width, height: device.window.height)
        func approximate(_ frame: Rect) -> Bool { frame != window }
        for (role, frame) in shown where query.map({ $0.intersects(frame) }) ?? true {
            elements.append(Element(category: .column, kind: role.rawValue, section: 0, item: 0, column: role.rawValue,
                                    frame: frame, zIndex: 0, approximate: approximate(frame)))
        }
        var extent = Size(width: device.window.width, height: device.window.height)
        for (role, frame) in shown {
            guard let entry = layouts.first(where: { $0.role == role }) else { continue }
            let local = query.map { $0.offsetBy(dx: -frame.x, dy: -frame.y) }
            let result = LayoutSolver(includesCellContent: includesCellContent).solve(entry.layout, in: entry.environment, query: local)
            contentSizes[role] = result.contentSize
            if !result.warnings.isEmpty { warnings[role] = result.warnings }
            func placed(_ rect: Rect) -> Rect { grid.pixelAligned(rect.offsetBy(dx: frame.x, dy: frame.y)) }
            elements.reserveCapacity(elements.count + result.elements.count)
            for var element in result.elements {
                element.frame = placed(element.frame)
                element.column = role.rawValue
                element.approximate = element.approximate || approximate(frame)
                elements.append(element)
            }
            for var section in result.sections {
                section.frame = placed(section.frame)
                section.contentFrame = placed(section.contentFrame)
                section.column = role.rawValue
                sections.append(section)
            }
            extent.width = max(extent.width, frame.x + result.contentSize.width)
            extent.height = max(extent.height, frame.y + result.contentSize.height)
        }
        return LayoutResult(container: device.window, scale: device.scale, scrollDirection: .vertical, contentOffset: .zero,
                            contentSize: Size(width: grid.snap(extent.width), height: grid.snap(extent.height)),
                            sections: sections, elements: elements,
                            screen: ScreenSummary(arrangement: arrangement, screen: device.screen, window: device.window,
                                                  contentSizes: contentSizes, warnings: warnings),
                            environment: layouts.first.map { screenEnvironment($0.environment, device: device, arrangement: arrangement) })
    }
}
