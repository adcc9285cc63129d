/// The list section metrics, in one table, per design and idiom (Docs/Lists.md, "The metrics
/// table", gives each value's provenance). Classic phone and pad: UIKit's values as measured or
/// shipped (Docs/Provenance.md, "Reference §10"). Classic mac: the values measured on Mac Catalyst
/// (Catalyst scales its metrics by 0.77). Glass (iOS 26): the measured values, the classic ones
/// elsewhere, which are then **our choice**. What no measurement or document backs (a UIKit
/// constant believed, or our choice) is named in `chosen`: frames resting on it are approximate.
public struct ListMetrics: Sendable, Equatable {
    public var design: Design
    /// The estimated row height: 44 classic on phone and pad, 52 glass; 40.04 measured on Mac Catalyst.
    public var rowHeight: Double
    /// The standard layout margin of the "16|20 rule": 16, 20 with wide content margins, but 16
    /// whenever the container is 320 pt wide or narrower. Glass phones: 16 at every width. Mac: 16
    /// (insetGrouped) as measured.
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
    /// Whether each inset is rounded up to the pixel on its own (classic: 17.5 + 17.5 = 35.333 at
    /// @3x) or kept as it is (glass: 35.0), Docs/Lists.md, "Pixel grid".
    public var insetsRoundUpToPixels: Bool
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
    /// Corner radius of insetGrouped sections and sidebar rows (drawn only; no frame depends on it):
    /// 10 classic, 26 glass.
    public var cornerRadius: Double
    /// The top margin of a grouped header after another section (Docs/Lists.md, "A header after a
    /// section"): only its sum with the section before's bottom inset is measured.
    public var groupedHeaderTopAfterSection: Double
    /// Separators (Docs/Lists.md, "Separators"): their thickness (one pixel classic, 1 pt glass),
    /// and whether they are inset on the trailing side as on the leading one (glass) or run to the
    /// cell's trailing edge (classic).
    public var separatorThickness: Double
    public var separatorInsetTrailing: Bool
    /// Which values are **our choice** in this environment: frames resting on them are approximate.
    public var chosen: ChosenListMetrics

    /// The metrics of `environment`'s design, idiom, width, margins and text size.
    public init(_ environment: Environment) {
        let textScale = DynamicType.scaleFactor(environment.contentSizeCategory)
        design = environment.design
        boundaryZIndex = 200
        cornerRadius = 10
        indentation = 10
        sidebarIndentation = 20
        insetsRoundUpToPixels = true
        groupedHeaderTopAfterSection = 15.5
        separatorThickness = 1 / environment.scale
        separatorInsetTrailing = false
        // The header and footer estimates are UIKit constants, believed (reference semantics §10).
        chosen = ChosenListMetrics(boundaryEstimate: true)
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
            // UIKit constants, believed: the 35 above a first grouped section without a header, the
            // sidebar's 10, sidebarPlain's 8, plain's 22 and where sidebar headers lie across.
            chosen.groupedTopFirst = true
            chosen.appearanceConstants = true
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
            // Not measured on Catalyst: whether headers follow the side insets, and a header after a
            // section (the phone's split, with nothing measured after the mac's 20).
            chosen.boundaryAcross = true
            chosen.headerSums = true
        }
        if environment.design == .glass { applyGlass(environment) }
    }

    /// The iOS 26 design (Docs/Lists.md, "The glass design"): measured on an iPhone in an
    /// insetGrouped list: rows 52, insets kept off the pixel grid (35.0 between two sections),
    /// corner radius 26, side insets 16 at 320 pt and narrower. Everything else keeps the classic
    /// value as **our choice**; the pad idiom takes the iPhone's values and the mac idiom keeps
    /// Catalyst's, both as our choice.
    private mutating func applyGlass(_ environment: Environment) {
        cornerRadius = 26
        chosen.groupedTopFirst = true
        chosen.groupedBottomLast = true
        chosen.otherAppearances = true
        chosen.footers = true
        chosen.laterHeaders = true
        guard environment.idiom != .mac else {
            chosen = .all
            return
        }
        rowHeight = 52
        insetsRoundUpToPixels = false
        groupedHeaderTopAfterSection = 9
        separatorThickness = 1
        separatorInsetTrailing = true
        if environment.idiom == .pad {
            chosen = .all
            return
        }
        // 16 at 300 pt and in 390-pt windows on 393- and 402-pt hosts (the margin follows the host
        // screen), where the classic design has 20: wider phones are unmeasured (Docs/Lists.md,
        // "Layout margins and environment.wideMargins").
        standardMargin = 16
        chosen.sideInsets = environment.width > ListMetrics.widestMeasuredGlassPhone
    }

    /// The widest phone whose glass side insets are measured (a 390-pt window on a 402-pt host).
    static let widestMeasuredGlassPhone = 402.0

    /// The indentation of one outline level in `appearance` (20 in sidebars, 10 otherwise).
    public func indentation(_ appearance: ListConfiguration.Appearance) -> Double {
        appearance.isSidebar ? sidebarIndentation : indentation
    }

    /// The header / footer estimate of `appearance`: plain and sidebarPlain, or the others.
    public func boundaryEstimate(_ appearance: ListConfiguration.Appearance) -> Double {
        appearance.pinsHeadersAndFooters ? pinnedBoundaryEstimate : groupedBoundaryEstimate
    }

    /// Whether every metric of `appearance` is our choice (the glass design measured insetGrouped only).
    public func allChosen(_ appearance: ListConfiguration.Appearance) -> Bool {
        chosen.everything || (chosen.otherAppearances && appearance != .insetGrouped)
    }
}

