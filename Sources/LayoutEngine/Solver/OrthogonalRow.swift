/// Where an orthogonally scrolling section's row comes to rest (Docs/Semantics.md, "Orthogonal
/// scrolling"). Offsets are measured along the row from its start (the section's leading inset).
struct OrthogonalRow: Sendable {
    let behavior: OrthogonalScrollingBehavior
    /// Each group's start and length along the row.
    let groups: [(start: Double, length: Double)]
    /// The row's length: its groups and the spacing between them.
    let length: Double
    /// The visible length: the container less the section's insets along the row.
    let viewport: Double

    /// The largest offset of a row that does not rest on centred groups.
    var maximumOffset: Double { max(0, length - viewport) }

    /// Every offset the behaviour can come to rest at, in increasing order; `nil` when any offset
    /// in range will do.
    var restingOffsets: [Double]? {
        switch behavior {
        case .none, .continuous:
            return nil
        case .continuousGroupLeadingBoundary, .groupPaging:
            // A group's leading edge, clamped to the row.
            return deduplicated(groups.map { min(max($0.start, 0), maximumOffset) })
        case .paging:
            // Whole viewports, and the end of the row where the last page would run past it.
            guard viewport > 0 else { return [0] }
            var pages: [Double] = []
            var page = 0.0
            while page < maximumOffset && pages.count < GroupSolver.maximumRepetitions {
                pages.append(page)
                page += viewport
            }
            pages.append(maximumOffset)
            return deduplicated(pages)
        case .groupPagingCentered:
            // A group centred in the viewport; the row's ends get as much room as that takes,
            // so the first and last rest offsets may lie outside [0, length - viewport].
            return deduplicated(groups.map { $0.start - (viewport - $0.length) / 2 })
        }
    }

    /// The offset the row settles at when scrolled to `requested`: the resting offset nearest the
    /// requested one itself (the lower one on a tie), not clamped to the row first, since a centred
    /// group's rest may lie past the row's end (case orthogonal/325: 700 on a 316-pt row in a 310-pt
    /// viewport rests at 111, not at 3, the rest nearest the clamped 6). Continuous scrolling, which
    /// has no resting offsets, clamps to the row; paging rounds the clamped offset to a whole page,
    /// unless it is at the end of the row, where it stays.
    func settle(_ requested: Double) -> Double {
        settle(requested, restingAt: restingOffsets)
    }

    /// `settle(_:)` with the resting offsets already worked out (a row of many groups has as many).
    func settle(_ requested: Double, restingAt candidates: [Double]?) -> Double {
        let clamped = min(max(requested, 0), maximumOffset)
        if behavior == .paging {
            guard viewport > 0, clamped < maximumOffset else { return maximumOffset }
            return min((clamped / viewport).rounded() * viewport, maximumOffset)
        }
        guard let candidates, !candidates.isEmpty else { return clamped }
        var best = candidates[0]
        for candidate in candidates where abs(candidate - requested) < abs(best - requested) {
            best = candidate
        }
        return best
    }

    private func deduplicated(_ values: [Double]) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(values.count)
        for value in values.sorted() where out.last.map({ abs($0 - value) > 1e-9 }) ?? true {
            out.append(value)
        }
        return out
    }
}
