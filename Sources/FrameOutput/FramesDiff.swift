import FramesFormat
import LayoutEngine

/// How two frames dumps differ: elements matched by identity (category, kind, section, item; by
/// category, kind and `id` when both have one), reported as added, removed and moved or resized, with the rest counted.
public struct FramesDiff {
    public var contentSize: (old: [Double], new: [Double])?
    /// Header values that differ (the container, scroll direction, content offset, a section's
    /// frame: `FramesDump.header`), by path, as JSON text; `nil` on the side that lacks one.
    public var header: [(path: String, old: String?, new: String?)] = []
    public var added: [FramesDump.Entry] = []
    public var removed: [FramesDump.Entry] = []
    /// How many elements moved, resized, re-layered or renumbered; they are kept only as their
    /// groups (`groups`: their figures, and the first of each that a report prints).
    public private(set) var changedCount = 0
    /// The first element that changed, before and after: where a CI annotation points.
    public private(set) var firstChanged: (old: FramesDump.Entry, new: FramesDump.Entry)?
    /// The changes grouped as the reports print them (`reporting`), made as they are found.
    public private(set) var groups: ChangeGroups
    public var unchanged = 0
    /// The display scale of the new dump (else the old one's), when its file gives one: what a
    /// report rounds numbers to (`DiffNumbers`).
    public private(set) var scale: Double?
    /// How far a number may move and count as unchanged.
    public private(set) var tolerance = 0.0

    /// What the reports of a diff print of its changes, known before it is made: so that a
    /// diff groups each change as it finds it and keeps no more of it than is printed.
    public struct Reporting: Sendable {
        /// Whether numbers print as the frames hold them (`--exact`): changes group as they print.
        public var exact: Bool
        /// Changes of one group a report prints at most (`--max-lines`; the HTML report's
        /// `HTMLDiffReport.drawnLimit`); nil for all of them (`--max-lines 0`).
        public var membersShown: Int?

        public init(exact: Bool = false, membersShown: Int? = nil) {
            self.exact = exact
            self.membersShown = membersShown
        }
    }

    /// The tolerance `diff`, `--expect` and `render --expect-dir` compare with when none is given
    /// (Docs/CLI.md, "diff"): the one copy their code and help and the project file's schema read.
    public static let defaultTolerance = 0.001

    /// What matches an element across the two dumps.
    private enum Key: Hashable {
        case indexPath(column: String?, category: String, kind: String?, section: Int, item: Int)
        case id(column: String?, category: String, kind: String?, id: String)
    }

    public var isEmpty: Bool { contentSize == nil && header.isEmpty && added.isEmpty && removed.isEmpty && changedCount == 0 }

    public init(_ old: FramesDump, _ new: FramesDump, tolerance: Double, reporting: Reporting = Reporting()) {
        var oldEntries = old.entries.makeIterator(), newEntries = new.entries.makeIterator()
        self.init(tolerance: tolerance, contentSizes: (old.contentSize, new.contentSize), scale: new.scale ?? old.scale, reporting: reporting)
        match(old: { oldEntries.next() }, new: { newEntries.next() }, skipAlike: { nil }, changedFrames: { _ in nil })
        header = Self.headerChanges(old.header, new.header, tolerance: tolerance)
        groups.finish(self)
    }

    /// Header values a golden may differ in and still be the same frames (our choice,
    /// Docs/CLI.md, "diff"): the container's height moves nothing of a layout that does not
    /// depend on it, and what it does move (a fractional height, pinned headers, the content
    /// size) shows in the sections and elements.
    static let uncomparedHeader: Set<String> = ["container.height"]

    /// The header values both dumps give that differ by more than `tolerance` (numbers) or at all
    /// (other values), in the order of the new dump. A value only one gives is no difference: the
    /// format grows by new fields (a golden recorded before `environment.design` lacks it).
    static func headerChanges(_ old: [FramesDump.HeaderValue], _ new: [FramesDump.HeaderValue],
                              tolerance: Double) -> [(path: String, old: String?, new: String?)] {
        func shown(_ value: FramesDump.HeaderValue) -> String { value.number.map(formatNumber) ?? value.text ?? "" }
        var oldByPath: [String: FramesDump.HeaderValue] = [:]
        for value in old { oldByPath[value.path] = value }
        var changes: [(path: String, old: String?, new: String?)] = []
        for value in new where !uncomparedHeader.contains(value.path) {
            guard let before = oldByPath[value.path] else { continue }
            let same = if let a = before.number, let b = value.number { abs(a - b) <= tolerance } else { before == value }
            if !same { changes.append((value.path, shown(before), shown(value))) }
        }
        return changes
    }

