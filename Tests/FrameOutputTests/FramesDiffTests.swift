import Foundation
import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading
import Testing
@testable import FrameOutput

@Suite struct FramesDiffTests {
    func dump(_ elements: [Element], height: Double = 100) throws -> FramesDump {
        let result = LayoutResult(container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical,
                                  contentOffset: .zero, contentSize: Size(width: 320, height: height), sections: [], elements: elements)
        return try FramesDump(json: FramesJSONWriter.write(result))
    }

    func cell(_ item: Int, y: Double, id: String? = nil) -> Element {
        Element(category: .cell, section: 0, item: item, id: id, frame: Rect(x: 0, y: y, width: 160, height: 40), zIndex: 0)
    }

    /// The text report of one comparison, as `diff` prints it.
    func report(_ diff: FramesDiff, old: String, new: String, maxLines: Int? = nil) -> String {
        let comparison = GoldenComparison(name: new, target: nil, golden: old, new: new, outcome: GoldenComparison.outcome(diff))
        return TextDiffReport(comparisons: [comparison], directory: nil, maxLines: maxLines).text
    }

    /// The scale a report rounds to is read with the header, by the scanner and the general reader alike.
    @Test func theDumpsScaleIsRead() throws {
        let text = FramesJSONWriter.write(LayoutResult(container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical,
                                                       contentOffset: .zero, contentSize: Size(width: 320, height: 100), sections: [],
                                                       elements: [cell(0, y: 0)]))
        #expect(try FramesDump(json: text).scale == 2)
        #expect(try FramesDump(parsingJSON: text).scale == 2)
        #expect(try FramesDump(parsingJSON: text.replacingOccurrences(of: "\"scale\": 2,", with: "")).scale == nil)
        let diff = FramesDiff(try FramesDump(json: text), try FramesDump(json: text), tolerance: 0)
        #expect(diff.scale == 2)
    }

    @Test func identicalDumpsAreTheSame() throws {
        let diff = FramesDiff(try dump([cell(0, y: 0)]), try dump([cell(0, y: 0.0004)]), tolerance: 0.001)
        #expect(diff.isEmpty)
        #expect(report(diff, old: "a", new: "b") == "same: 1 element\n")
    }

