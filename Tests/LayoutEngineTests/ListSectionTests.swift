import Testing
@testable import LayoutEngine

/// List sections: every appearance × header mode × footer mode, expected frames derived by hand
/// from the reference semantics (Docs/Provenance.md, "Reference §10") and Docs/Lists.md (phone, 320 pt wide, scale 2, one section of two rows of 44), in the classic design; the glass
/// design at the end.
@Suite struct ListSectionTests {
    typealias Appearance = ListConfiguration.Appearance

    /// The table, as the reference semantics state it for a single (first and last) section at 320 pt: margins 16.
    static func expectedInsets(_ appearance: Appearance, header: ListConfiguration.HeaderMode,
                               footer: ListConfiguration.FooterMode) -> (top: Double, side: Double, bottom: Double) {
        switch appearance {
        // 22 above the header row only in sections after the first.
        case .plain: return (0, 0, 0)
        case .grouped: return (header == .none ? 35 : 0, 0, footer == .none ? 20 : 0)
        case .insetGrouped: return (header == .none ? 35 : 0, 16, footer == .none ? 20 : 0)
        case .sidebar: return (0, 16, footer == .none ? 10 : 0)
        case .sidebarPlain: return (header == .supplementary ? 8 : 0, 16, footer == .supplementary ? 8 : 0)
        }
    }

    static let combinations: [(Appearance, ListConfiguration.HeaderMode, ListConfiguration.FooterMode)] =
        Appearance.allCases.flatMap { appearance in
            ListConfiguration.HeaderMode.allCases.flatMap { header in
                ListConfiguration.FooterMode.allCases.map { (appearance, header, $0) }
            }
        }

    @Test(arguments: combinations)
    func framesFollowTheMetricsTable(appearance: Appearance, header: ListConfiguration.HeaderMode, footer: ListConfiguration.FooterMode) {
        let section = ListSection.make(ListConfiguration(appearance: appearance, headerMode: header, footerMode: footer),
                                       in: Environment(width: 320, scale: 2, design: .classic))
        let result = solve([(section, 2)])
        let insets = Self.expectedInsets(appearance, header: header, footer: footer)
        // Supplementary headers and footers: 28 in plain and sidebarPlain, 17.5 in the others.
        let pinned = appearance == .plain || appearance == .sidebarPlain
        let boundary = pinned ? 28.0 : 17.5
        let headerHeight = header == .supplementary ? boundary : 0
        let footerHeight = footer == .supplementary ? boundary : 0
        // Sides: 16 → x 16, 320 - 32 = 288 wide.
        let (x, width): (Double, Double) = insets.side == 16 ? (16, 288) : (0, 320)
        // Headers and footers follow the content insets except in plain and sidebarPlain.
        let (boundaryX, boundaryWidth): (Double, Double) = pinned ? (0, 320) : (x, width)
        let firstRow = headerHeight + insets.top
        #expect(result.cell(0, 0) == Rect(x: x, y: firstRow, width: width, height: 44))
        #expect(result.cell(0, 1) == Rect(x: x, y: firstRow + 44, width: width, height: 44))
        let total = headerHeight + insets.top + 88 + insets.bottom + footerHeight
        #expect(result.contentSize.height == total)
        let headerElement = result.supplementary(ListSection.headerKind, 0, 0)
        let footerElement = result.supplementary(ListSection.footerKind, 0, 0)
        #expect((headerElement != nil) == (header == .supplementary))
        #expect((footerElement != nil) == (footer == .supplementary))
        if let headerElement {
            #expect(headerElement.frame == Rect(x: boundaryX, y: 0, width: boundaryWidth, height: boundary))
            // Plain and sidebarPlain headers are pinned: lifted while their section is in view.
            #expect(headerElement.zIndex == (pinned ? 200 + 1_000_000_000 : 200))
        }
        if let footerElement {
            #expect(footerElement.frame == Rect(x: boundaryX, y: total - boundary, width: boundaryWidth, height: boundary))
        }
    }