    /// Two dumps compared as they are read, one element of each at a time: two dumps of one
    /// layout keep nothing but their differences. Nil when either stream stops short of a whole
    /// dump (FramesFormat's `FramesDumpScanner`: a file not as this tool writes it, or holding a
    /// number RFC 8259 refuses; read those with `FramesDump.scanned`, which says where, and
    /// `FramesDump(parsingJSON:)`).
    public static func streaming(_ old: some FramesDumpStream, _ new: some FramesDumpStream, tolerance: Double,
                                 reporting: Reporting = Reporting()) -> FramesDiff? {
        var old = old, new = new
        guard !old.stoppedShort, !new.stoppedShort else { return nil }
        var diff = FramesDiff(tolerance: tolerance, contentSizes: (old.contentSize, new.contentSize), scale: new.scale ?? old.scale,
                              reporting: reporting)
        diff.match(old: { old.next() }, new: { new.next() }, skipAlike: { nil }, changedFrames: { _ in nil })
        return diff.finished(old, new)
    }

    /// Two frames files compared as both are scanned: an element written in the same bytes in both
    /// is only checked (`FramesDumpScanner.skipElement(writtenAlikeIn:)`), its numbers not read;
    /// one written alike but for its frame has only the numbers that differ read
    /// (`FramesDumpScanner.frameChange(in:)`), and is read whole only when a report prints it;
    /// the others are read and compared as `streaming` compares any two dumps.
    /// Once `checkingAheadAfter` pairs have had their frames compared so (by default
    /// `LinesCheckedAhead.startAfter`, for a file large enough, on more than one processor), the old
    /// file's lines are checked on a second thread (`LinesCheckedAhead`) and this one compares bytes.
    public static func streaming(_ old: FramesDumpScanner, _ new: FramesDumpScanner, tolerance: Double,
                                 reporting: Reporting = Reporting(), checkingAheadAfter: Int? = nil) -> FramesDiff? {
        var old = old, new = new
        guard !old.stoppedShort, !new.stoppedShort else { return nil }
        var diff = FramesDiff(tolerance: tolerance, contentSizes: (old.contentSize, new.contentSize), scale: new.scale ?? old.scale,
                              reporting: reporting)
        var ahead: LinesCheckedAhead?
        defer { ahead?.stop() }
        var pairsBeforeAhead = checkingAheadAfter ?? (LinesCheckedAhead.worthIt(byteCount: old.byteCount) ? LinesCheckedAhead.startAfter : -1)
        // The noun of the elements matched to one line, found once for the line.
        var kind: (template: Int, noun: Int)?
        diff.match(old: { old.next() }, new: { new.next() }, skipAlike: {
            if let line = ahead?.line(at: old.cursor), let hasID = old.skipElement(writtenAlikeIn: &new, checked: line) { return hasID }
            return old.skipElement(writtenAlikeIn: &new)
        }, changedFrames: { diff in
            if pairsBeforeAhead == 0 {
                ahead = LinesCheckedAhead(checking: old)
                pairsBeforeAhead = -1
            }
            var checked: FrameChange?
            if let line = ahead?.line(at: old.cursor) { checked = old.frameChange(in: &new, checked: line) }
            guard let change = checked ?? old.frameChange(in: &new) else { return nil }
            if pairsBeforeAhead >= 0 { pairsBeforeAhead -= 1 }
            let deltas = ChangeGroups.Deltas(dx: change.dx, dy: change.dy, dwidth: change.dwidth, dheight: change.dheight)
            guard diff.differs(deltas) else {
                diff.unchanged += 1
                return change.hasID
            }
            if kind?.template != change.template {
                guard let entry = old.element(at: change.template) else { return nil }
                kind = (change.template, diff.groups.nounPlace(of: entry))
            }
            diff.changed(deltas, noun: kind!.noun, zIndex: nil, renumbered: false) {
                guard let before = old.element(at: change.oldStart), let entry = new.element(at: change.newStart) else { return nil }
                return (before, entry)
            }
            return change.hasID
        })
        return diff.finished(old, new)
    }

    /// Every element of both streams matched (`Matching`), a pair written alike skipped while
    /// they are in step, and a pair whose frame alone may differ compared by `changedFrames`
    /// (whether the element has an id; nil, neither read, when they are not such a pair).
    private mutating func match(old nextOld: () -> FramesDump.Entry?, new nextNew: () -> FramesDump.Entry?, skipAlike: () -> Bool?,
                                changedFrames: (inout FramesDiff) -> Bool?) {
        var matching = Matching()
        // Whether the last pair's frames differed: then the next pair's likely do too, and its
        // bytes are not compared whole first.
        var framesDiffered = false
        while true {
            if matching.inStep {
                if !framesDiffered, let hasID = skipAlike() {
                    matching.addAlike(hasID: hasID, to: &self)
                    continue
                }
                let changes = changedCount
                if let hasID = changedFrames(&self) {
                    matching.notePair(hasID: hasID)
                    framesDiffered = changedCount > changes
                    continue
                }
                if framesDiffered, let hasID = skipAlike() {
                    matching.addAlike(hasID: hasID, to: &self)
                    framesDiffered = false
                    continue
                }
                framesDiffered = false
            }
            let before = nextOld(), entry = nextNew()
            if before == nil && entry == nil { break }
            matching.add(before, entry, to: &self)
        }
        matching.finish(&self)
    }

