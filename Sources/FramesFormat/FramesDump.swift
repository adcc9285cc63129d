import LayoutEngine

/// A frames dump read back (Docs/SpecFormat.md, "Output"): what two dumps are compared by. A model of
/// results, with no reading in it: `FramesDumpScanner` (and LayoutCompilation's frames-file
/// reading) reads a frames file into one, FrameOutput makes one from frames just solved and
/// compares two.
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

        public init(category: String, kind: String?, section: Int, item: Int, id: String?, column: String?,
                    frame: Rect, zIndex: Int) {
            self.category = category
            self.kind = kind
            self.section = section
            self.item = item
            self.id = id
            self.column = column
            self.frame = frame
            self.zIndex = zIndex
        }

        /// How a diff names the element: its column, category, kind and index path, each as
        /// echoed (`EchoedText`: a frames file is input).
        public var identity: String {
            let place = column.map { category == "column" ? "" : "\(EchoedText.escaped($0)) " } ?? ""
            return "\(place)\(EchoedText.escaped(category))\(kind.map { "/" + EchoedText.escaped($0) } ?? "") "
                + "\(section).\(item == Int.max ? "layout" : String(item))"
        }

        /// Whether the two name the same index path (category, kind, section, item).
        public func hasSameIndexPath(as other: Entry) -> Bool {
            category == other.category && kind == other.kind && section == other.section && item == other.item && column == other.column
        }
    }

    public var contentSize: [Double]
    public var entries: [Entry]
    /// The header's other values (the container, scale, scroll direction, content offset, each
    /// section's frame and scrolling; a screen's device and columns), flattened to paths:
    /// `container.width`, `sections[1].orthogonal.offset`. Two dumps of different containers
    /// differ even when their elements agree.
    public var header: [HeaderValue] = []

    /// One value of the header: a number, or any other value as its JSON text.
    public struct HeaderValue: Equatable, Sendable {
        public var path: String
        public var number: Double?
        public var text: String?

        public init(path: String, number: Double? = nil, text: String? = nil) {
            self.path = path
            self.number = number
            self.text = text
        }
    }
    /// The display scale the frames were solved at (the header's `scale`), when the file gives it:
    /// a diff report rounds its numbers to that pixel.
    public var scale: Double?

    /// Whole numbers a dump may hold (section, item, zIndex) when not written as integers
    /// (`1e3`, `2.0`): those a Double holds exactly.
    public static let largestWholeNumber: Double = 9_007_199_254_740_992

    public init(contentSize: [Double], entries: [Entry], scale: Double? = nil, header: [HeaderValue] = []) {
        self.contentSize = contentSize
        self.entries = entries
        self.scale = scale
        self.header = header
    }
}

extension FramesDump {
    /// The dump's elements one at a time, as a frames file is read (`FramesDumpStream`): a dump
    /// held whole compared with a file as the file is scanned.
    public struct Elements: FramesDumpStream {
        public let contentSize: [Double]
        public let header: [FramesDump.HeaderValue]
        public let scale: Double?
        public var stoppedShort: Bool { false }
        public var complete: Bool { true }
        private var entries: IndexingIterator<[Entry]>

        public init(_ dump: FramesDump) {
            (contentSize, header, scale, entries) = (dump.contentSize, dump.header, dump.scale, dump.entries.makeIterator())
        }

        public mutating func next() -> Entry? { entries.next() }
    }
}

/// A frames dump read one element at a time, so that two dumps of one layout can be compared as
/// they are read and keep nothing but their differences (`FramesDumpScanner`).
public protocol FramesDumpStream {
    /// The dump's content size (width, height), read before its elements.
    var contentSize: [Double] { get }
    /// The header's other values (`FramesDump.header`), read before the elements.
    var header: [FramesDump.HeaderValue] { get }
    /// The dump's display scale, read with the header; nil when it gives none.
    var scale: Double? { get }
    /// Whether reading has stopped short already: the source is not a dump this stream reads,
    /// and `next()` gives nothing.
    var stoppedShort: Bool { get }
    /// Whether the whole source was read as a dump, once `next()` has returned nil.
    var complete: Bool { get }
    /// The next element; nil at the end of the elements, or at anything unexpected (then not `complete`).
    mutating func next() -> FramesDump.Entry?
}