    @Test func groupedSectionsAre35ApartAndEndIn20() {
        let env = Environment(width: 320, scale: 2, design: .classic)
        let sections = (0..<3).map { index in
            ListSection.make(ListConfiguration(appearance: .grouped), in: env, position: .init(index: index, count: 3))
        }
        let result = solve(sections.map { ($0, 1) })
        // 35 + 44 + 17.5 | 17.5 + 44 + 17.5 | 17.5 + 44 + 20
        #expect(result.cell(0, 0)?.y == 35)
        #expect(result.cell(1, 0)?.y == 35 + 44 + 17.5 + 17.5)  // 114
        #expect(result.cell(2, 0)?.y == 193)  // 114 + 44 + 35
        #expect(result.contentSize.height == 257)  // 193 + 44 + 20
    }

    @Test func plainHeaderRowsHave22AboveThemAfterTheFirstSection() {
        let env = Environment(width: 320, scale: 2, design: .classic)
        let list = ListConfiguration(appearance: .plain, headerMode: .firstItemInSection)
        let result = solve([(ListSection.make(list, in: env, position: .init(index: 0, count: 2)), 2),
                            (ListSection.make(list, in: env, position: .init(index: 1, count: 2)), 2)])
        #expect(result.cell(0, 0)?.y == 0)
        #expect(result.cell(1, 0)?.y == 110)  // 88 + 22
    }

    @Test(arguments: [
        // (idiom, width, wideMargins given, expected side inset): the 16|20 rule.
        (Idiom.phone, 375.0, nil as Bool?, 16.0),   // measured: a 375-pt phone has 16
        (Idiom.phone, 390.0, nil, 20.0),            // measured: phones wider than 375 have 20
        (Idiom.phone, 393.0, nil, 20.0),
        (Idiom.phone, 430.0, nil, 20.0),
        (Idiom.phone, 390.0, false, 16.0),          // given
        (Idiom.phone, 375.0, true, 20.0),
        (Idiom.pad, 744.0, nil, 20.0),              // iPads have wide margins
        (Idiom.pad, 320.0, nil, 16.0),              // but never at 320 or narrower
        (Idiom.pad, 744.0, false, 16.0),
    ])
    func insetGroupedSidesFollowTheMarginRule(idiom: Idiom, width: Double, wide: Bool?, side: Double) {
        let env = Environment(width: width, scale: 3, idiom: idiom, wideMargins: wide, design: .classic)
        let section = ListSection.make(ListConfiguration(appearance: .insetGrouped), in: env)
        #expect(section.contentInsets.leading == side)
        #expect(section.contentInsets.trailing == side)
    }

    @Test func safeAreaAndLayoutMarginsEnterTheSideInsets() {
        // Landscape-like safe area 47 leading, 0 trailing; layout margins 8 / 70.
        let env = Environment(width: 844, scale: 3, safeAreaInsets: DirectionalInsets(leading: 47),
                              layoutMargins: DirectionalInsets(top: 0, leading: 8, bottom: 0, trailing: 70),
                              wideMargins: true, design: .classic)
        let section = ListSection.make(ListConfiguration(appearance: .sidebar), in: env)
        #expect(section.contentInsets.leading == 67)   // max(8, 20 + 47)
        #expect(section.contentInsets.trailing == 70)  // max(70, 20 + 0)
        #expect(section.contentInsetsReference == ContentInsetsReference.none)
    }

    @Test func groupedFooterStaysOnThePixelGridAtScale3() {
        let env = Environment(width: 390, scale: 3, design: .classic)
        let list = ListConfiguration(appearance: .grouped, footerMode: .supplementary)
        let result = LayoutSolver().solve(Layout(sections: [
            SectionSpec(section: ListSection.make(list, in: env, position: .init(index: 0, count: 2)), items: SectionItems(count: 1)),
            SectionSpec(section: ListSection.make(list, in: env, position: .init(index: 1, count: 2)), items: SectionItems(count: 1)),
        ]), in: env)
        // 17.5 is 52.5 pixels at scale 3: rounded up to 53 px = 17.666…; 35 + 44 = 79, footer 79 … 96.667.
        let footer = result.supplementary(ListSection.footerKind, 0, 0)?.frame
        #expect(footer == Rect(x: 0, y: 79, width: 390, height: 53.0 / 3))
        // The next section starts where the footer ends, its first row 53 px (17.5 → 17.667) lower.
        #expect(result.sections[1].frame.y == 79 + 53.0 / 3)
        #expect(result.cell(1, 0)?.y == 343.0 / 3)  // 79 + 106 px / 3 = (237 + 106) / 3
    }

