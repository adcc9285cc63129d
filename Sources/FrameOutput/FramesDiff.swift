import LayoutEngine
import SpecReading

/// A frames dump read back: what two dumps are compared by.
public struct FramesDump: Equatable {
    public struct Entry: Equatable {
        public var category: String
        public var kind: String?
        public var section: Int
        public var item: Int
        public var id: String?
        /// The split view column holding the element, on screens: index paths repeat across columns.
        public var column: String?
        public var frame: Rect
        public var zIndex: Int

        var identity: String {
            let place = column.map { category == "column" ? "" : "\($0) " } ?? ""
            return "\(place)\(category)\(kind.map { "/" + $0 } ?? "") \(section).\(item == Int.max ? "layout" : String(item))"
        }

        /// Whether the two name the same index path (category, kind, section, item).
        func hasSameIndexPath(as other: Entry) -> Bool {
            category == other.category && kind == other.kind && section == other.section && item == other.item && column == other.column
        }
    }

    public var contentSize: [Double]
    public var entries: [Entry]

    /// Whole numbers a dump may hold (section, item, zIndex) when not written as integers
    /// (`1e3`, `2.0`): those a Double holds exactly.
    static let largestWholeNumber: Double = 9_007_199_254_740_992

    init(contentSize: [Double], entries: [Entry]) {
        self.contentSize = contentSize
        self.entries = entries
    }

    /// The dump in `bytes` when they are frames JSON as this tool writes it, read in one pass
    /// without a copy into a String; nil otherwise (read those with `init(parsingJSON:)`). A number
    /// RFC 8259 refuses is an error at its line and column, whatever the size of the file.
    public static func scanned(_ bytes: UnsafeRawBufferPointer) throws(DocumentError) -> FramesDump? {
        try FramesDumpScanner.read(bytes.bindMemory(to: UInt8.self))
    }

    /// Reads frames JSON (spec-v1.md, "Output"); anything else is an error saying what is missing.
    /// What this tool writes is read by a scanner made for it, in one pass at any size; other
    /// JSON by the general reader, which checks every number and says where one is wrong.
    public init(json text: String) throws(DocumentError) {
        if let dump = try FramesDumpScanner.read(text) {
            self = dump
            return
        }
        try self.init(parsingJSON: text)
    }

    /// Reads frames JSON with the general reader only: for text `scanned` has left to it (a
    /// document up to `DocumentLimits.maximumBytes`).
    public init(parsingJSON text: String) throws(DocumentError) {
        let root = try JSONReader.read(text)
        guard case .string("layout-compile/frames")? = root["format"]?.value else {
            throw DocumentError("not a frames dump: \"format\": \"layout-compile/frames\" is missing", at: root.position)
        }
        // Every number is checked, as in a spec: a dump is input too.
        func number(_ node: DocumentNode?, _ what: String, at position: SourcePosition) throws(DocumentError) -> Double {
            guard case .number(let value, _)? = node?.value else { throw DocumentError("\(what): a number expected", at: position) }
            guard value.isFinite else { throw DocumentError("\(what): a finite number expected", at: node?.position ?? position) }
            return value
        }
        func wholeNumber(_ node: DocumentNode?, _ what: String, at position: SourcePosition) throws(DocumentError) -> Int {
            // Written as an integer, read exactly (a layout's own boundary items have item Int.max).
            if case .number(_, let text)? = node?.value, let exact = Int(text) { return exact }
            let value = try number(node, what, at: position)
            guard value == value.rounded(), abs(value) <= FramesDump.largestWholeNumber else {
                throw DocumentError("\(what): a whole number from -2^53 to 2^53 expected", at: node?.position ?? position)
            }
            return Int(value)
        }
        let size = root["contentSize"]
        contentSize = [try number(size?["width"], "contentSize.width", at: root.position),
                       try number(size?["height"], "contentSize.height", at: root.position)]
        guard case .array(let elements)? = root["elements"]?.value else {
            throw DocumentError("not a frames dump: \"elements\" is missing", at: root.position)
        }
        entries = []
        for node in elements {
            guard case .string(let category)? = node["category"]?.value else {
                throw DocumentError("an element without a category", at: node.position)
            }
            var kind: String?
            if case .string(let text)? = node["kind"]?.value { kind = text }
            var id: String?
            if case .string(let text)? = node["id"]?.value { id = text }
            var column: String?
            if case .string(let text)? = node["column"]?.value { column = text }
            let section = try wholeNumber(node["section"], "section", at: node.position)
            let item = try wholeNumber(node["item"], "item", at: node.position)
            let frame = Rect(x: try number(node["x"], "x", at: node.position), y: try number(node["y"], "y", at: node.position),
                             width: try number(node["width"], "width", at: node.position),
                             height: try number(node["height"], "height", at: node.position))
            let zIndex = try wholeNumber(node["zIndex"], "zIndex", at: node.position)
            entries.append(Entry(category: category, kind: kind, section: section, item: item, id: id, column: column,
                                 frame: frame, zIndex: zIndex))
        }
    }
}

