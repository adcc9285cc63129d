/// UIListContentConfiguration's styles (Docs/Provenance.md, "Seed 002": Apple's "Modern cell configuration").
public enum ListContentStyle: String, Sendable, Equatable, CaseIterable {
    case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
    case header, footer, groupedHeader, groupedFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

    /// The style a list row gets when its entry names none (Docs/Lists.md, "Styles"): the header row
    /// of a `firstItemInSection` list takes its appearance's header style, other rows the cell style.
    public static func rowDefault(_ list: ListConfiguration?, item: Int) -> ListContentStyle {
        let appearance = list?.appearance ?? .plain
        if item == 0 && list?.headerMode == .firstItemInSection {
            return appearance.isGrouped ? .groupedHeader : .header
        }
        return appearance.isSidebar ? .sidebarCell : .cell
    }

    /// The style of a supplementary header or footer view that names none: the grouped styles in
    /// grouped and insetGrouped lists, the plain ones otherwise.
    public static func boundaryDefault(_ list: ListConfiguration, kind: String) -> ListContentStyle {
        let grouped = list.appearance.isGrouped
        if kind == ListSection.footerKind { return grouped ? .groupedFooter : .footer }
        return grouped ? .groupedHeader : .header
    }
}

/// A text of a content configuration: the string, its line count, and its size when it is known.
public struct ListContentText: Sendable, Hashable {
    public var string: String
    /// UILabel's numberOfLines: at most this many lines; 0, UIKit's default, as many as the text
    /// needs. How many it needs rests on the width approximation (Docs/Lists.md, "Text widths").
    public var lines: Int
    /// Whether the spec wrote `lines` (generated code sets numberOfLines only then).
    public var linesWritten = false
    /// The text's size as measured on a device; it replaces every approximation.
    public var measured: Size?

    public init(_ string: String, lines: Int = 0, measured: Size? = nil) {
        self.string = string
        self.lines = lines
        self.measured = measured
    }

    /// Texts are the same whether `lines` was written or taken by default: it changes no frame.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.string == rhs.string && lhs.lines == rhs.lines && lhs.measured == rhs.measured
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(lines)
        hasher.combine(measured)
    }
}

/// A UICellAccessory that takes room in the cell.
public struct CellAccessory: Sendable, Hashable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, detail, label, customView
    }

    public enum Placement: String, Sendable, Equatable, CaseIterable {
        case leading, trailing
    }

    public var kind: Kind
    /// Where the accessory sits; `nil` takes the kind's own (delete leading, the others trailing).
    public var placement: Placement?
    /// The size of a custom view or a label (required for a custom view; a label without one gets
    /// an approximate size from its text); the system accessories have their own.
    public var size: Size?
    /// A label accessory's text.
    public var text: String?

    public init(_ kind: Kind, placement: Placement? = nil, size: Size? = nil, text: String? = nil) {
        self.kind = kind
        self.placement = placement
        self.size = size
        self.text = text
    }

    /// The placement in effect.
    public var resolvedPlacement: Placement { placement ?? (kind == .delete ? .leading : .trailing) }

    /// The name of the output element kind: `accessory.<name>`.
    public var elementKind: String { "accessory." + kind.rawValue }
}

/// UIListContentConfiguration plus the cell's accessories: what a list row shows. Every property
/// left `nil` takes the style's value (Docs/Lists.md, "Styles").
public struct ListContentConfiguration: Sendable, Hashable {
    /// `nil`: the row's default (`ListContentStyle.rowDefault`).
    public var style: ListContentStyle?
    /// The image's size as it is drawn.
    public var image: Size?
    /// Whether the image is a symbol image: UIKit reserves the standard width for symbols only.
    public var imageIsSymbol: Bool
    public var text: ListContentText?
    public var secondaryText: ListContentText?
    public var directionalLayoutMargins: DirectionalInsets?
    public var imageToTextPadding: Double?
    public var textToSecondaryTextVerticalPadding: Double?
    public var textToSecondaryTextHorizontalPadding: Double?
    /// imageProperties.reservedLayoutSize: the image's slot, the image centred in it (overflowing it
    /// when larger); 0 on an axis reserves nothing on it; `nil` reserves the style's standard width
    /// for a symbol image and nothing for another.
    public var reservedLayoutSize: Size?
    public var accessories: [CellAccessory]

    public init(style: ListContentStyle? = nil, image: Size? = nil, imageIsSymbol: Bool = true, text: ListContentText? = nil,
                secondaryText: ListContentText? = nil, directionalLayoutMargins: DirectionalInsets? = nil,
                imageToTextPadding: Double? = nil, textToSecondaryTextVerticalPadding: Double? = nil,
                textToSecondaryTextHorizontalPadding: Double? = nil, reservedLayoutSize: Size? = nil,
                accessories: [CellAccessory] = []) {
        self.style = style
        self.image = image
        self.imageIsSymbol = imageIsSymbol
        self.text = text
        self.secondaryText = secondaryText
        self.directionalLayoutMargins = directionalLayoutMargins
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.reservedLayoutSize = reservedLayoutSize
        self.accessories = accessories
    }
}