    /// The diff with both streams' headers compared and its changes grouped whole, or nil when
    /// either did not read whole.
    private func finished(_ old: some FramesDumpStream, _ new: some FramesDumpStream) -> FramesDiff? {
        guard old.complete && new.complete else { return nil }
        var diff = self
        diff.header = Self.headerChanges(old.header, new.header, tolerance: tolerance)
        diff.groups.finish(diff)
        return diff
    }

    /// Frames just solved compared with a golden as it is scanned (`--expect`), each element as it
    /// is made: its JSON line written (as the frames JSON writer writes it) and, when the golden's
    /// next element is those bytes, that one passed over, being what the writer writes
    /// (`FramesDumpScanner.skipElement(writtenAs:)`);
    /// otherwise both read and compared as `streaming` compares any two dumps. Nothing is kept
    /// but the differences. `header` is the frames' header as their JSON reads back (its content
    /// size, values and scale). Nil when the golden is not frames JSON as this tool writes it.
    /// `alikeElements`: how many of the first elements the golden's scanner has moved past, known
    /// to be written alike (`FramesDumpScanner.skipElements(writtenBefore:)`): they are only made.
    public static func streaming(golden: FramesDumpScanner, solved frames: some LayoutFrames, header: FramesDump, alikeElements: Int = 0,
                                 tolerance: Double, reporting: Reporting = Reporting()) -> FramesDiff? {
        var old = golden
        guard !old.stoppedShort else { return nil }
        var diff = FramesDiff(tolerance: tolerance, contentSizes: (old.contentSize, header.contentSize), scale: header.scale ?? old.scale,
                              reporting: reporting)
        var matching = Matching()
        var line = OutputBuffer(sink: MemorySink(), capacity: OutputBuffer.textCapacity)
        var made = 0
        frames.forEachElement { element in
            made += 1
            if made <= alikeElements {
                matching.addAlike(hasID: element.id != nil, to: &diff)
                return
            }
            if matching.inStep {
                line.clear()
                if (try? FramesJSONWriter.appendElement(element, to: &line)) != nil,
                   line.flushed == 0, line.withBufferedBytes({ old.skipElement(writtenAs: $0) }) {
                    matching.addAlike(hasID: element.id != nil, to: &diff)
                    return
                }
            }
            matching.add(old.next(), FramesDump.Entry(element), to: &diff)
        }
        while let rest = old.next() { matching.add(rest, nil, to: &diff) }
        matching.finish(&diff)
        diff.header = headerChanges(old.header, header.header, tolerance: tolerance)
        guard old.complete else { return nil }
        diff.groups.finish(diff)
        return diff
    }

    /// Frames whose dump is a golden's very bytes (`FramesJSONWriter.writtenAlike(_:golden:)`),
    /// the golden's header scanned: its `elements` unchanged, and nothing else to say; what
    /// `streaming(golden:solved:header:tolerance:reporting:)` finds of such a golden, each
    /// element skipped as written alike.
    public static func alike(elements: Int, golden: FramesDumpScanner, tolerance: Double, reporting: Reporting = Reporting()) -> FramesDiff {
        var diff = FramesDiff(tolerance: tolerance, contentSizes: (golden.contentSize, golden.contentSize), scale: golden.scale,
                              reporting: reporting)
        diff.unchanged = elements
        diff.groups.finish(diff)
        return diff
    }

    private init(tolerance: Double, contentSizes: (old: [Double], new: [Double]), scale: Double?, reporting: Reporting) {
        self.tolerance = tolerance
        self.scale = scale
        groups = ChangeGroups(numbers: DiffNumbers(scale: scale, exact: reporting.exact, tolerance: tolerance),
                              membersKept: reporting.membersShown)
        if zip(contentSizes.old, contentSizes.new).contains(where: { abs($0 - $1) > tolerance }) { contentSize = contentSizes }
    }