/// How two frames dumps differ: elements matched by identity (category, kind, section, item; by
/// category, kind and `id` when both have one), reported as added, removed and moved or resized, with the rest counted.
public struct FramesDiff {
    public var contentSize: (old: [Double], new: [Double])?
    public var added: [FramesDump.Entry] = []
    public var removed: [FramesDump.Entry] = []
    public var changed: [(old: FramesDump.Entry, new: FramesDump.Entry)] = []
    public var unchanged = 0

    /// What matches an element across the two dumps.
    private enum Key: Hashable {
        case indexPath(column: String?, category: String, kind: String?, section: Int, item: Int)
        case id(column: String?, category: String, kind: String?, id: String)
    }

    public var isEmpty: Bool { contentSize == nil && added.isEmpty && removed.isEmpty && changed.isEmpty }

    public init(_ old: FramesDump, _ new: FramesDump, tolerance: Double) {
        var oldEntries = old.entries.makeIterator(), newEntries = new.entries.makeIterator()
        self.init(contentSizes: (old.contentSize, new.contentSize), old: { oldEntries.next() }, new: { newEntries.next() },
                  tolerance: tolerance)
    }

    /// Two frames files as this tool writes them, compared as they are read, one element of each
    /// at a time: two dumps of one layout keep nothing but their differences. Nil when either is
    /// not such a file, or holds a number RFC 8259 refuses (read those with `FramesDump.scanned`,
    /// which says where, and `FramesDump(parsingJSON:)`).
    public static func scanning(_ old: UnsafeRawBufferPointer, _ new: UnsafeRawBufferPointer, tolerance: Double) -> FramesDiff? {
        var oldScanner = FramesDumpScanner(old.bindMemory(to: UInt8.self))
        var newScanner = FramesDumpScanner(new.bindMemory(to: UInt8.self))
        guard !oldScanner.stoppedShort, !newScanner.stoppedShort else { return nil }
        let diff = FramesDiff(contentSizes: (oldScanner.contentSize, newScanner.contentSize), old: { oldScanner.next() },
                              new: { newScanner.next() }, tolerance: tolerance)
        return oldScanner.complete && newScanner.complete ? diff : nil
    }