    @Test func headerEstimatesOfPlainListsScaleWithTheTextSize() {
        let env = Environment(width: 320, scale: 2, contentSizeCategory: .accessibilityExtraLarge, design: .classic)
        let section = ListSection.make(ListConfiguration(headerMode: .supplementary), in: env)
        // AX3 body leading 48 vs 22 at large: 28 × 48 / 22 = 61.09 → 61.5 on the half-point grid.
        #expect(section.boundarySupplementaryItems.first?.size.height == .estimated(61.5))
    }

    @Test func macKeepsTheCatalystValues() {
        let mac = Environment(width: 320, scale: 2, idiom: .mac, design: .classic)
        let sidebar = ListSection.make(ListConfiguration(appearance: .sidebar), in: mac)
        // 10 / 0.77 = 12.987… rounded up to the half point: 13.
        #expect(sidebar.contentInsets.leading == 13)
        #expect(sidebar.contentInsets.bottom == 10)
        let later = ListSection.make(ListConfiguration(appearance: .insetGrouped), in: mac, position: .init(isFirst: false, isLast: false))
        #expect(later.contentInsets == DirectionalInsets(top: 35, leading: 16, bottom: 20, trailing: 16))
    }

    @Test func macRowsAreEstimatedAt40_04() {
        let section = ListSection.make(ListConfiguration(appearance: .plain), in: Environment(width: 320, scale: 2, idiom: .mac, design: .classic))
        let result = solve([(section, 2)])
        #expect(result.cell(0, 1)?.y == 40.5)  // 40.04 rounded up to the half point (pixel grid)
        #expect(result.cell(0, 1)?.height == 40.5)
    }

