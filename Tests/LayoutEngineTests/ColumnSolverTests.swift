import Testing
@testable import LayoutEngine

/// Split view columns: every behaviour × orientation × style, widths and their limits, the
/// main-column minimum, borders, right to left and the compact collapse. Expected frames are derived
/// by hand from Docs/Screens.md (scale 2 unless said: a border is 0.5 pt).
@Suite struct ColumnSolverTests {
    func arrange(_ width: Double, _ height: Double, window: Size? = nil, scale: Double = 2, style: SplitViewStyle = .doubleColumn,
                 mode: SplitDisplayMode = .automatic, behavior: SplitBehavior = .automatic,
                 primary: ColumnWidthPreferences = ColumnWidthPreferences(),
                 supplementary: ColumnWidthPreferences = ColumnWidthPreferences(),
                 direction: LayoutDirection = .leftToRight, top: ColumnRole = .primary, compactColumn: Bool = false) -> SplitArrangement {
        let splitView = SplitView(style: style, preferredDisplayMode: mode, preferredSplitBehavior: behavior, primary: primary,
                                  supplementary: supplementary, topColumnForCollapsing: top, hasCompactColumn: compactColumn)
        let device = Device(screen: Size(width: width, height: height), window: window, scale: scale, layoutDirection: direction)
        return ColumnSolver().arrange(splitView, on: device)
    }

    func frame(_ arrangement: SplitArrangement, _ role: ColumnRole) -> Rect? { arrangement.column(role)?.frame }

    // MARK: automatic behaviour by width and orientation

    @Test func landscapeDoubleColumnTilesWithAWidePrimary() {
        // 1180 landscape: 1024 <= 1180 <= 1194 → tile; oneBesideSecondary; primary 414 (1180 > 1112).
        let a = arrange(1180, 820)
        #expect(a.splitBehavior == .tile && a.displayMode == .oneBesideSecondary && !a.isCollapsed)
        #expect(frame(a, .primary) == Rect(x: 0, y: 0, width: 414, height: 820))
        // 414 + 0.5 border = 414.5; 1180 - 414.5 = 765.5 (>= 0.59 × 1180 = 696.2).
        #expect(frame(a, .secondary) == Rect(x: 414.5, y: 0, width: 765.5, height: 820))
        #expect(a.column(.primary)?.placement == .tiled && a.column(.secondary)?.placement == .tiled)
    }

    @Test func landscapeTripleColumnDisplacesAndShowsTheSupplementary() {
        // 1180 landscape triple → displace; automatic mode oneBesideSecondary: the supplementary (375).
        let a = arrange(1180, 820, style: .tripleColumn)
        #expect(a.splitBehavior == .displace && a.displayMode == .oneBesideSecondary)
        #expect(a.column(.primary)?.placement == .hidden && frame(a, .primary) == nil)
        #expect(frame(a, .supplementary) == Rect(x: 0, y: 0, width: 375, height: 820))
        // 375.5 → 1180 - 375.5 = 804.5.
        #expect(frame(a, .secondary) == Rect(x: 375.5, y: 0, width: 804.5, height: 820))
    }

    @Test func wideLandscapeTilesBothStyles() {
        // 1366 > 1194 → tile. Double: 414 | 0.5 | 1366 - 414.5 = 951.5.
        let double = arrange(1366, 1024)
        #expect(double.splitBehavior == .tile && double.displayMode == .oneBesideSecondary)
        #expect(frame(double, .secondary) == Rect(x: 414.5, y: 0, width: 951.5, height: 1024))
        // Triple: 414 and 375 would leave 1366 - 790 = 576 < 0.44 × 1366 = 601.04 → 601.5 (up to the
        // pixel); the supplementary gives way: 1366 - 414 - 2 × 0.5 - 601.5 = 349.5.
        let triple = arrange(1366, 1024, style: .tripleColumn)
        #expect(triple.splitBehavior == .tile && triple.displayMode == .twoBesideSecondary)
        #expect(frame(triple, .primary) == Rect(x: 0, y: 0, width: 414, height: 1024))
        #expect(frame(triple, .supplementary) == Rect(x: 414.5, y: 0, width: 349.5, height: 1024))
        #expect(frame(triple, .secondary) == Rect(x: 764.5, y: 0, width: 601.5, height: 1024))
    }