    /// The elements of two dumps in their order, each read once.
    private init(contentSizes: (old: [Double], new: [Double]), old nextOld: () -> FramesDump.Entry?,
                 new nextNew: () -> FramesDump.Entry?, tolerance: Double) {
        func differs(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).contains { abs($0 - $1) > tolerance } }
        func differs(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.x - b.x) > tolerance || abs(a.y - b.y) > tolerance || abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance
        }
        if differs(contentSizes.old, contentSizes.new) { contentSize = contentSizes }
        func key(_ entry: FramesDump.Entry, byID: Bool) -> Key {
            // The kind too: a cell's content elements carry the cell's id.
            byID ? .id(column: entry.column, category: entry.category, kind: entry.kind, id: entry.id ?? "")
                : .indexPath(column: entry.column, category: entry.category, kind: entry.kind, section: entry.section, item: entry.item)
        }
        func compare(_ before: FramesDump.Entry, _ entry: FramesDump.Entry) {
            if differs(before.frame, entry.frame) || before.zIndex != entry.zIndex || !before.hasSameIndexPath(as: entry) {
                changed.append((before, entry))
            } else {
                unchanged += 1
            }
        }
        // Two dumps of one layout list the same elements in the same order: matched one by one
        // while they do (by id where both have one, else by index path), by key for the rest
        // (elements added, removed or moved in the order).
        var before = nextOld(), entry = nextNew()
        var oldHasIDs = false, newHasIDs = false
        while let pastOld = before, let pastNew = entry, (pastOld.id == nil) == (pastNew.id == nil) {
            let byID = pastNew.id != nil
            guard key(pastOld, byID: byID) == key(pastNew, byID: byID) else { break }
            oldHasIDs = oldHasIDs || byID
            newHasIDs = newHasIDs || byID
            compare(pastOld, pastNew)
            before = nextOld()
            entry = nextNew()
        }
        var oldRest: [FramesDump.Entry] = [], newRest: [FramesDump.Entry] = []
        while let next = before {
            oldRest.append(next)
            before = nextOld()
        }
        while let next = entry {
            newRest.append(next)
            entry = nextNew()
        }
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
                added.append(entry)
                continue
            }
            compare(before, entry)
        }
        removed = order.compactMap { remaining[$0] }
    }

    /// The report a person reads in a failing CI log.
    public func report(old oldName: String, new newName: String) -> String {
        guard !isEmpty else { return "same: \(unchanged) elements\n" }
        var lines = ["--- \(oldName)", "+++ \(newName)"]
        if let size = contentSize {
            lines.append("content size: \(pair(size.old)) -> \(pair(size.new)) (\(delta(size.old, size.new)))")
        }
        if !changed.isEmpty {
            lines.append("moved or resized (\(changed.count)):")
            for (old, new) in changed {
                var line = "  \(new.identity): \(frame(old.frame)) -> \(frame(new.frame))"
                let moved = delta(old.frame.values, new.frame.values)
                if !moved.isEmpty { line += " (\(moved))" }
                if old.zIndex != new.zIndex { line += " zIndex \(old.zIndex) -> \(new.zIndex)" }
                if old.identity != new.identity { line += " (was \(old.identity))" }
                lines.append(line)
            }
        }
        if !added.isEmpty {
            lines.append("added (\(added.count)):")
            lines += added.map { "  \($0.identity): \(frame($0.frame))" }
        }
        if !removed.isEmpty {
            lines.append("removed (\(removed.count)):")
            lines += removed.map { "  \($0.identity): \(frame($0.frame))" }
        }
        lines.append("unchanged: \(unchanged)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func pair(_ size: [Double]) -> String { size.map(formatNumber).joined(separator: "×") }

    private func frame(_ f: Rect) -> String { "\(formatNumber(f.x)),\(formatNumber(f.y)) \(formatNumber(f.width))×\(formatNumber(f.height))" }

    private func delta(_ a: [Double], _ b: [Double]) -> String {
        let names = a.count == 2 ? ["width", "height"] : ["x", "y", "width", "height"]
        return zip(names, zip(a, b)).compactMap { name, pair in
            let d = pair.1 - pair.0
            guard d != 0 else { return nil }
            return "\(name) \(d > 0 ? "+" : "")\(formatNumber(d))"
        }.joined(separator: ", ")
    }
}

private extension Rect {
    var values: [Double] { [x, y, width, height] }
}
