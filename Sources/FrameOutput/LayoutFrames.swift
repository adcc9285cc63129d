import FramesFormat
import LayoutEngine

/// What the frames writers read: the layout's facts and its elements in order. A `LayoutResult`
/// holds its elements; a `SolvedLayout` makes them as they are written, so that a million
/// elements stream out without being stored.
public protocol LayoutFrames {
    var container: Size { get }
    var scale: Double { get }
    var scrollDirection: Axis { get }
    var contentOffset: Point { get }
    var contentSize: Size { get }
    var sections: [SectionFrame] { get }
    /// What the layout shows differently from what its author likely meant.
    var warnings: [LayoutWarning] { get }
    /// A screen's split view (Docs/Screens.md); nil for a lone layout.
    var screen: ScreenSummary? { get }
    /// What the layout was solved in, for the header; nil when not known.
    var environment: Environment? { get }
    func forEachElement<E: Error>(_ body: (Element) throws(E) -> Void) throws(E)
}

extension LayoutResult: LayoutFrames {
    public func forEachElement<E: Error>(_ body: (Element) throws(E) -> Void) throws(E) {
        for element in elements { try body(element) }
    }
}

extension SolvedLayout: LayoutFrames {
    /// Screens are solved column by column into a `LayoutResult`; a solved layout is a lone one.
    public var screen: ScreenSummary? { nil }
}

extension LayoutFrames {
    /// The layout with its elements in an array (pictures sort them by zIndex).
    public func collected() -> LayoutResult {
        if let result = self as? LayoutResult { return result }
        var elements: [Element] = []
        forEachElement { elements.append($0) }
        return LayoutResult(container: container, scale: scale, scrollDirection: scrollDirection, contentOffset: contentOffset,
                            contentSize: contentSize, sections: sections, elements: elements, warnings: warnings, screen: screen,
                            environment: environment)
    }
}

extension FramesDump {
    /// The dump that frames JSON of `frames` reads back as, made without writing it.
    public init(_ frames: some LayoutFrames) {
        var entries: [Entry] = []
        frames.forEachElement { entries.append(Entry($0)) }
        self.init(contentSize: [Entry.printed(frames.contentSize.width), Entry.printed(frames.contentSize.height)], entries: entries,
                  scale: frames.scale)
    }
}

extension FramesDump.Entry {
    /// The entry that an element's frames JSON reads back as: numbers as `formatNumber` prints
    /// them (no -0, non-finite as 0), which read back exactly.
    public init(_ element: Element) {
        let frame = element.frame
        self.init(category: element.category.rawValue, kind: element.kind, section: element.section, item: element.item,
                  id: element.id, column: element.column,
                  frame: Rect(x: Self.printed(frame.x), y: Self.printed(frame.y), width: Self.printed(frame.width),
                              height: Self.printed(frame.height)),
                  zIndex: element.zIndex)
    }

    static func printed(_ value: Double) -> Double { value == 0 || !value.isFinite ? 0 : value }
}
