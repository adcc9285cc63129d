/// UICollectionLayoutListConfiguration.
public struct ListConfiguration: Sendable, Equatable {
    public enum Appearance: String, Sendable, Equatable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
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

    public init(appearance: Appearance = .plain, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
                showsSeparators: Bool = true, measuredHeader: MeasuredSize = MeasuredSize(),
                measuredFooter: MeasuredSize = MeasuredSize()) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.showsSeparators = showsSeparators
        self.measuredHeader = measuredHeader
        self.measuredFooter = measuredFooter
    }
}

/// The user interface idiom: list metrics differ between them.
public enum Idiom: String, Sendable, Equatable, CaseIterable {
    case phone, pad, mac
}
