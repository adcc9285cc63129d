/// The list section metrics, in one table, per idiom (Docs/Lists.md, "The metrics table", gives each
/// value's provenance). Phone and pad: UIKit's own constants (Docs/Provenance.md, "Reference §10").
/// Mac: the values measured on Mac Catalyst (Catalyst scales its metrics by 0.77).
public struct ListMetrics: Sendable, Equatable {
    /// The estimated row height: 44 on phone and pad; 40.04 measured on Mac Catalyst.
    public var rowHeight: Double
    /// The standard layout margin of the "16|20 rule": 16, 20 with wide content margins, but 16
    /// whenever the container is 320 pt wide or narrower. Mac: 16 (insetGrouped) as measured.
    public var standardMargin: Double
    /// Sidebar and sidebarPlain side insets on the mac idiom (10 / 0.77, measured); phone and pad
    /// use the margin rule instead (`sideInsets`).
    public var macSidebarSideInset: Double
    /// grouped / insetGrouped top inset without a header: first section, later sections.
    public var groupedTopFirst: Double
    public var groupedTopLater: Double
    /// grouped / insetGrouped bottom inset without a footer: last section, other sections.
    public var groupedBottomLast: Double
    public var groupedBottomOther: Double
    /// sidebar: extra bottom inset without a footer.
    public var sidebarBottomWithoutFooter: Double
    /// sidebarPlain: extra top inset with a header, extra bottom inset with a footer.
    public var sidebarPlainHeaderFooterExtra: Double
    /// plain with headerMode firstItemInSection: room above the header row of every section
    /// after the first (mac: of every section, as measured on one section).
    public var plainHeaderRowTop: Double
    public var plainHeaderRowTopOnFirstSection: Bool
    /// Header / footer supplementary estimates: plain and sidebarPlain (scaled with the text size),
    /// and the other appearances.
    public var pinnedBoundaryEstimate: Double
    public var groupedBoundaryEstimate: Double
    public var boundaryZIndex: Int
    /// Outline indentation per level: cells, and sidebar appearances.
    public var indentation: Double
    public var sidebarIndentation: Double
    /// Corner radius of insetGrouped sections and sidebar rows (drawn only; no frame depends on it).
    public var cornerRadius: Double

    /// The metrics of `environment`'s idiom, width, margins and text size.
    public init(_ environment: Environment) {
        let textScale = DynamicType.scaleFactor(environment.contentSizeCategory)
        boundaryZIndex = 200
        cornerRadius = 10
        indentation = 10
        sidebarIndentation = 20
        switch environment.idiom {
        case .phone, .pad:
            rowHeight = 44
            standardMargin = environment.wideMargins && environment.width > 320 ? 20 : 16
            macSidebarSideInset = 0
            groupedTopFirst = 35
            groupedTopLater = 17.5
            groupedBottomLast = 20
            groupedBottomOther = 17.5
            sidebarBottomWithoutFooter = 10
            sidebarPlainHeaderFooterExtra = 8
            plainHeaderRowTop = 22
            plainHeaderRowTopOnFirstSection = false
            pinnedBoundaryEstimate = 28 * textScale
            groupedBoundaryEstimate = 17.5
        case .mac:
            rowHeight = 40.04
            standardMargin = 16
            macSidebarSideInset = 10 / 0.77
            groupedTopFirst = 35
            groupedTopLater = 35
            groupedBottomLast = 20
            groupedBottomOther = 20
            sidebarBottomWithoutFooter = 10
            sidebarPlainHeaderFooterExtra = 0
            plainHeaderRowTop = 22
            plainHeaderRowTopOnFirstSection = true
            pinnedBoundaryEstimate = 28
            groupedBoundaryEstimate = 17.5
        }
    }

    /// The indentation of one outline level in `appearance` (20 in sidebars, 10 otherwise).
    public func indentation(_ appearance: ListConfiguration.Appearance) -> Double {
        appearance.isSidebar ? sidebarIndentation : indentation
    }

    /// The header / footer estimate of `appearance`: plain and sidebarPlain, or the others.
    public func boundaryEstimate(_ appearance: ListConfiguration.Appearance) -> Double {
        appearance.pinsHeadersAndFooters ? pinnedBoundaryEstimate : groupedBoundaryEstimate
    }
}
