/// UICollectionLayoutListConfiguration.
public struct ListConfiguration: Sendable, Hashable {
    public enum Appearance: String, Sendable, Equatable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain

        /// plain and sidebarPlain: header and footer views pin to the visible bounds and span the
        /// section's full width (they do not follow its insets), with the plain estimate (Docs/Lists.md).
        public var pinsHeadersAndFooters: Bool { self == .plain || self == .sidebarPlain }

        /// grouped and insetGrouped: their headers and footers take the grouped styles.
        public var isGrouped: Bool { self == .grouped || self == .insetGrouped }

        /// sidebar and sidebarPlain: their rows take the sidebar styles and indentation.
        public var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
    }

    public enum HeaderMode: String, Sendable, Equatable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: String, Sendable, Equatable, CaseIterable {
        case none, supplementary
    }

    public var appearance: Appearance
    public var headerMode: HeaderMode
    public var footerMode: FooterMode
    /// Separators are drawn inside the cells: they change no frame.
    public var showsSeparators: Bool
    /// What the supplementary header and footer views ask for (self-sizing).
    public var measuredHeader: MeasuredSize
    public var measuredFooter: MeasuredSize
    /// What the supplementary header and footer views show (Docs/Lists.md, "Header and footer
    /// content"): they self-size from it unless `measuredHeader` / `measuredFooter` give a height.
    public var headerContent: ListContentConfiguration?
    public var footerContent: ListContentConfiguration?
    /// iOS 15's room above each section header; `nil` is UIKit's automatic padding, the metrics
    /// table's (Docs/Lists.md, "Header top padding").
    public var headerTopPadding: Double?

    public init(appearance: Appearance = .plain, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
                showsSeparators: Bool = true, measuredHeader: MeasuredSize = MeasuredSize(),
                measuredFooter: MeasuredSize = MeasuredSize(), headerContent: ListContentConfiguration? = nil,
                footerContent: ListContentConfiguration? = nil) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.showsSeparators = showsSeparators
        self.measuredHeader = measuredHeader
        self.measuredFooter = measuredFooter
        self.headerContent = headerContent
        self.footerContent = footerContent
    }

    /// The content of the supplementary view of `kind` (the header's or the footer's), if any.
    public func boundaryContent(kind: String) -> ListContentConfiguration? {
        kind == ListSection.headerKind ? headerContent : kind == ListSection.footerKind ? footerContent : nil
    }
}

/// The user interface idiom: list metrics differ between them.
public enum Idiom: String, Sendable, Equatable, CaseIterable {
    case phone, pad, mac
}

/// Which parts of a section's geometry rest on a value no measurement or document backs (a list
/// section's metrics: UIKit constants believed, and our choices; Docs/Lists.md, "Approximate
/// frames"): the elements they place are output `approximate`, and so is everything after them
/// along the scroll axis.
public struct ChosenGeometry: Sendable, Hashable {
    /// The side insets: every cell's x and width (and the boundary items' when they follow the insets).
    public var sideInsets = false
    /// Whether the boundary items' x and width (following the insets or not) are our choice.
    public var boundaryAcross = false
    /// The top inset: everything after the leading boundary items.
    public var top = false
    /// The row estimate: the rows that keep it, and everything after them.
    public var rowEstimate = false
    /// The header's height (its estimate, or its content's), and the footer's.
    public var header = false
    /// After another section: the header's height (marks it and everything after it; glass, where no
    /// header of a later section is measured).
    public var laterHeader = false
    /// After another section: the header's own frame only, not what follows it, where only the
    /// header's sum with the bottom inset before it is measured (Docs/Lists.md, "A header after a section").
    public var headerSplit = false
    public var footer = false
    /// The bottom inset: the footer and what follows the section.
    public var bottom = false
    /// Whether the header and footer pin: a header or footer that pinning moved rests on it (lists pin
    /// only in the plain and sidebarPlain appearances: a UIKit constant, believed).
    public var pinning = false

    public init(sideInsets: Bool = false, boundaryAcross: Bool = false, top: Bool = false, rowEstimate: Bool = false,
                header: Bool = false, laterHeader: Bool = false, headerSplit: Bool = false, footer: Bool = false,
                bottom: Bool = false, pinning: Bool = false) {
        (self.sideInsets, self.boundaryAcross, self.top, self.rowEstimate) = (sideInsets, boundaryAcross, top, rowEstimate)
        (self.header, self.laterHeader, self.headerSplit, self.footer, self.bottom) = (header, laterHeader, headerSplit, footer, bottom)
        self.pinning = pinning
    }

    /// Nothing is our choice.
    public var isEmpty: Bool { self == ChosenGeometry() }
}
