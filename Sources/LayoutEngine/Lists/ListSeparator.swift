/// How a list section's separators are drawn (Docs/Lists.md, "Separators"): inside the upper of two
/// rows, along its bottom edge. They are drawn by the cells and change no frame; pictures draw them.
public struct ListSeparator: Sendable, Equatable {
    /// One device pixel (classic) or 1 pt (glass).
    public var thickness: Double
    /// From the row's leading edge: the layout margin (classic) or 16 (glass).
    public var leadingInset: Double
    /// From the row's trailing edge: 0 (classic, to the edge) or 16 (glass).
    public var trailingInset: Double
    /// Right to left, the leading edge is the row's right one.
    public var rightToLeft: Bool

    /// The separators of a list section made from `list` in `environment`; nil when it shows none.
    public init?(_ list: ListConfiguration, in environment: Environment) {
        guard list.showsSeparators else { return nil }
        let metrics = ListMetrics(environment)
        thickness = metrics.separatorThickness
        leadingInset = metrics.standardMargin
        trailingInset = metrics.separatorInsetTrailing ? metrics.standardMargin : 0
        rightToLeft = environment.layoutDirection == .rightToLeft
    }

    /// The separator drawn under `row` (its frame as output), where another row follows it.
    public func frame(below row: Rect) -> Rect {
        let width = max(0, row.width - leadingInset - trailingInset)
        return Rect(x: row.x + (rightToLeft ? trailingInset : leadingInset), y: row.maxY - thickness, width: width, height: thickness)
    }
}