/// Which list metrics no measurement or Apple document backs in an environment: UIKit constants
/// believed, unmeasured, and **our choice** (Docs/Lists.md, "Approximate frames").
public struct ChosenListMetrics: Sendable, Equatable {
    /// Every value (glass on pad and mac).
    public var everything = false
    /// Every value of the appearances other than insetGrouped (glass: only insetGrouped is measured).
    public var otherAppearances = false
    /// The side insets (glass phones wider than the widest measured).
    public var sideInsets = false
    /// Whether headers and footers follow the side insets (mac).
    public var boundaryAcross = false
    /// The top inset of a first grouped section without a header (35: believed classic, chosen glass).
    public var groupedTopFirst = false
    /// The bottom inset of a last grouped section without a footer (glass).
    public var groupedBottomLast = false
    /// The header and footer estimates (17.5 and 28: believed).
    public var boundaryEstimate = false
    /// The sidebar's 10, sidebarPlain's 8, plain's 22 and whether sidebar headers follow the side
    /// insets (believed on phone and pad; measured on the mac).
    public var appearanceConstants = false
    /// Footers (glass: no footer is measured).
    public var footers = false
    /// Headers of sections after the first (glass: only their sum with the bottom inset before a
    /// one-line grouped header is measured).
    public var laterHeaders = false
    /// The sum of a bottom inset and a grouped header split after it (unmeasured on the mac).
    public var headerSums = false

    public init(everything: Bool = false, otherAppearances: Bool = false, sideInsets: Bool = false,
                boundaryAcross: Bool = false, groupedTopFirst: Bool = false, groupedBottomLast: Bool = false,
                boundaryEstimate: Bool = false, appearanceConstants: Bool = false, footers: Bool = false,
                laterHeaders: Bool = false, headerSums: Bool = false) {
        (self.everything, self.otherAppearances, self.sideInsets, self.boundaryAcross) =
            (everything, otherAppearances, sideInsets, boundaryAcross)
        (self.groupedTopFirst, self.groupedBottomLast, self.boundaryEstimate) = (groupedTopFirst, groupedBottomLast, boundaryEstimate)
        (self.appearanceConstants, self.footers, self.laterHeaders, self.headerSums) =
            (appearanceConstants, footers, laterHeaders, headerSums)
    }

    static let all = ChosenListMetrics(everything: true, otherAppearances: true, sideInsets: true, boundaryAcross: true,
                                       groupedTopFirst: true, groupedBottomLast: true, boundaryEstimate: true,
                                       appearanceConstants: true, footers: true, laterHeaders: true, headerSums: true)
}