    @Test func movedAddedRemovedAndContentSizeAreReported() throws {
        let old = try dump([cell(0, y: 0), cell(1, y: 40)], height: 80)
        let new = try dump([cell(0, y: 0), cell(1, y: 50), cell(2, y: 90)], height: 130)
        let diff = FramesDiff(old, new, tolerance: 0.001)
        // The verdict first (cells 0.1 and 0.2 of 3: 0.0 is unchanged), the summary, then the details.
        #expect(report(diff, old: "old.json", new: "new.json") == """
            differ: 2 of 3 elements and the content size, new.json against old.json
            1 cell moved: y +10; 1 cell added; content size height 80 -> 130 (+50)

            --- old.json
            +++ new.json
              content size height 80 -> 130 (+50)
              cell 0.1: 0,40 160×40 -> 0,50 160×40 (y +10)
              1 cell added:
                cell 0.2: 0,90 160×40

            """)
    }

    @Test func idsMatchElementsWhoseIndexPathsChanged() throws {
        // "b" moved from item 1 to item 0 at the same place: matched by id, reported as renumbered.
        let old = try dump([cell(0, y: 0, id: "a"), cell(1, y: 40, id: "b")])
        let new = try dump([cell(0, y: 40, id: "b")])
        let diff = FramesDiff(old, new, tolerance: 0.001)
        #expect(diff.removed.map(\.id) == ["a"])
        #expect(diff.changedCount == 1)
        #expect(report(diff, old: "o", new: "n").contains("  cell 0.0: 0,40 160×40 -> 0,40 160×40 (was cell 0.1)"))
    }

    /// Two files compared as they are scanned report what their dumps report.
    @Test func scanningComparesAsTheDumpsDo() throws {
        let cases: [([Element], [Element])] = [
            ([cell(0, y: 0), cell(1, y: 40)], [cell(0, y: 0), cell(1, y: 40)]),
            ([cell(0, y: 0), cell(1, y: 40)], [cell(0, y: 0), cell(1, y: 50), cell(2, y: 90)]),
            ([cell(0, y: 0, id: "a"), cell(1, y: 40, id: "b")], [cell(0, y: 40, id: "b")]),
            ([cell(0, y: 0), cell(1, y: 40, id: "b")], [cell(0, y: 0), cell(1, y: 40)]),
        ]
        for (oldElements, newElements) in cases {
            let old = text(oldElements), new = text(newElements)
            let expected = FramesDiff(try FramesDump(json: old), try FramesDump(json: new), tolerance: 0.001)
            let scanned = try #require(bytes(old) { oldBytes in
                bytes(new) { newBytes in FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner(newBytes), tolerance: 0.001) }
            })
            #expect(report(scanned, old: "o", new: "n") == report(expected, old: "o", new: "n"))
            // Frames just solved against the old file as it is scanned (`--expect`), each element
            // matched to the golden's bytes as it is made.
            let solved = result(newElements)
            let header = try FramesDump(json: FramesJSONWriter.headerDocument(solved))
            let expecting = try #require(bytes(old) { oldBytes in
                FramesDiff.streaming(golden: FramesDumpScanner(oldBytes), solved: solved, header: header, tolerance: 0.001)
            })
            #expect(report(expecting, old: "o", new: "n") == report(expected, old: "o", new: "n"))
        }
        #expect(bytes("{\"format\": \"other\"}") { other in bytes(text([])) { FramesDiff.streaming(FramesDumpScanner(other), FramesDumpScanner($0), tolerance: 0) } } == nil)
    }

    /// An element line written alike in both files is still checked as a line that differs is:
    /// a number RFC 8259 refuses (`007`) makes neither comparison, in both files or in a golden.
    @Test func linesWrittenAlikeAreStillChecked() throws {
        let refused = text([cell(0, y: 0), cell(1, y: 7)]).replacingOccurrences(of: "\"y\": 7,", with: "\"y\": 007,")
        #expect(refused.contains("007"))
        #expect(bytes(refused) { old in bytes(refused) { FramesDiff.streaming(FramesDumpScanner(old), FramesDumpScanner($0), tolerance: 0) } } == nil)
        let solved = result([cell(0, y: 0), cell(1, y: 7)])
        let header = try FramesDump(json: FramesJSONWriter.headerDocument(solved))
        #expect(bytes(refused) { FramesDiff.streaming(golden: FramesDumpScanner($0), solved: solved, header: header, tolerance: 0) } == nil)
        // And a line alike in both but for its last byte is read, not skipped: 40 against 41.
        let old = text([cell(0, y: 0), cell(1, y: 40)]), new = text([cell(0, y: 0), cell(1, y: 41)])
        let diff = try #require(bytes(old) { oldBytes in bytes(new) { FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner($0), tolerance: 0) } })
        #expect(diff.unchanged == 1 && diff.changedCount == 1)
    }

    /// A line that differs from the line checked before it only in its numbers is matched to that
    /// one as a template, and still refused as it would be read: a number RFC 8259 refuses, one
    /// not whole where a whole one is due, one out of range, a key given twice.
    @Test func linesMatchedToTheLineBeforeAreStillChecked() throws {
        let elements = [cell(0, y: 0), cell(1, y: 40), cell(2, y: 80)]
        let written = text(elements)
        let refusals = [("\"y\": 80,", "\"y\": 080,"), ("\"y\": 80,", "\"y\": 8.,"), ("\"y\": 80,", "\"y\": 1e999,"),
                        ("\"item\": 2,", "\"item\": 2.5,"), ("\"zIndex\": 0}\n", "\"zIndex\": 0, \"zIndex\": 0}\n")]
        for (original, replacement) in refusals {
            let refused = written.replacingOccurrences(of: original, with: replacement)
            #expect(refused != written, "\(replacement)")
            #expect(bytes(refused) { old in bytes(refused) { FramesDiff.streaming(FramesDumpScanner(old), FramesDumpScanner($0), tolerance: 0) } } == nil,
                    "\(replacement)")
        }
        // Numbers written otherwise but validly (a fraction, a minus, an exponent read whole) are the same element, unchanged.
        for replacement in ["\"y\": 80.5,", "\"y\": -80,", "\"y\": 8e1,"] {
            let alike = written.replacingOccurrences(of: "\"y\": 80,", with: replacement)
            #expect(alike != written)
            let diff = try #require(bytes(alike) { old in bytes(alike) { FramesDiff.streaming(FramesDumpScanner(old), FramesDumpScanner($0), tolerance: 0) } })
            #expect(diff.unchanged == 3 && diff.isEmpty, "\(replacement)")
        }
    }

    /// Elements whose lines differ only in their frames (`FramesDumpScanner.frameChange(in:)`) are
    /// compared from the numbers that differ, and report as when both dumps are read whole: kinds,
    /// ids, fractions, a re-layered element among them, rounded or exact, every line or a few.
    @Test func linesDifferingInTheirFramesCompareAsTheDumpsDo() throws {
        func elements(shift: Double, zIndex: Int) -> [Element] {
            var elements: [Element] = []
            for item in 0..<12 {
                let frame = Rect(x: Double(item % 3) * 100 + shift, y: Double(item / 3) * 40, width: 88.33333333333333 + shift, height: 40)
                elements.append(Element(category: .cell, section: 0, item: item, frame: frame, zIndex: 0))
            }
            let header = Rect(x: 0, y: -30 - shift, width: 320, height: 30)
            elements.append(Element(category: .supplementary, kind: "header", section: 0, item: 0, frame: header, zIndex: zIndex))
            for item in 0..<3 {
                let frame = Rect(x: shift * Double(item), y: 200, width: 50, height: 50)
                elements.append(Element(category: .cell, section: 1, item: item, id: "id\(item)", frame: frame, zIndex: 0))
            }
            return elements
        }
        let old = text(elements(shift: 0, zIndex: 0))
        for new in [text(elements(shift: 1.5, zIndex: 0)), text(elements(shift: 0.25, zIndex: 1)), old] {
            for reporting in [FramesDiff.Reporting(), .init(exact: true), .init(membersShown: 2)] {
                let expected = FramesDiff(try FramesDump(json: old), try FramesDump(json: new), tolerance: 0.001, reporting: reporting)
                let scanned = try #require(bytes(old) { oldBytes in
                    bytes(new) { FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner($0), tolerance: 0.001, reporting: reporting) }
                })
                let maxLines = reporting.membersShown
                #expect(report(scanned, old: "o", new: "n", maxLines: maxLines) == report(expected, old: "o", new: "n", maxLines: maxLines))
                #expect(scanned.changedCount == expected.changedCount && scanned.unchanged == expected.unchanged)
            }
        }
    }

    /// A line whose frame differs from the old one's is checked as any line is: a number RFC 8259
    /// refuses in it, one not whole where a whole one is due, a key given twice make no comparison.
    @Test func linesDifferingInTheirFramesAreStillChecked() throws {
        let old = text([cell(0, y: 0), cell(1, y: 40), cell(2, y: 80)])
        let moved = text([cell(0, y: 1), cell(1, y: 41), cell(2, y: 81)])
        for (original, replacement) in [("\"y\": 81,", "\"y\": 081,"), ("\"y\": 81,", "\"y\": 8.,"), ("\"y\": 81,", "\"y\": 1e999,"),
                                        ("\"item\": 2,", "\"item\": 2.5,"), ("\"zIndex\": 0}\n", "\"zIndex\": 0, \"zIndex\": 0}\n")] {
            let refused = moved.replacingOccurrences(of: original, with: replacement)
            #expect(refused != moved, "\(replacement)")
            #expect(bytes(old) { oldBytes in bytes(refused) { FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner($0), tolerance: 0) } } == nil,
                    "\(replacement)")
        }
        let diff = try #require(bytes(old) { oldBytes in bytes(moved) { FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner($0), tolerance: 0) } })
        // Each cell 1 lower: one group of 3.
        #expect(diff.changedCount == 3 && diff.groups.groups.map(\.count) == [3])
    }

    /// A new line whose number starts with the old one's digits and goes on (40 -> 400, 80 ->
    /// 80.5) has the number read whole, not taken for the old one: its bytes are the same only
    /// up to the byte after the old number.
    @Test func aNumberThatGoesOnPastTheOldOnesIsRead() throws {
        let old = text([cell(0, y: 0), cell(1, y: 40), cell(2, y: 80)])
        let new = text([cell(0, y: 0), cell(1, y: 400), cell(2, y: 80.5)])
        let diff = try #require(bytes(old) { oldBytes in bytes(new) { FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner($0), tolerance: 0) } })
        // 400 - 40 = 360 and 80.5 - 80 = 0.5 (a pixel at scale 2): two groups of one.
        #expect(diff.changedCount == 2 && diff.unchanged == 1 && diff.groups.groups.map(\.count) == [1, 1])
        #expect(diff.groups.summary == "2 cells moved: y +360 for 1, y +0.5 for 1")
        let expected = FramesDiff(try FramesDump(json: old), try FramesDump(json: new), tolerance: 0)
        #expect(report(diff, old: "o", new: "n") == report(expected, old: "o", new: "n"))
    }

    /// A diff keeps of a group's changes only those a report prints: 100 cells moved alike keep 3
    /// when 3 are shown, and report as a diff that keeps them all does with 3 lines.
    @Test func aGroupKeepsOnlyTheChangesAReportPrints() throws {
        let old = try dump((0..<100).map { cell($0, y: Double($0) * 40) }), new = try dump((0..<100).map { cell($0, y: Double($0) * 40 + 1) })
        let few = FramesDiff(old, new, tolerance: 0.001, reporting: .init(membersShown: 3))
        let all = FramesDiff(old, new, tolerance: 0.001)
        #expect(few.groups.changes.count == 3 && all.groups.changes.count == 100)
        #expect(few.changedCount == 100 && few.groups.groups.map(\.count) == [100])
        #expect(report(few, old: "o", new: "n", maxLines: 3) == report(all, old: "o", new: "n", maxLines: 3))
    }

    func result(_ elements: [Element]) -> LayoutResult {
        LayoutResult(container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical,
                     contentOffset: .zero, contentSize: Size(width: 320, height: 100), sections: [], elements: elements)
    }

    func text(_ elements: [Element]) -> String {
        FramesJSONWriter.write(result(elements))
    }

    func bytes<T>(_ text: String, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        Array(text.utf8).withUnsafeBytes(body)
    }

    @Test func somethingElseIsNotAFramesDump() {
        #expect(throws: (any Error).self) { try FramesDump(json: "{\"format\": \"other\"}") }
    }

    @Test func csvQuotesAsRFC4180Says() {
        #expect(FramesCSVWriter.quoted("plain") == "plain")
        #expect(FramesCSVWriter.quoted("a,b") == "\"a,b\"")
        #expect(FramesCSVWriter.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
        let result = LayoutResult(container: Size(width: 320, height: 480), scale: 2, scrollDirection: .vertical, contentOffset: .zero,
                                  contentSize: Size(width: 320, height: 40), sections: [],
                                  elements: [cell(0, y: 0, id: "x,y"), Element(category: .supplementary, kind: "header", section: 0, item: 0,
                                                                               frame: Rect(x: 0, y: 0, width: 320, height: 0.5), zIndex: 1)])
        #expect(FramesCSVWriter.write(result) == """
            category,kind,section,item,id,x,y,width,height,zIndex,approximate
            cell,,0,0,"x,y",0,0,160,40,0,
            supplementary,header,0,0,,0,0,320,0.5,1,

            """)
    }
}

/// The report's grouping, rounding and cap (Docs/CLI.md, "Reading a diff report").
@Suite struct DiffReportTextTests {
    func dump(_ frames: [Rect], scale: Double = 3) -> FramesDump {
        FramesDump(contentSize: [320, 500], entries: frames.enumerated().map { index, frame in
            FramesDump.Entry(category: "cell", kind: nil, section: 0, item: index, id: nil, column: nil, frame: frame, zIndex: 0)
        }, scale: scale)
    }

    /// 40 cells in two columns of (320 - 3 × 10) / 2 = 145; the spacing 10 -> 8 makes them
    /// (320 - 2 × 10 - 8) / 2 = 146 wide, the right column at 10 + 146 + 8 = 164 instead of 165.
    func twoColumns(spacing: Double) -> [Rect] {
        let width = (320 - 20 - spacing) / 2
        return (0..<40).map { index in
            Rect(x: index % 2 == 0 ? 10 : 10 + width + spacing, y: Double(index / 2) * 54, width: width, height: 44)
        }
    }

    @Test func identicalChangesAreOneGroupAndTheSummaryComesFirst() {
        let diff = FramesDiff(dump(twoColumns(spacing: 10)), dump(twoColumns(spacing: 8)), tolerance: 0.001)
        let comparison = GoldenComparison(name: "two-column", target: "320 pt", golden: "g/two-column@320.json", new: "two-column @ 320 pt",
                                          outcome: GoldenComparison.outcome(diff))
        let text = TextDiffReport(comparisons: [comparison], directory: "g", maxLines: 6).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "differ: 1 of 1 golden in g, 1 of 1 spec: 1 differ")
        #expect(lines[1] == "two-column @ 320 pt: 40 cells moved or resized: width +1 for 20, x -1 width +1 for 20")
        // Six detail lines, then how many more: 2 file lines + 2 × (1 + 20) - 6 = 38.
        #expect(lines[3...] == ["--- g/two-column@320.json", "+++ two-column @ 320 pt", "  20 cells: width +1",
                                "    cell 0.0: 10,0 145×44 -> 10,0 146×44", "    cell 0.2: 10,54 145×44 -> 10,54 146×44",
                                "    cell 0.4: 10,108 145×44 -> 10,108 146×44",
                                "  … 38 more lines (--max-lines N shows more, 0 all)", ""])
    }

    /// Numbers print at the display's pixel: at scale 3, 88.333… is 88.33 and a move of 0.1 pt
    /// is under a pixel; `--exact` prints them as they are.
    @Test func numbersAreRoundedToThePixelUnlessExact() {
        let old = dump([Rect(x: 0, y: 88.33333333333333, width: 100, height: 44)])
        let new = dump([Rect(x: 0.1, y: 88.66666666666667, width: 100, height: 44)])
        let diff = FramesDiff(old, new, tolerance: 0.001)
        let rounded = GoldenComparison(name: "n", target: nil, golden: "o", new: "n", outcome: GoldenComparison.outcome(diff))
        #expect(rounded.summary == "1 cell moved: x +<1px y +0.33")
        let text = TextDiffReport(comparisons: [rounded], directory: nil, maxLines: nil).text
        #expect(text.contains("  cell 0.0: 0,88.33 100×44 -> 0,88.67 100×44 (x +<1px y +0.33)\n"))
        let exactDiff = FramesDiff(old, new, tolerance: 0.001, reporting: .init(exact: true))
        let exact = GoldenComparison(name: "n", target: nil, golden: "o", new: "n", outcome: GoldenComparison.outcome(exactDiff))
        // Exact: the difference of the two doubles, as frames JSON prints numbers.
        #expect(exact.summary == "1 cell moved: x +0.1 y +\(formatNumber(88.66666666666667 - 88.33333333333333))")
        // At scale 2 the pixel is half a point: 88.333… rounds to 88.5.
        let half = DiffNumbers(scale: 2, exact: false, tolerance: 0.001)
        #expect(half.value(88.33333333333333) == "88.5")
        #expect(half.change(-0.2) == "-<1px")
        #expect(half.change(-0.3) == "-0.5")
    }

    /// A change is rounded to the pixel as `rounded()` rounds (a half away from zero), without
    /// libm: whole from 2^52 on, the sign of a zero kept.
    @Test func roundingIsRoundedsOwn() {
        #expect(DiffNumbers.rounded(2.5) == 3 && DiffNumbers.rounded(-2.5) == -3 && DiffNumbers.rounded(1.4999) == 1)
        // The largest double under 0.5: adding 0.5 to it would give 1.
        #expect(DiffNumbers.rounded(0.49999999999999994) == 0)
        #expect(DiffNumbers.rounded(-0.3) == 0 && DiffNumbers.rounded(-0.3).sign == .minus)
        // 2^52 - 0.5 rounds up to 2^52; 2^52 + 1 is whole already.
        #expect(DiffNumbers.rounded(0x1p52 - 0.5) == 0x1p52 && DiffNumbers.rounded(0x1p52 + 1) == 0x1p52 + 1)
        #expect(DiffNumbers.rounded(.infinity) == .infinity && DiffNumbers.rounded(.nan).isNaN)
    }
}

/// GitHub's workflow-command escapes ("Workflow commands for GitHub Actions"): `%`, CR and LF in
/// the message; those and `:` and `,` in a property.
@Suite struct GitHubAnnotationTests {
    @Test func messagesAndPropertiesAreEscaped() {
        #expect(GitHubAnnotations.data("50% a\nb\rc: d, e") == "50%25 a%0Ab%0Dc: d, e")
        #expect(GitHubAnnotations.property("dir,1/a:b.yaml%\n") == "dir%2C1/a%3Ab.yaml%25%0A")
        let comparison = GoldenComparison(name: "a", target: "320 pt", golden: "g/a@320.json", new: "a @ 320 pt", outcome: .missing,
                                          source: .init(file: "specs/a,b.yaml", line: 1))
        #expect(GitHubAnnotations.lines([comparison]) == ["::error file=specs/a%2Cb.yaml,line=1,title=a @ 320 pt%3A frames against the golden::"
                                                          + "missing golden (record it with --record) (golden g/a@320.json)"])
    }
}

/// Past `ChangeGroups.groupLimit` different changes, each kind's further changes are one group
/// whose members each say how they changed, and the summary sums them up by component.
@Suite struct VariedChangeTests {
    @Test func changesPastTheGroupLimitAreOneVariedGroup() {
        // 1,500 cells, cell i moved down by i + 1: 1,500 different changes.
        func entries(moved: Bool) -> [FramesDump.Entry] {
            (0..<1_500).map { index in
                FramesDump.Entry(category: "cell", kind: nil, section: 0, item: index, id: nil, column: nil,
                                 frame: Rect(x: 0, y: Double(10 * index + (moved ? index + 1 : 0)), width: 10, height: 10), zIndex: 0)
            }
        }
        let diff = FramesDiff(FramesDump(contentSize: [10, 15_000], entries: entries(moved: false), scale: 1),
                              FramesDump(contentSize: [10, 15_000], entries: entries(moved: true), scale: 1), tolerance: 0.001)
        let groups = diff.groups
        #expect(groups.groups.count == ChangeGroups.groupLimit + 1)
        #expect(groups.groups.last?.count == 500)
        #expect(groups.summary == "1500 cells moved: y +1 to +1500 (more than 1000 different changes)")
        let comparison = GoldenComparison(name: "n", target: nil, golden: "o", new: "n", outcome: .differs(diff, groups))
        let text = TextDiffReport(comparisons: [comparison], directory: nil, maxLines: nil).text
        // Cell 1000 was at 10 × 1000 and is 1001 lower.
        #expect(text.contains("\n  500 cells: each its own change\n    cell 0.1000: 0,10000 10×10 -> 0,11001 10×10 (y +1001)\n"))
    }

    /// Past the limit a change joins the group of its key when one has it, whether its y is
    /// among the groups' (looked up) or not (then no group can have it: the varied group at once),
    /// and the varied group notes a move or a resize alike either way.
    @Test func pastTheLimitAChangeStillJoinsItsKeysGroup() {
        // Cells 0 to 999 moved down by i + 1 (1,000 groups, y +1 to +1000), then five more.
        let tail: [(dx: Double, dy: Double, dwidth: Double)] = [(0, 500, 0), (3, 0, 0), (0, 0, 2), (0, 2000, 0), (0, 500.5, 0)]
        func entries(moved: Bool) -> [FramesDump.Entry] {
            (0..<1_005).map { index in
                let change = index < 1_000 ? (dx: 0, dy: Double(index + 1), dwidth: 0) : tail[index - 1_000]
                let frame = moved ? Rect(x: change.dx, y: Double(10 * index) + change.dy, width: 10 + change.dwidth, height: 10)
                    : Rect(x: 0, y: Double(10 * index), width: 10, height: 10)
                return FramesDump.Entry(category: "cell", kind: nil, section: 0, item: index, id: nil, column: nil, frame: frame, zIndex: 0)
            }
        }
        let diff = FramesDiff(FramesDump(contentSize: [10, 15_000], entries: entries(moved: false), scale: 1),
                              FramesDump(contentSize: [10, 15_000], entries: entries(moved: true), scale: 1), tolerance: 0.001)
        let groups = diff.groups.groups
        #expect(groups.count == ChangeGroups.groupLimit + 1)
        // y +500 (cell 499's group) and y +500.5, 501 pixels at scale 1 (cell 500's group), joined theirs.
        #expect(groups[499].count == 2 && groups[500].count == 2)
        // x +3, width +2 and y +2000 make the varied group: it moved and resized.
        #expect(groups[1_000].varied && groups[1_000].count == 3 && groups[1_000].moves && groups[1_000].resizes)
        #expect(diff.groups.summary == "1005 cells moved or resized: x 0 to +3, y 0 to +2000, width 0 to +2 (more than 1000 different changes)")
    }

    /// The same across: cells moved right by i + 1 make the 1,000 groups; past them x +2000 is no
    /// group's x (the varied group), x +500 is cell 499's.
    @Test func pastTheLimitAChangeAcrossStillJoinsItsKeysGroup() {
        func entries(moved: Bool) -> [FramesDump.Entry] {
            (0..<1_002).map { index in
                let dx = moved ? (index < 1_000 ? Double(index + 1) : index == 1_000 ? 2_000 : 500) : 0
                return FramesDump.Entry(category: "cell", kind: nil, section: 0, item: index, id: nil, column: nil,
                                        frame: Rect(x: Double(10 * index) + dx, y: 0, width: 10, height: 10), zIndex: 0)
            }
        }
        let diff = FramesDiff(FramesDump(contentSize: [15_000, 10], entries: entries(moved: false), scale: 1),
                              FramesDump(contentSize: [15_000, 10], entries: entries(moved: true), scale: 1), tolerance: 0.001)
        let groups = diff.groups.groups
        #expect(groups.count == ChangeGroups.groupLimit + 1 && groups[499].count == 2)
        #expect(groups[1_000].varied && groups[1_000].count == 1 && groups[1_000].moves && !groups[1_000].resizes)
        #expect(diff.groups.summary == "1002 cells moved: x +1 to +2000 (more than 1000 different changes)")
    }
}

/// Names in the reports come from frames files and spec paths, input like any other: escaped.
@Suite struct ReportEscapingTests {
    @Test func hostileNamesAreEscapedInXMLAndHTML() {
        let entry = FramesDump.Entry(category: "supplementary", kind: "<script>&\"\u{1}", section: 0, item: 0, id: nil, column: nil,
                                     frame: Rect(x: 0, y: 0, width: 10, height: 10), zIndex: 0)
        let diff = FramesDiff(FramesDump(contentSize: [10, 10], entries: []), FramesDump(contentSize: [10, 10], entries: [entry]),
                              tolerance: 0.001)
        let comparison = GoldenComparison(name: "a<b>", target: "320 pt", golden: "g&/a.json", new: "a", outcome: GoldenComparison.outcome(diff))
        let xml = JUnitReport.xml([comparison], suite: "g\"", maxLines: nil)
        #expect(xml.contains("classname=\"a&lt;b&gt;\""))
        // The control character escaped as every echoed value is (EchoedText), then for XML.
        #expect(xml.contains("message=\"1 &lt;script&gt;&amp;&quot;\\u{1} added\""))
        #expect(!xml.contains("<script>") && !xml.unicodeScalars.contains("\u{1}"))
        let html = HTMLDiffReport(report: TextDiffReport(comparisons: [comparison], directory: "g", maxLines: nil)).html
        #expect(!html.contains("<script>&") && html.contains("&lt;script&gt;&amp;&quot;"))
    }
}