    @Test func listsMixWithGridSections() {
        let list = ListSection.make(ListConfiguration(appearance: .insetGrouped), in: Environment(width: 320, scale: 2, design: .classic), position: .init(isFirst: false, isLast: false))
        let grid = Section(group: group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.25),
                                        [item(.fractionalWidth(0.25), .fractionalHeight(1))]))
        let result = solve([(grid, 4), (list, 1), (grid, 4)])
        // Grid rows are 0.25 × 320 = 80; the list, a middle section: 17.5 + 44 + 17.5 = 79, its row at
        // 80 + 17.5, 16 in.
        #expect(result.cell(1, 0) == Rect(x: 16, y: 97.5, width: 288, height: 44))
        #expect(result.cell(2, 3) == Rect(x: 240, y: 159, width: 80, height: 80))
        #expect(result.contentSize.height == 239)
    }

    // MARK: The glass design (iOS 26)

    @Test func glassRowsAre52AndTwoSectionsAre35Apart() {
        // Reference §10 (Docs/Provenance.md; M, a SwiftUI insetGrouped list at 300 pt @3x): a 40.333 header, rows 52, 35.0
        // between the sections (17.5 + 17.5, neither rounded up): rows at 40.333 and 40.333 + 52 + 35 = 127.333.
        let env = Environment(width: 300, scale: 3)
        #expect(env.design == .glass)  // the default
        let header = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary,
                                       measuredHeader: MeasuredSize(height: 121.0 / 3))
        let first = ListSection.make(header, in: env, position: .init(index: 0, count: 2))
        let second = ListSection.make(ListConfiguration(appearance: .insetGrouped), in: env, position: .init(index: 1, count: 2))
        let result = LayoutSolver().solve(Layout(sections: [SectionSpec(section: first, items: SectionItems(count: 1)),
                                                             SectionSpec(section: second, items: SectionItems(count: 1))]), in: env)
        #expect(result.cell(0, 0) == Rect(x: 16, y: 121.0 / 3, width: 268, height: 52))  // 300 - 2 × 16
        #expect(abs(result.cell(1, 0)!.y - 382.0 / 3) < 1e-9)  // 127.333
        // Measured: none of these frames is approximate; the last bottom inset (20) is our choice.
        #expect(result.elements.allSatisfy { !$0.approximate })
        // Classic: 44-pt rows, 35.333 between (each 17.5 → 53 px): 38.667 + 44 + 35.333 = 118 with its header.
        let classic = Environment(width: 300, scale: 3, design: .classic)
        let classicHeader = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary,
                                              measuredHeader: MeasuredSize(height: 116.0 / 3))
        let old = LayoutSolver().solve(Layout(sections: [
            SectionSpec(section: ListSection.make(classicHeader, in: classic, position: .init(index: 0, count: 2)), items: SectionItems(count: 1)),
            SectionSpec(section: ListSection.make(ListConfiguration(appearance: .insetGrouped), in: classic,
                                                  position: .init(index: 1, count: 2)), items: SectionItems(count: 1)),
        ]), in: classic)
        #expect(old.cell(1, 0)?.y == 118)
        #expect(old.cell(0, 0)?.height == 44)
    }

    @Test func glassValuesThatAreOurChoiceMakeFramesApproximate() {
        // At 390 pt the glass side insets are 16 (measured: case 3001), where classic has 20.
        let wide = ListSection.make(ListConfiguration(appearance: .insetGrouped), in: Environment(width: 390, scale: 3),
                                    position: .init(index: 0, count: 1))
        #expect(wide.contentInsets.leading == 16)
        // The first section's top inset without header (35) is our choice in glass: every row.
        let rows = LayoutSolver().solve(Layout(sections: [SectionSpec(section: wide, items: SectionItems(count: 2))]),
                                        in: Environment(width: 390, scale: 3))
        #expect(rows.cell(0, 0)?.y == 35)
        #expect(rows.elements.allSatisfy { $0.approximate })
        // Plain lists were not measured in glass: approximate; classic ones are not.
        let plain = solve([(ListSection.make(ListConfiguration(), in: Environment(width: 320, scale: 3)), 2)])
        #expect(plain.cell(0, 1) == Rect(x: 0, y: 52, width: 320, height: 52))
        #expect(plain.elements.allSatisfy { $0.approximate })
        let classic = solve([(ListSection.make(ListConfiguration(), in: Environment(width: 320, scale: 3, design: .classic)), 2)])
        #expect(classic.elements.allSatisfy { !$0.approximate })
        // Glass corner radius 26 (M, drawn only), classic 10.
        #expect(ListMetrics(Environment()).cornerRadius == 26)
        #expect(ListMetrics(Environment(design: .classic)).cornerRadius == 10)
    }

    @Test func aLayoutFooterAfterAnApproximateSectionIsApproximate() {
        // Glass, 300 pt: the last section's bottom inset (20) is our choice, so a layout footer after it
        // is approximate (30 tall at 40.333 + 52 + 20 = 112.333), a layout header before it is not.
        let env = Environment(width: 300, scale: 3)
        let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(30))
        let configuration = Configuration(boundarySupplementaryItems: [BoundaryItem(kind: "top", size: size, alignment: .top),
                                                                       BoundaryItem(kind: "end", size: size, alignment: .bottom)])
        let list = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, measuredHeader: MeasuredSize(height: 121.0 / 3))
        let result = LayoutSolver().solve(Layout(configuration: configuration, sections: [
            SectionSpec(section: ListSection.make(list, in: env), items: SectionItems(count: 1)),
        ]), in: env)
        let top = result.elements.first { $0.kind == "top" }, end = result.elements.first { $0.kind == "end" }
        #expect(top?.approximate == false)
        #expect(end?.approximate == true)
        #expect(abs(end!.frame.y - (30 + 121.0 / 3 + 52 + 20)) < 1e-9)
        #expect(result.elements.first { $0.category == .cell }?.approximate == false)
    }
}