    @Test func landscape1024TilesWithA375Primary() {
        // 1024 landscape: tile; 926 < 1024 <= 1112 → 375; 1024 - 375.5 = 648.5.
        let a = arrange(1024, 768)
        #expect(a.splitBehavior == .tile)
        #expect(frame(a, .primary) == Rect(x: 0, y: 0, width: 375, height: 768))
        #expect(frame(a, .secondary) == Rect(x: 375.5, y: 0, width: 648.5, height: 768))
    }

    @Test func narrowLandscapeOverlays() {
        // 1000 < 1024 → overlay; automatic mode secondaryOnly, either style.
        for style in SplitViewStyle.allCases {
            let a = arrange(1000, 700, style: style)
            #expect(a.splitBehavior == .overlay && a.displayMode == .secondaryOnly)
            #expect(frame(a, .secondary) == Rect(x: 0, y: 0, width: 1000, height: 700))
            #expect(frame(a, .primary) == nil)
        }
    }

    @Test func portraitOverlaysBelow1194() {
        for style in SplitViewStyle.allCases {
            let a = arrange(820, 1180, style: style)
            #expect(a.splitBehavior == .overlay && a.displayMode == .secondaryOnly)
            #expect(frame(a, .secondary) == Rect(x: 0, y: 0, width: 820, height: 1180))
            #expect(a.column(.secondary)?.placement == .tiled)
        }
    }

    @Test func portraitTilesFrom1194() {
        // Portrait, 1200 >= 1194 → tile; 1200 > 1112 → 414; 1200 - 414.5 = 785.5.
        let a = arrange(1200, 1600)
        #expect(a.splitBehavior == .tile)
        #expect(frame(a, .secondary) == Rect(x: 414.5, y: 0, width: 785.5, height: 1600))
    }

    // MARK: chosen behaviours and display modes

    @Test func overlayInPortrait() {
        // oneOverSecondary chooses overlay: primary 320 (820 <= 926) over the whole-width secondary.
        let a = arrange(820, 1180, mode: .oneOverSecondary)
        #expect(a.splitBehavior == .overlay && a.displayMode == .oneOverSecondary)
        #expect(frame(a, .primary) == Rect(x: 0, y: 0, width: 320, height: 1180))
        #expect(frame(a, .secondary) == Rect(x: 0, y: 0, width: 820, height: 1180))
        #expect(a.column(.primary)?.placement == .overlay && a.column(.secondary)?.placement == .covered)
        // Triple, twoOverSecondary: primary 320, then 0.5, the supplementary 375 at 320.5.
        let t = arrange(820, 1180, style: .tripleColumn, mode: .twoOverSecondary)
        #expect(frame(t, .primary) == Rect(x: 0, y: 0, width: 320, height: 1180))
        #expect(frame(t, .supplementary) == Rect(x: 320.5, y: 0, width: 375, height: 1180))
        #expect(frame(t, .secondary) == Rect(x: 0, y: 0, width: 820, height: 1180))
    }

    @Test func overlayInLandscape() {
        // Chosen overlay at 1180: the primary keeps 414 and lies over the whole 1180.
        let a = arrange(1180, 820, mode: .oneOverSecondary)
        #expect(frame(a, .primary) == Rect(x: 0, y: 0, width: 414, height: 820))
        #expect(frame(a, .secondary) == Rect(x: 0, y: 0, width: 1180, height: 820))
    }

    @Test func displaceInLandscapeAndPortrait() {
        // twoDisplaceSecondary at 1180: primary 414, supplementary 375 at 414.5, the secondary as wide
        // as beside the supplementary alone (1180 - 375.5 = 804.5), pushed to 414.5 + 375.5 = 790.
        let a = arrange(1180, 820, style: .tripleColumn, mode: .twoDisplaceSecondary)
        #expect(a.splitBehavior == .displace && a.displayMode == .twoDisplaceSecondary)
        #expect(frame(a, .primary) == Rect(x: 0, y: 0, width: 414, height: 820))
        #expect(frame(a, .supplementary) == Rect(x: 414.5, y: 0, width: 375, height: 820))
        #expect(frame(a, .secondary) == Rect(x: 790, y: 0, width: 804.5, height: 820))
        #expect(a.column(.secondary)?.placement == .displaced)
        // Portrait 820: primary 320; beside the supplementary alone the secondary would be
        // 820 - 375.5 = 444.5 < 0.59 × 820 = 483.8 → 484, so the supplementary gives way to
        // 820 - 0.5 - 484 = 335.5; the secondary, 484 wide, at 320.5 + 335.5 + 0.5 = 656.5.
        let p = arrange(820, 1180, style: .tripleColumn, mode: .twoDisplaceSecondary)
        #expect(frame(p, .supplementary) == Rect(x: 320.5, y: 0, width: 335.5, height: 1180))
        #expect(frame(p, .secondary) == Rect(x: 656.5, y: 0, width: 484, height: 1180))
        // Double style with displace: one sidebar, tiled beside the secondary.
        let d = arrange(820, 1180, mode: .oneBesideSecondary, behavior: .displace)
        #expect(d.displayMode == .oneBesideSecondary)
        #expect(frame(d, .secondary) == Rect(x: 320.5, y: 0, width: 499.5, height: 1180))
    }

