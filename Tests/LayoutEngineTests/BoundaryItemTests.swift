import Testing
@testable import LayoutEngine

/// Boundary items with an `absoluteOffset`, for every alignment, extending or not, scrolling down
/// and sideways; several items on one side. Frames derived by hand from Docs/Semantics.md,
/// "Boundary items", on the setup of the measured cases boundary/067…136: a 320 × 480 view at
/// scale 2, section insets top 3, leading 4, bottom 5, trailing 6, a 60 × 30 item, sections of
/// 3 and 2 items.
@Suite struct BoundaryItemTests {
    static let insets = DirectionalInsets(top: 3, leading: 4, bottom: 5, trailing: 6)
    /// Scrolling down: rows of two 40 pt cells; section 0's box is 3 + 2 × 40 + 5 = 88 long,
    /// section 1's 3 + 40 + 5 = 48; across, the item's box is x 4…314 (310 wide).
    static let rows = group(.horizontal, .fractionalWidth(1), .absolute(40), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
    /// Scrolling sideways: columns 100 wide of two cells; section 0's box is 4 + 2 × 100 - 50 + 6 = 160
    /// long (its last column holds one cell and is trimmed to 50), section 1's 4 + 100 + 6 = 110;
    /// across, the item's box is y 3…475 (472 tall).
    static let columns = group(.horizontal, .absolute(100), .fractionalHeight(1), [item(.fractionalWidth(0.5), .fractionalHeight(1))])

    /// One alignment's expected frame, with the first cell's start along the scroll axis and one
    /// more figure the test names.
    struct Row: Sendable {
        let alignment: BoundaryAlignment
        let frame: Rect
        var cellStart = 0.0
        var other = 0.0

        init(_ alignment: BoundaryAlignment, _ frame: Rect, _ cellStart: Double = 0, _ other: Double = 0) {
            (self.alignment, self.frame, self.cellStart, self.other) = (alignment, frame, cellStart, other)
        }
    }

    static func solveSections(_ items: [BoundaryItem], sideways: Bool = false) -> LayoutResult {
        var section = Section(group: sideways ? columns : rows, contentInsets: insets)
        section.boundarySupplementaryItems = items
        let configuration = Configuration(scrollDirection: sideways ? .horizontal : .vertical)
        return solve([(section, 3), (section, 2)], configuration: configuration)
    }

    static func boundary(_ alignment: BoundaryAlignment, extending: Bool, offset: Point, kind: String = "h",
                     width: Double = 60, height: Double = 30) -> BoundaryItem {
        BoundaryItem(kind: kind, size: LayoutSize(width: .absolute(width), height: .absolute(height)), alignment: alignment,
                     absoluteOffset: offset, extendsBoundary: extending)
    }

    /// Extending, offset (5, 7), scrolling down. Across: leading 4 + 5 = 9, centred 4 + (310 - 60) / 2 + 5 = 134,
    /// trailing 314 - 60 + 5 = 259. Along: a header ends where the box starts, moved 7 down, and takes
    /// 30 - 7 = 23 of room, so it is at 23 - 30 + 7 = 0 and the cells at 23 + 3 = 26; a footer starts where
    /// the box ends (88), moved to 95, and takes 30 + 7 = 37; a side item is centred along the box,
    /// (88 - 30) / 2 + 7 = 36, and takes none.
    @Test(arguments: [
        Row(.top, Rect(x: 134, y: 0, width: 60, height: 30), 26, 111),      // measured: boundary/067
        Row(.topLeading, Rect(x: 9, y: 0, width: 60, height: 30), 26, 111),
        Row(.topTrailing, Rect(x: 259, y: 0, width: 60, height: 30), 26, 111),
        Row(.bottom, Rect(x: 134, y: 95, width: 60, height: 30), 3, 180),
        Row(.bottomLeading, Rect(x: 9, y: 95, width: 60, height: 30), 3, 180),
        Row(.bottomTrailing, Rect(x: 259, y: 95, width: 60, height: 30), 3, 180),
        Row(.leading, Rect(x: 9, y: 36, width: 60, height: 30), 3, 104),       // measured: boundary/077
        Row(.trailing, Rect(x: 259, y: 36, width: 60, height: 30), 3, 104),
    ])
    func extendingItemsWithAnOffsetScrollingDown(_ row: Row) {
        let (alignment, frame, firstCellY, secondSectionItemY) = (row.alignment, row.frame, row.cellStart, row.other)
        let result = Self.solveSections([Self.boundary(alignment, extending: true, offset: Point(x: 5, y: 7))])
        #expect(result.supplementary("h", 0, 0)?.frame == frame)
        #expect(result.cell(0, 0)?.y == firstCellY)
        // Section 1 (box 48) starts where section 0 ends: after a header at 23 + 88 = 111, its header at
        // 111 + 0; after a footer at 88 + 37 = 125, its footer at 125 + 48 + 7 = 180; after a side item
        // at 88, its side item at 88 + (48 - 30) / 2 + 7 = 104.
        #expect(result.supplementary("h", 1, 0)?.frame.y == secondSectionItemY)
    }

    /// Not extending, offset (-5, -7), scrolling down: inside the box, against the named edge, then moved.
    /// Across: leading 4 - 5 = -1, centred 129 - 5 = 124, trailing 254 - 5 = 249. Along: top 0 - 7 = -7,
    /// bottom 88 - 30 - 7 = 51, sides (88 - 30) / 2 - 7 = 22. No room taken: the content is 88 + 48 = 136.
    @Test(arguments: [
        Row(.top, Rect(x: 124, y: -7, width: 60, height: 30)),
        Row(.topLeading, Rect(x: -1, y: -7, width: 60, height: 30)),
        Row(.topTrailing, Rect(x: 249, y: -7, width: 60, height: 30)),  // measured: boundary/092
        Row(.bottom, Rect(x: 124, y: 51, width: 60, height: 30)),       // measured: boundary/072
        Row(.bottomLeading, Rect(x: -1, y: 51, width: 60, height: 30)),
        Row(.bottomTrailing, Rect(x: 249, y: 51, width: 60, height: 30)),
        Row(.leading, Rect(x: -1, y: 22, width: 60, height: 30)),
        Row(.trailing, Rect(x: 249, y: 22, width: 60, height: 30)),
    ])
    func insideItemsWithAnOffsetScrollingDown(_ row: Row) {
        let (alignment, frame) = (row.alignment, row.frame)
        let result = Self.solveSections([Self.boundary(alignment, extending: false, offset: Point(x: -5, y: -7))])
        #expect(result.supplementary("h", 0, 0)?.frame == frame)
        #expect(result.cell(0, 0)?.y == 3)
        #expect(result.contentSize.height == 136)
    }

    /// Extending, offset (5, 7), scrolling sideways: along is x. Across (y): top 3 + 7 = 10, centred
    /// 3 + (472 - 30) / 2 + 7 = 231, bottom 475 - 30 + 7 = 452. Along (x): a leading item ends where the
    /// box starts, takes 60 - 5 = 55 and sits at 55 - 60 + 5 = 0, the cells at 55 + 4 = 59; a trailing one
    /// starts at the box's end 160 + 5 = 165 and takes 60 + 5 = 65; top and bottom items are the sides here:
    /// centred along the box, (160 - 60) / 2 + 5 = 55.
    @Test(arguments: [
        Row(.leading, Rect(x: 0, y: 231, width: 60, height: 30), 59, 380),
        Row(.topLeading, Rect(x: 0, y: 10, width: 60, height: 30), 59, 380),
        Row(.bottomLeading, Rect(x: 0, y: 452, width: 60, height: 30), 59, 380),
        Row(.trailing, Rect(x: 165, y: 231, width: 60, height: 30), 4, 400),
        Row(.topTrailing, Rect(x: 165, y: 10, width: 60, height: 30), 4, 400),
        Row(.bottomTrailing, Rect(x: 165, y: 452, width: 60, height: 30), 4, 400),
        Row(.top, Rect(x: 55, y: 10, width: 60, height: 30), 4, 270),
        Row(.bottom, Rect(x: 55, y: 452, width: 60, height: 30), 4, 270),
    ])
    func extendingItemsWithAnOffsetScrollingSideways(_ row: Row) {
        let (alignment, frame, firstCellX, contentWidth) = (row.alignment, row.frame, row.cellStart, row.other)
        let result = Self.solveSections([Self.boundary(alignment, extending: true, offset: Point(x: 5, y: 7))], sideways: true)
        #expect(result.supplementary("h", 0, 0)?.frame == frame)
        #expect(result.cell(0, 0)?.x == firstCellX)
        // Each section takes its room: leading (55 + 160) + (55 + 110) = 380; trailing (160 + 65) +
        // (110 + 65) = 400; top and bottom none: 160 + 110 = 270.
        #expect(result.contentSize.width == contentWidth)
    }

    /// Not extending, offset (-5, -7), scrolling sideways. Along (x): leading 0 - 5 = -5, trailing
    /// 160 - 60 - 5 = 95, sides (160 - 60) / 2 - 5 = 45. Across (y): top 3 - 7 = -4, centred 224 - 7 = 217,
    /// bottom 445 - 7 = 438. No room: the content is 160 + 110 = 270.
    @Test(arguments: [
        Row(.leading, Rect(x: -5, y: 217, width: 60, height: 30)),
        Row(.topTrailing, Rect(x: 95, y: -4, width: 60, height: 30)),
        Row(.bottomTrailing, Rect(x: 95, y: 438, width: 60, height: 30)),
        Row(.top, Rect(x: 45, y: -4, width: 60, height: 30)),
    ])
    func insideItemsWithAnOffsetScrollingSideways(_ row: Row) {
        let (alignment, frame) = (row.alignment, row.frame)
        let result = Self.solveSections([Self.boundary(alignment, extending: false, offset: Point(x: -5, y: -7))], sideways: true)
        #expect(result.supplementary("h", 0, 0)?.frame == frame)
        #expect(result.contentSize.width == 270)
    }

    @Test func aHeaderMovedAwayFromTheContentTakesMoreRoomAndOneMovedPastItTakesNone() {
        // Offset -7: the header reaches 30 + 7 = 37 before the box; it sits at 0, the cells at 37 + 3 = 40.
        let away = Self.solveSections([Self.boundary(.top, extending: true, offset: Point(x: 0, y: -7))])
        #expect(away.supplementary("h", 0, 0)?.frame.y == 0)
        #expect(away.cell(0, 0)?.y == 40)
        // Offset 40: the header lies wholly inside the box (room max(0, 30 - 40) = 0): at 0 - 30 + 40 = 10.
        let inside = Self.solveSections([Self.boundary(.top, extending: true, offset: Point(x: 0, y: 40))])
        #expect(inside.supplementary("h", 0, 0)?.frame.y == 10)
        #expect(inside.cell(0, 0)?.y == 3)
        #expect(inside.contentSize.height == 136)
    }

    @Test func severalHeadersAndFootersLieAgainstTheContentAndTheLongestSetsTheRoom() {
        // As measured in boundary/136, with an offset on the short header: the room before the box is
        // max(30, 10 - 4) = 30; h at 30 - 30 = 0, t at 30 - 10 + 4 = 24; the cells at 30 + 3 = 33. After the
        // box (33 + 80 + 5 = 118): f and g both start at 118; the room is max(7, 5 + 3) = 8.
        let result = Self.solveSections([
            Self.boundary(.top, extending: true, offset: .zero, kind: "h", width: 310, height: 30),
            Self.boundary(.top, extending: true, offset: Point(x: 0, y: 4), kind: "t", width: 310, height: 10),
            Self.boundary(.bottom, extending: true, offset: .zero, kind: "f", width: 310, height: 7),
            Self.boundary(.bottom, extending: true, offset: Point(x: 0, y: 3), kind: "g", width: 310, height: 5),
        ])
        #expect(result.supplementary("h", 0, 0)?.frame.y == 0)
        #expect(result.supplementary("t", 0, 0)?.frame.y == 24)
        #expect(result.cell(0, 0)?.y == 33)
        #expect(result.supplementary("f", 0, 0)?.frame.y == 118)
        #expect(result.supplementary("g", 0, 0)?.frame.y == 121)
        // Section 1: 30 + 48 + 8 = 86 after section 0's 30 + 88 + 8 = 126.
        #expect(result.contentSize.height == 126 + 86)
    }

    @Test func severalItemsOnOneSideScrollingSideways() {
        // Two leading items 60 and 20 wide both end where the box starts; the room is 60: at 0 and 40,
        // the cells at 60 + 4 = 64. Two trailing items inside, 30 and 50 wide, both end at the box's end:
        // 60 + 160 - 30 = 190 and 60 + 160 - 50 = 170.
        let result = Self.solveSections([
            Self.boundary(.leading, extending: true, offset: .zero, kind: "a", width: 60),
            Self.boundary(.topLeading, extending: true, offset: .zero, kind: "b", width: 20),
            Self.boundary(.trailing, extending: false, offset: .zero, kind: "c", width: 30),
            Self.boundary(.bottomTrailing, extending: false, offset: .zero, kind: "d", width: 50),
        ], sideways: true)
        #expect(result.supplementary("a", 0, 0)?.frame.x == 0)
        #expect(result.supplementary("b", 0, 0)?.frame.x == 40)
        #expect(result.cell(0, 0)?.x == 64)
        #expect(result.supplementary("c", 0, 0)?.frame.x == 190)
        #expect(result.supplementary("d", 0, 0)?.frame.x == 170)
    }

    @Test func severalSideItemsAreEachCentredAndTheLongestExtendingOneSetsTheLength() {
        // Scrolling down, leading items 30 and 100 tall, both extending: the 88 pt box grows to 100 and
        // keeps its start; each is centred along it: (100 - 30) / 2 = 35 and 0. A trailing item that does
        // not extend, 120 tall, is centred and sticks out: (100 - 120) / 2 = -10.
        let result = Self.solveSections([
            Self.boundary(.leading, extending: true, offset: .zero, kind: "a", height: 30),
            Self.boundary(.leading, extending: true, offset: .zero, kind: "b", height: 100),
            Self.boundary(.trailing, extending: false, offset: .zero, kind: "c", height: 120),
        ])
        #expect(result.supplementary("a", 0, 0)?.frame.y == 35)
        #expect(result.supplementary("b", 0, 0)?.frame.y == 0)
        #expect(result.supplementary("c", 0, 0)?.frame.y == -10)
        #expect(result.cell(0, 0)?.y == 3)
        // Section 1's 48 pt box also grows to 100: 100 + 100.
        #expect(result.contentSize.height == 200)
    }
}
