/// What `NSCollectionLayoutSection.list(using:layoutEnvironment:)` builds: a section of full-width,
/// self-sizing rows whose insets and headers come from the appearance (Docs/Lists.md).
public enum ListSection {
    /// The element kinds UIKit gives list headers and footers.
    public static let headerKind = "UICollectionElementKindSectionHeader"
    public static let footerKind = "UICollectionElementKindSectionFooter"

    /// Where a list section stands in its layout: grouped insets and plain header rows differ for
    /// the first and the last section (Docs/Lists.md, "Vertical insets by position").
    public struct Position: Sendable, Equatable {
        public var isFirst: Bool
        public var isLast: Bool

        public init(isFirst: Bool = true, isLast: Bool = true) {
            self.isFirst = isFirst
            self.isLast = isLast
        }

        /// The position of section `index` among `count` sections.
        public init(index: Int, count: Int) {
            self.init(isFirst: index == 0, isLast: index == count - 1)
        }
    }

    /// The section UIKit builds for `list` in `environment`, at `position` in its layout. Every
    /// length is on the display's pixel grid in the classic design; the glass design keeps its
    /// insets as they are (Docs/Lists.md, "Pixel grid"). What rests on our choice is marked in
    /// the section's `chosen` (Docs/Lists.md, "Approximate frames").
    public static func make(_ list: ListConfiguration, in environment: Environment,
                            position: Position = Position()) -> Section {
        let metrics = ListMetrics(environment)
        let grid = PixelGrid(scale: environment.scale)
        let rowHeight = grid.ceilToPixel(metrics.rowHeight)
        let row = Item(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(rowHeight)))
        let group = Group(layout: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(rowHeight)),
                          subitems: [.item(row)])
        let insets = contentInsets(list, metrics: metrics, environment: environment, position: position)
        let pinned = list.appearance.pinsHeadersAndFooters
        let pixelInsets = metrics.insetsRoundUpToPixels ? insets.onPixels(grid) : insets
        // Header and footer views span the section, less its side insets where they follow them.
        let boundaryWidth = environment.width - (pinned ? 0 : pixelInsets.leading + pixelInsets.trailing)
        var list = list
        func content(_ kind: String) -> LaidOutContent? {
            boundaryContent(list, kind: kind, isFirstSection: position.isFirst, metrics: metrics, environment: environment) {
                ListContentStyleMetrics($0, environment: environment, metrics: metrics)
            }?.layout(width: max(0, boundaryWidth))
        }
        let header = list.measuredHeader.height == nil ? content(headerKind) : nil
        let footer = list.measuredFooter.height == nil ? content(footerKind) : nil
        // Whether a header after another section is split, asked whatever the position, so that sections
        // alike stay equal (the generator writes one section for them).
        let split = list.measuredHeader.height == nil && takesTopAfterSection(list, kind: headerKind, isFirstSection: false)
        let chosen = chosenGeometry(list, metrics: metrics, position: position, headerContent: header, footerContent: footer,
                                    headerSplit: split)
        list.measuredHeader.height = list.measuredHeader.height ?? header?.fittingHeight
        list.measuredFooter.height = list.measuredFooter.height ?? footer?.fittingHeight
        var section = Section(group: group, contentInsets: pixelInsets,
                              boundarySupplementaryItems: boundaryItems(list, metrics: metrics, grid: grid),
                              supplementariesFollowContentInsets: !pinned, contentInsetsReference: ListMetrics.contentInsetsReference,
                              chosen: chosen)
        if list.headerMode == .supplementary, let padding = list.headerTopPadding {
            section.headerTopPadding = grid.ceilToPixel(padding)
        }
        return section
    }

    /// What of the section's geometry no measurement or document backs (Docs/Lists.md, "Approximate
    /// frames"): the metrics `metrics.chosen` names, as far as this section uses them. A header or
    /// footer sized by its content is as approximate as that content's height; a grouped header
    /// whose top margin after a section would be the chosen split (`headerSplit`, Docs/Lists.md, "A
    /// header after a section") is approximate itself there, and what follows it only when that
    /// content is. What holds only after another section is said whatever the position (the
    /// assembler asks it of sections after the first), so that sections alike stay equal.
    static func chosenGeometry(_ list: ListConfiguration, metrics: ListMetrics, position: Position,
                               headerContent: LaidOutContent?, footerContent: LaidOutContent?,
                               headerSplit: Bool = false) -> ChosenGeometry {
        let appearance = list.appearance
        let all = metrics.allChosen(appearance)
        let chosen = metrics.chosen
        let sideInsets = all || (chosen.sideInsets && !(appearance == .plain || appearance == .grouped))
        func boundary(_ mode: Bool, _ measured: Double?, _ content: LaidOutContent?) -> Bool {
            guard mode, measured == nil else { return false }
            return content.map { $0.approximate || all } ?? (all || chosen.boundaryEstimate)
        }
        let grouped = appearance.isGrouped
        let hasHeader = list.headerMode == .supplementary
        // sidebarPlain's 8 above a header, plain's 22 above a later header row (UIKit constants).
        let constantTop = (appearance == .sidebarPlain && hasHeader)
            || (appearance == .plain && list.headerMode == .firstItemInSection && list.headerTopPadding == nil && !position.isFirst)
        // The sidebar's 10 below its rows, sidebarPlain's 8 above a footer.
        let constantBottom = (appearance == .sidebar && list.footerMode == .none)
            || (appearance == .sidebarPlain && list.footerMode == .supplementary)
        return ChosenGeometry(
            sideInsets: sideInsets,
            boundaryAcross: all || chosen.boundaryAcross || (sideInsets && !appearance.pinsHeadersAndFooters)
                || (chosen.appearanceConstants && appearance.isSidebar),
            // headerTopPadding over a first section's header row is our choice (Docs/Lists.md, "Header top padding").
            top: all || (grouped && chosen.groupedTopFirst && position.isFirst && list.headerMode == .none)
                || (position.isFirst && list.headerMode == .firstItemInSection && list.headerTopPadding != nil)
                || (chosen.appearanceConstants && constantTop),
            rowEstimate: all,
            header: boundary(hasHeader, list.measuredHeader.height, headerContent),
            laterHeader: hasHeader && ((chosen.laterHeaders && list.measuredHeader.height != nil)
                || (chosen.headerSums && headerSplit)),
            headerSplit: hasHeader && (headerSplit || chosen.laterHeaders),
            footer: boundary(list.footerMode == .supplementary, list.measuredFooter.height, footerContent)
                || (chosen.footers && list.footerMode == .supplementary),
            bottom: all || (grouped && chosen.groupedBottomLast && position.isLast && list.footerMode == .none)
                || (chosen.appearanceConstants && constantBottom),
            pinning: appearance.pinsHeadersAndFooters)
    }

    /// Whether the header view of `list` after another section takes the grouped header's top margin
    /// after a section (Docs/Lists.md, "A header after a section"): a grouped list's header showing
    /// content in the groupedHeader style with the style's margins.
    static func takesTopAfterSection(_ list: ListConfiguration, kind: String, isFirstSection: Bool) -> Bool {
        guard kind == headerKind, !isFirstSection, list.appearance.isGrouped, let content = list.headerContent else { return false }
        return (content.style ?? ListContentStyle.boundaryDefault(list, kind: kind)) == .groupedHeader
            && content.directionalLayoutMargins == nil
    }

    /// The layout of what `list`'s header or footer view (`kind`) shows, in the style its content
    /// names or else its appearance's (Docs/Lists.md, "Header and footer content"); `nil` when it
    /// shows nothing. Its height is what the view asks for; its parts are the view's content.
    /// `styleMetrics` gives a style's metrics in `environment`; a grouped header after another
    /// section takes its top margin after a section (Docs/Lists.md, "A header after a section").
    static func boundaryContent(_ list: ListConfiguration, kind: String, isFirstSection: Bool, metrics: ListMetrics,
                                environment: Environment,
                                styleMetrics: (ListContentStyle) -> ListContentStyleMetrics) -> ContentLayout? {
        guard let content = list.boundaryContent(kind: kind) else { return nil }
        var style = styleMetrics(content.style ?? ListContentStyle.boundaryDefault(list, kind: kind))
        if takesTopAfterSection(list, kind: kind, isFirstSection: isFirstSection) {
            style.margins.top = metrics.groupedHeaderTopAfterSection
        }
        return ContentLayout(content, style: style, metrics: metrics, list: list, level: 0, environment: environment)
    }

    /// Content insets by appearance, modes and position (Docs/Lists.md, "Vertical insets by position" and
    /// "Side insets").
    static func contentInsets(_ list: ListConfiguration, metrics: ListMetrics, environment: Environment,
                              position: Position) -> DirectionalInsets {
        let hasHeader = list.headerMode != .none
        let hasFooter = list.footerMode != .none
        let (leading, trailing) = sideInsets(list.appearance, metrics: metrics, environment: environment)
        switch list.appearance {
        case .plain:
            guard list.headerMode == .firstItemInSection else { return .zero }
            if let padding = list.headerTopPadding { return DirectionalInsets(top: padding) }
            let headerRowRoom = !position.isFirst || metrics.plainHeaderRowTopOnFirstSection
            return DirectionalInsets(top: headerRowRoom ? metrics.plainHeaderRowTop : 0)
        case .grouped, .insetGrouped:
            let top = hasHeader ? 0 : position.isFirst ? metrics.groupedTopFirst : metrics.groupedTopLater
            let bottom = hasFooter ? 0 : position.isLast ? metrics.groupedBottomLast : metrics.groupedBottomOther
            return DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
        case .sidebar:
            return DirectionalInsets(leading: leading, bottom: hasFooter ? 0 : metrics.sidebarBottomWithoutFooter,
                                     trailing: trailing)
        case .sidebarPlain:
            let extra = metrics.sidebarPlainHeaderFooterExtra
            return DirectionalInsets(top: list.headerMode == .supplementary ? extra : 0, leading: leading,
                                     bottom: hasFooter ? extra : 0, trailing: trailing)
        }
    }

    /// Side insets: none in plain and grouped; in insetGrouped and the sidebars the larger of the
    /// collection view's layout margin and the standard margin (16|20) plus the safe area, on each
    /// side. The mac idiom keeps its measured constants.
    static func sideInsets(_ appearance: ListConfiguration.Appearance, metrics: ListMetrics,
                           environment: Environment) -> (leading: Double, trailing: Double) {
        switch appearance {
        case .plain, .grouped:
            return (0, 0)
        case .insetGrouped, .sidebar, .sidebarPlain:
            if environment.idiom == .mac {
                let inset = appearance == .insetGrouped ? metrics.standardMargin : metrics.macSidebarSideInset
                return (inset, inset)
            }
            return (max(environment.layoutMargins.leading, metrics.standardMargin + environment.safeAreaInsets.leading),
                    max(environment.layoutMargins.trailing, metrics.standardMargin + environment.safeAreaInsets.trailing))
        }
    }

    /// Supplementary headers and footers; `firstItemInSection` makes none (the first row is the header).
    /// Estimates and measured heights are on the pixel grid.
    static func boundaryItems(_ list: ListConfiguration, metrics: ListMetrics, grid: PixelGrid) -> [BoundaryItem] {
        let estimate = grid.ceilToPixel(metrics.boundaryEstimate(list.appearance))
        let pinned = list.appearance.pinsHeadersAndFooters
        let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate))
        func measured(_ size: MeasuredSize) -> MeasuredSize {
            MeasuredSize(width: size.width, height: size.height.map(grid.ceilToPixel))
        }
        var items: [BoundaryItem] = []
        if list.headerMode == .supplementary {
            items.append(BoundaryItem(kind: headerKind, size: size, alignment: .top, pinToVisibleBounds: pinned,
                                      zIndex: metrics.boundaryZIndex, measured: measured(list.measuredHeader)))
        }
        if list.footerMode == .supplementary {
            items.append(BoundaryItem(kind: footerKind, size: size, alignment: .bottom, pinToVisibleBounds: pinned,
                                      zIndex: metrics.boundaryZIndex, measured: measured(list.measuredFooter)))
        }
        return items
    }
}

extension ListMetrics {
    /// List sections measure their insets from the collection view's edges: the safe area is
    /// already inside the side insets (Docs/Provenance.md, "Reference §10": contentInsetsReference `none`).
    static let contentInsetsReference = ContentInsetsReference.none
}

extension DirectionalInsets {
    /// Each inset rounded up to a whole pixel.
    func onPixels(_ grid: PixelGrid) -> DirectionalInsets {
        DirectionalInsets(top: grid.ceilToPixel(top), leading: grid.ceilToPixel(leading),
                          bottom: grid.ceilToPixel(bottom), trailing: grid.ceilToPixel(trailing))
    }
}
