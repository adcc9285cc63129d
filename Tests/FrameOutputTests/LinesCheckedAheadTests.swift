import FramesFormat
import LayoutEngine
import Testing
@testable import FrameOutput

/// Two frames files compared with the old one's lines checked on a second thread
/// (`LinesCheckedAhead`, `FramesDumpScanner.checkNextElementLine()`): the same reports as when
/// both dumps are read whole, the same refusals, from the first pair or from later ones.
extension FramesDiffTests {
    /// `count` cells in rows of three, 100 pt apart, `width` wide and 40 high.
    func rows(_ count: Int, width: Double = 88, change: (Int, inout Element) -> Void = { _, _ in }) -> [Element] {
        (0..<count).map { item in
            var element = Element(category: .cell, section: 0, item: item,
                                  frame: Rect(x: Double(item % 3) * 100, y: Double(item / 3) * 40, width: width, height: 40), zIndex: 0)
            change(item, &element)
            return element
        }
    }

    /// The scanned comparison of `old` and `new` with the second thread started after `after` pairs.
    func scanned(_ old: String, _ new: String, after: Int?, reporting: FramesDiff.Reporting = .init()) -> FramesDiff? {
        bytes(old) { oldBytes in
            bytes(new) { FramesDiff.streaming(FramesDumpScanner(oldBytes), FramesDumpScanner($0), tolerance: 0.001, reporting: reporting,
                                              checkingAheadAfter: after) }
        }
    }

    /// 10,000 lines, more than two batches handed over: whole files moved, parts of them, a line
    /// out of step (removed, renumbered), an id or a fraction where there was none.
    @Test func linesCheckedAheadCompareAsTheDumpsDo() throws {
        let count = 10_000
        let old = text(rows(count))
        let news: [(String, [Element])] = [
            ("the same", rows(count)),
            ("every cell 2 pt wider", rows(count, width: 90)),
            ("the first half moved down", rows(count) { item, cell in if item < count / 2 { cell.frame.y += 3 } }),
            ("every other thousand moved", rows(count) { item, cell in if item / 1_000 % 2 == 0 { cell.frame.x -= 1 } }),
            ("a cell removed", rows(count, width: 90).filter { $0.item != 5_000 }),
            ("a cell renumbered", rows(count, width: 90) { item, cell in if item == 7_000 { cell.item = 20_000 } }),
            ("an id given", rows(count, width: 90) { item, cell in if item == 3_000 { cell.id = "x3000" } }),
            ("fractions", rows(count, width: 90) { item, cell in if item % 997 == 0 { cell.frame.x += 0.25 } }),
            ("re-layered", rows(count, width: 90) { item, cell in if item == 9_999 { cell.zIndex = 1 } }),
        ]
        for (name, elements) in news {
            let new = text(elements)
            for reporting in name == "fractions" ? [FramesDiff.Reporting(), .init(exact: true)] : [FramesDiff.Reporting()] {
                let expected = FramesDiff(try FramesDump(json: old), try FramesDump(json: new), tolerance: 0.001, reporting: reporting)
                // From the first pair, and from a later one (the first 4,500 checked on this thread).
                for after in [0, 4_500] {
                    let diff = try #require(scanned(old, new, after: after, reporting: reporting), "\(name)")
                    #expect(report(diff, old: "o", new: "n") == report(expected, old: "o", new: "n"), "\(name), after \(after)")
                    #expect(diff.changedCount == expected.changedCount && diff.unchanged == expected.unchanged, "\(name), after \(after)")
                }
            }
        }
    }

    /// A line checked ahead is refused as it is when checked on the comparing thread: a number
    /// RFC 8259 refuses or a key given twice in the old file, or in a new line whose frame differs.
    @Test func linesCheckedAheadAreStillRefused() {
        let count = 5_000
        let old = text(rows(count)), moved = text(rows(count, width: 90))
        let refusals = [("\"y\": 1600,", "\"y\": 01600,"), ("\"y\": 1600,", "\"y\": 1600.,"), ("\"y\": 1600,", "\"y\": 1e999,"),
                        ("\"item\": 120,", "\"item\": 120.5,")]
        for (original, replacement) in refusals {
            for (refusedOld, refusedNew) in [(true, false), (false, true)] {
                let oldText = refusedOld ? old.replacingOccurrences(of: original, with: replacement) : old
                let newText = refusedNew ? moved.replacingOccurrences(of: original, with: replacement) : moved
                #expect(oldText != old || newText != moved, "\(replacement)")
                #expect(scanned(oldText, newText, after: 0) == nil, "\(replacement), in the \(refusedOld ? "old" : "new") file")
            }
        }
    }

    /// The old line's numbers are read on the second thread; where the new line parts from it, in
    /// a number of the frame, only the new one is read: 0 -> 2.5, 40 -> 40, 160 -> 158, 40 -> 400.
    @Test func aLineCheckedAheadIsComparedFromTheNumbersThatDiffer() throws {
        let old = text([Element(category: .cell, section: 0, item: 0, frame: Rect(x: 0, y: 40, width: 160, height: 40), zIndex: 0)])
        let new = text([Element(category: .cell, section: 0, item: 0, frame: Rect(x: 2.5, y: 40, width: 158, height: 400), zIndex: 0)])
        let oldText = Array(old.utf8), newText = Array(new.utf8)
        try oldText.withUnsafeBytes { oldBytes in
            try newText.withUnsafeBytes { newBytes in
                var scanner = FramesDumpScanner(oldBytes), newScanner = FramesDumpScanner(newBytes)
                var checker = scanner
                let checked = checker.checkNextElementLine()
                let line = try #require(checked)
                #expect(line.start == scanner.cursor && line.plain && !line.hasID && line.taken == line.length)  // the last: no comma after it
                #expect([line.frame.0.value, line.frame.1.value, line.frame.2.value, line.frame.3.value] == [0, 40, 160, 40])
                let past = checker.checkNextElementLine()
                #expect(past == nil)  // the end of the elements
                let compared = scanner.frameChange(in: &newScanner, checked: line)
                let change = try #require(compared)
                // 2.5 - 0, 40 - 40, 158 - 160, 400 - 40.
                #expect([change.dx, change.dy, change.dwidth, change.dheight] == [2.5, 0, -2, 360])
                let ends = (scanner.next(), newScanner.next())
                #expect(ends.0 == nil && ends.1 == nil && scanner.complete && newScanner.complete)
            }
        }
    }
}