    @Test func tileInPortrait() {
        // Double: 320 | 0.5 | 820 - 320.5 = 499.5 (>= 0.59 × 820 = 483.8).
        let a = arrange(820, 1180, mode: .oneBesideSecondary, behavior: .tile)
        #expect(frame(a, .primary) == Rect(x: 0, y: 0, width: 320, height: 1180))
        #expect(frame(a, .secondary) == Rect(x: 320.5, y: 0, width: 499.5, height: 1180))
        // Triple: 0.44 × 820 = 360.8 → 361; 320 + 375 + 1 + 361 - 820 = 237 too much: the
        // supplementary gives 237 → 138. Secondary at 320.5 + 138.5 = 459, 361 wide.
        let t = arrange(820, 1180, style: .tripleColumn, behavior: .tile)
        #expect(t.displayMode == .twoBesideSecondary)
        #expect(frame(t, .supplementary) == Rect(x: 320.5, y: 0, width: 138, height: 1180))
        #expect(frame(t, .secondary) == Rect(x: 459, y: 0, width: 361, height: 1180))
    }

    @Test func preferredModeMovesToTheBehavioursVariant() {
        // twoBesideSecondary in a double column shows one sidebar; oneBesideSecondary with overlay
        // chosen becomes oneOverSecondary.
        #expect(arrange(1180, 820, mode: .twoBesideSecondary).displayMode == .oneBesideSecondary)
        #expect(arrange(1180, 820, mode: .oneBesideSecondary, behavior: .overlay).displayMode == .oneOverSecondary)
        #expect(arrange(1180, 820, mode: .secondaryOnly).column(.primary)?.placement == .hidden)
    }

    // MARK: widths

    @Test func preferredWidthsStayWithinMinimumAndMaximum() {
        // 0.4 × 1180 = 472, above the automatic maximum (the default 414) → 414.
        #expect(frame(arrange(1180, 820, primary: ColumnWidthPreferences(preferredFraction: 0.4)), .primary)?.width == 414)
        // With maximumPrimaryColumnWidth 500: 472.
        #expect(frame(arrange(1180, 820, primary: ColumnWidthPreferences(preferredFraction: 0.4, maximumWidth: 500)), .primary)?.width == 472)
        // 200 below minimumPrimaryColumnWidth 250 → 250; secondary 1180 - 250.5 = 929.5.
        let a = arrange(1180, 820, primary: ColumnWidthPreferences(preferredWidth: 200, minimumWidth: 250))
        #expect(frame(a, .primary)?.width == 250)
        #expect(frame(a, .secondary) == Rect(x: 250.5, y: 0, width: 929.5, height: 820))
        // A preferred width wins over the fraction: 300.
        #expect(frame(arrange(1180, 820, primary: ColumnWidthPreferences(preferredWidth: 300, preferredFraction: 0.1)), .primary)?.width == 300)
        // 0.333 × 1180 = 392.94 → down to the pixel: 392.5.
        #expect(frame(arrange(1180, 820, primary: ColumnWidthPreferences(preferredFraction: 0.333)), .primary)?.width == 392.5)
    }