    /// Matches the elements of two dumps as they come, a pair at a time (either side nil once it
    /// has ended): two dumps of one layout list the same elements in the same order, so they are
    /// matched one by one while they do (by id where both have one, else by index path), and by
    /// key for the rest (elements added, removed or moved in the order), once both have ended.
    private struct Matching {
        /// Whether every pair so far named the same element.
        private(set) var inStep = true
        private var oldHasIDs = false, newHasIDs = false
        private var oldRest: [FramesDump.Entry] = [], newRest: [FramesDump.Entry] = []

        /// A pair written alike (the same bytes, checked): the same element, unchanged.
        mutating func addAlike(hasID: Bool, to diff: inout FramesDiff) {
            notePair(hasID: hasID)
            diff.unchanged += 1
        }

        /// A pair that named the same element, compared already.
        mutating func notePair(hasID: Bool) {
            oldHasIDs = oldHasIDs || hasID
            newHasIDs = newHasIDs || hasID
        }

        mutating func add(_ before: FramesDump.Entry?, _ entry: FramesDump.Entry?, to diff: inout FramesDiff) {
            if inStep, let before, let entry, (before.id == nil) == (entry.id == nil) {
                let byID = entry.id != nil
                if sameKey(before, entry, byID: byID) {
                    oldHasIDs = oldHasIDs || byID
                    newHasIDs = newHasIDs || byID
                    diff.compare(before, entry)
                    return
                }
            }
            inStep = false
            if let before { oldRest.append(before) }
            if let entry { newRest.append(entry) }
        }

        /// The elements left once the two dumps went out of step, matched by key.
        func finish(_ diff: inout FramesDiff) {
            // An id names an element when both dumps give ids; otherwise its index path does.
            let useIDs = (oldHasIDs || oldRest.contains { $0.id != nil }) && (newHasIDs || newRest.contains { $0.id != nil })
            var remaining: [Key: FramesDump.Entry] = [:]
            remaining.reserveCapacity(oldRest.count)
            var order: [Key] = []
            for entry in oldRest {
                let k = key(entry, byID: useIDs && entry.id != nil)
                if remaining[k] == nil { order.append(k) }
                remaining[k] = entry
            }
            for entry in newRest {
                let k = key(entry, byID: useIDs && entry.id != nil)
                guard let before = remaining.removeValue(forKey: k) else {
                    diff.added.append(entry)
                    continue
                }
                diff.compare(before, entry)
            }
            diff.removed = order.compactMap { remaining[$0] }
        }

        /// Whether `key(a, byID:)` and `key(b, byID:)` are equal, field by field: no key made
        /// (and its strings retained) for the pair of every element matched in step.
        private func sameKey(_ a: FramesDump.Entry, _ b: FramesDump.Entry, byID: Bool) -> Bool {
            guard a.column == b.column, a.category == b.category, a.kind == b.kind else { return false }
            return byID ? a.id == b.id : a.section == b.section && a.item == b.item
        }

        private func key(_ entry: FramesDump.Entry, byID: Bool) -> Key {
            // The kind too: a cell's content elements carry the cell's id.
            byID ? .id(column: entry.column, category: entry.category, kind: entry.kind, id: entry.id ?? "")
                : .indexPath(column: entry.column, category: entry.category, kind: entry.kind, section: entry.section, item: entry.item)
        }
    }

    /// The same element in both dumps: changed when its frame moved by more than the tolerance,
    /// or its zIndex or index path differ.
    private mutating func compare(_ before: FramesDump.Entry, _ entry: FramesDump.Entry) {
        let deltas = ChangeGroups.Deltas(before, entry)
        let renumbered = !before.hasSameIndexPath(as: entry)
        if differs(deltas) || before.zIndex != entry.zIndex || renumbered {
            changed(deltas, noun: groups.nounPlace(of: entry), zIndex: before.zIndex == entry.zIndex ? nil : (before.zIndex, entry.zIndex),
                    renumbered: renumbered) { (before, entry) }
        } else {
            unchanged += 1
        }
    }

    /// Whether a frame moved or resized by more than the tolerance.
    private func differs(_ deltas: ChangeGroups.Deltas) -> Bool {
        abs(deltas.dx) > tolerance || abs(deltas.dy) > tolerance || abs(deltas.dwidth) > tolerance || abs(deltas.dheight) > tolerance
    }

    /// An element changed: counted and grouped (`ChangeGroups`); `member` reads it, before and
    /// after, only when it is kept to be printed.
    private mutating func changed(_ deltas: ChangeGroups.Deltas, noun: Int, zIndex: (old: Int, new: Int)?, renumbered: Bool,
                                  member: () -> (old: FramesDump.Entry, new: FramesDump.Entry)?) {
        if changedCount == 0 { firstChanged = member() }
        changedCount += 1
        groups.add(deltas, noun: noun, zIndex: zIndex, renumbered: renumbered, member: member)
    }
}
