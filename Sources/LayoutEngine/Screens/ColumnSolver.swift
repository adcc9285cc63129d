/// Places a split view's columns in its window: what UISplitViewController decides from its style,
/// preferences and the window (Docs/Screens.md). Each step is one function citing its rule.
public struct ColumnSolver: Sendable {
    public init() {}

    public func arrange(_ splitView: SplitView, on device: Device) -> SplitArrangement {
        let window = device.window
        let grid = PixelGrid(scale: device.scale)
        var roles: [ColumnRole] = splitView.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        if splitView.hasCompactColumn { roles.append(.compact) }
        let whole = Rect(x: 0, y: 0, width: window.width, height: window.height)

        if device.horizontalSizeClass == .compact {
            let shown = collapsedColumn(splitView)
            return SplitArrangement(style: splitView.style, displayMode: nil, splitBehavior: nil, isCollapsed: true,
                                    horizontalSizeClass: .compact, columns: roles.map {
                                        $0 == shown ? Column(role: $0, placement: .collapsed, frame: whole)
                                                    : Column(role: $0, placement: .hidden, frame: nil)
                                    })
        }
        let behavior = splitBehavior(splitView, on: device)
        let mode = displayMode(splitView, behavior: behavior)
        var placed = columnFrames(mode: mode, splitView: splitView, device: device, grid: grid)
        if device.layoutDirection == .rightToLeft {
            for index in placed.indices { placed[index].frame = mirrored(placed[index].frame, width: window.width) }
        }
        let columns = roles.map { role in placed.first { $0.role == role } ?? Column(role: role, placement: .hidden, frame: nil) }
        return SplitArrangement(style: splitView.style, displayMode: mode, splitBehavior: behavior, isCollapsed: false,
                                horizontalSizeClass: .regular, columns: columns)
    }

    /// Docs/Screens.md, "Collapsing": in compact width one column fills the window: the `compact`
    /// column when the spec gives one, else the top column for collapsing.
    func collapsedColumn(_ splitView: SplitView) -> ColumnRole {
        splitView.hasCompactColumn ? .compact : splitView.topColumnForCollapsing
    }

    /// Docs/Screens.md, "Split behaviour": the preferred behaviour, or by the window's width and the
    /// device's orientation; a preferred display mode that names a behaviour chooses it.
    func splitBehavior(_ splitView: SplitView, on device: Device) -> SplitBehavior {
        if splitView.preferredSplitBehavior != .automatic { return splitView.preferredSplitBehavior }
        switch splitView.preferredDisplayMode {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        default: break
        }
        let width = device.window.width
        if device.isLandscape {
            if width > Metrics.tileAbove { return .tile }
            if width >= Metrics.overlayBelow { return splitView.style == .tripleColumn ? .displace : .tile }
            return .overlay
        }
        return width >= Metrics.tileAbove ? .tile : .overlay
    }