    @Test func supplementaryWidths() {
        // 1366 triple tile, preferred supplementary 300: 414 + 300 + 1 + 601.5 <= 1366, kept;
        // the secondary 1366 - 715 = 651 at 715.
        let a = arrange(1366, 1024, style: .tripleColumn, supplementary: ColumnWidthPreferences(preferredWidth: 300))
        #expect(frame(a, .supplementary) == Rect(x: 414.5, y: 0, width: 300, height: 1024))
        #expect(frame(a, .secondary) == Rect(x: 715, y: 0, width: 651, height: 1024))
        // A 700-pt window on a 1366 screen overlays (landscape, < 1024): the supplementary is 320 and
        // the primary 320 (700 <= 926).
        let narrow = arrange(1366, 1024, window: Size(width: 700, height: 1024), style: .tripleColumn, mode: .twoOverSecondary)
        #expect(frame(narrow, .primary) == Rect(x: 0, y: 0, width: 320, height: 1024))
        #expect(frame(narrow, .supplementary) == Rect(x: 320.5, y: 0, width: 320, height: 1024))
        #expect(frame(narrow, .secondary) == Rect(x: 0, y: 0, width: 700, height: 1024))
    }

    @Test func mainColumnMinimumRespectsSidebarMinimums() {
        // Portrait triple tile, minimumSupplementaryColumnWidth 200: excess 237; the supplementary
        // gives 175 (375 → 200), the primary the other 62 (320 → 258). Secondary 820 - 459 = 361.
        let a = arrange(820, 1180, style: .tripleColumn, behavior: .tile, supplementary: ColumnWidthPreferences(minimumWidth: 200))
        #expect(frame(a, .primary) == Rect(x: 0, y: 0, width: 258, height: 1180))
        #expect(frame(a, .supplementary) == Rect(x: 258.5, y: 0, width: 200, height: 1180))
        #expect(frame(a, .secondary) == Rect(x: 459, y: 0, width: 361, height: 1180))
    }

    @Test func noColumnIsWiderThanTheWindowOrNegative() {
        // A 1000-pt minimum in an 820 window tiled: the primary is cut to 820, the secondary 0 wide.
        let a = arrange(820, 1180, mode: .oneBesideSecondary, behavior: .tile, primary: ColumnWidthPreferences(minimumWidth: 1000))
        #expect(frame(a, .primary)?.width == 820)
        #expect(frame(a, .secondary)?.width == 0)
    }

    @Test func bordersAreOnePixel() {
        // Scale 3: the border is 1/3 pt; the secondary starts at 414 + 1/3 and is 1180 - 414 - 1/3 wide.
        let a = arrange(1180, 820, scale: 3)
        let secondary = frame(a, .secondary) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(abs(secondary.x - (414 + 1.0 / 3)) < 1e-9)
        #expect(abs(secondary.width - (1180 - 414 - 1.0 / 3)) < 1e-9)
    }

    @Test func rightToLeftMirrorsTheColumns() {
        // 1180 - 414 = 766: the primary on the right; the secondary 765.5 wide from 0.
        let a = arrange(1180, 820, direction: .rightToLeft)
        #expect(frame(a, .primary) == Rect(x: 766, y: 0, width: 414, height: 820))
        #expect(frame(a, .secondary) == Rect(x: 0, y: 0, width: 765.5, height: 820))
    }

    // MARK: collapse

    @Test func compactWidthCollapsesToOneColumn() {
        // Slide Over: a 320-pt window is compact (< 600): the primary fills it, the rest hide.
        let a = arrange(1180, 820, window: Size(width: 320, height: 820))
        #expect(a.isCollapsed && a.horizontalSizeClass == .compact && a.displayMode == nil && a.splitBehavior == nil)
        #expect(frame(a, .primary) == Rect(x: 0, y: 0, width: 320, height: 820))
        #expect(a.column(.primary)?.placement == .collapsed && a.column(.secondary)?.placement == .hidden)
        // An iPhone in portrait: 390 < 600.
        #expect(arrange(390, 844).isCollapsed)
        // The top column for collapsing, and a compact column, which wins.
        #expect(frame(arrange(390, 844, style: .tripleColumn, top: .secondary), .secondary) == Rect(x: 0, y: 0, width: 390, height: 844))
        let compact = arrange(390, 844, compactColumn: true)
        #expect(frame(compact, .compact) == Rect(x: 0, y: 0, width: 390, height: 844) && frame(compact, .primary) == nil)
        // 599 collapses, 600 does not (the Environment's regular threshold).
        #expect(arrange(599, 820).isCollapsed && !arrange(600, 820).isCollapsed)
        // An expanded split view lists the compact column as hidden.
        #expect(arrange(1180, 820, compactColumn: true).column(.compact)?.placement == .hidden)
    }
}