    /// Docs/Screens.md, "Display mode": the preferred mode moved to the behaviour's variant with
    /// the same number of sidebars (at most one in a double column); `automatic` by behaviour and style.
    func displayMode(_ splitView: SplitView, behavior: SplitBehavior) -> SplitDisplayMode {
        let maximum = splitView.style == .tripleColumn ? 2 : 1
        let count: Int
        if splitView.preferredDisplayMode == .automatic {
            switch behavior {
            case .tile: count = maximum
            case .displace: count = 1
            case .overlay, .automatic: count = 0
            }
        } else {
            count = min(splitView.preferredDisplayMode.sidebarCount, maximum)
        }
        let modes: [SplitDisplayMode]
        switch behavior {
        case .tile, .automatic: modes = [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: modes = [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: modes = [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
        return modes[count]
    }

    /// Docs/Screens.md, "Placing the columns": sidebars from the leading edge one pixel apart, the
    /// secondary beside them (tile), under them (overlay) or pushed partly off screen (displace).
    func columnFrames(mode: SplitDisplayMode, splitView: SplitView, device: Device, grid: PixelGrid) -> [Column] {
        let window = device.window
        let border = 1 / device.scale
        // "one" sidebar is the primary of a double column and the supplementary of a triple one.
        let sidebars: [ColumnRole]
        switch mode.sidebarCount {
        case 0: sidebars = []
        case 1: sidebars = splitView.style == .tripleColumn ? [.supplementary] : [.primary]
        default: sidebars = [.primary, .supplementary]
        }
        let overlay = mode == .oneOverSecondary || mode == .twoOverSecondary
        let displace = mode == .twoDisplaceSecondary
        var widths = sidebars.map { sidebarWidth($0, splitView: splitView, device: device, behavior: overlay ? .overlay : .tile, grid: grid) }
        if !overlay {
            // Displacing keeps the secondary as wide as it is beside the supplementary alone.
            let tiled = displace ? Array(sidebars.indices.dropFirst()) : Array(sidebars.indices)
            let shrunk = keepMainColumnMinimum(tiled.map { widths[$0] }, roles: tiled.map { sidebars[$0] },
                                               splitView: splitView, window: window.width, border: border, grid: grid)
            for (slot, index) in tiled.enumerated() { widths[index] = shrunk[slot] }
        }
        var columns: [Column] = []
        var x = 0.0
        for (role, width) in zip(sidebars, widths) {
            columns.append(Column(role: role, placement: overlay ? .overlay : .tiled,
                                  frame: Rect(x: x, y: 0, width: width, height: window.height)))
            x += width + border
        }
        let secondary: Column
        if overlay || sidebars.isEmpty {
            secondary = Column(role: .secondary, placement: sidebars.isEmpty ? .tiled : .covered,
                               frame: Rect(x: 0, y: 0, width: window.width, height: window.height))
        } else if displace {
            let width = max(0, window.width - widths[1] - border)
            secondary = Column(role: .secondary, placement: .displaced, frame: Rect(x: x, y: 0, width: width, height: window.height))
        } else {
            secondary = Column(role: .secondary, placement: .tiled,
                               frame: Rect(x: x, y: 0, width: max(0, grid.snap(window.width - x)), height: window.height))
        }
        return columns + [secondary]
    }

    /// Docs/Screens.md, "Column widths": the preferred width, else the preferred fraction of the
    /// window, else the default; then kept within the minimum and maximum (automatic: 0, and the
    /// default or the minimum when larger), and within the window.
    func sidebarWidth(_ role: ColumnRole, splitView: SplitView, device: Device, behavior: SplitBehavior, grid: PixelGrid) -> Double {
        let preferences = role == .supplementary ? splitView.supplementary : splitView.primary
        let standard = role == .supplementary
            ? Metrics.defaultSupplementaryWidth(window: device.window.width, screen: device.screen.width, behavior: behavior)
            : Metrics.defaultPrimaryWidth(window: device.window.width)
        let wanted = preferences.preferredWidth
            ?? preferences.preferredFraction.map { grid.floorToPixel($0 * device.window.width) }
            ?? standard
        let maximum = preferences.maximumWidth ?? max(standard, preferences.minimumWidth ?? 0)
        let minimum = min(preferences.minimumWidth ?? 0, maximum)
        return min(max(wanted, minimum), maximum, device.window.width)
    }

    /// Docs/Screens.md, "Minimum main column": tiled, the secondary keeps at least 0.59 of the
    /// window beside one sidebar (0.44 beside two); the supplementary gives way first, then the
    /// primary, neither below its minimum.
    func keepMainColumnMinimum(_ widths: [Double], roles: [ColumnRole], splitView: SplitView, window: Double,
                               border: Double, grid: PixelGrid) -> [Double] {
        guard !widths.isEmpty else { return widths }
        let fraction = widths.count > 1 ? Metrics.mainFractionBesideTwo : Metrics.mainFractionBesideOne
        let mainMinimum = grid.ceilToPixel(fraction * window)
        var widths = widths
        var excess = widths.reduce(0, +) + Double(widths.count) * border + mainMinimum - window
        for index in widths.indices.reversed() where excess > 0 {
            let floor = (roles[index] == .supplementary ? splitView.supplementary : splitView.primary).minimumWidth ?? 0
            let give = min(excess, max(0, widths[index] - floor))
            widths[index] = grid.floorToPixel(widths[index] - give)
            excess -= give
        }
        return widths
    }

    func mirrored(_ frame: Rect?, width: Double) -> Rect? {
        frame.map { Rect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
    }

    /// The numbers of Docs/Screens.md, each with its provenance there.
    enum Metrics {
        /// Landscape windows wider than this tile; portrait ones this wide or wider.
        static let tileAbove = 1194.0
        /// Landscape windows narrower than this overlay.
        static let overlayBelow = 1024.0
        static let mainFractionBesideOne = 0.59
        static let mainFractionBesideTwo = 0.44

        /// 320; 375 in windows wider than 926; 414 in windows wider than 1112 (our choice: the
        /// thresholds compare the window's width).
        static func defaultPrimaryWidth(window: Double) -> Double {
            window > 1112 ? 414 : window > 926 ? 375 : 320
        }

        /// 375; 320 when the window is narrower than the screen and the sidebars overlay.
        static func defaultSupplementaryWidth(window: Double, screen: Double, behavior: SplitBehavior) -> Double {
            window < screen && behavior == .overlay ? 320 : 375
        }
    }
}
