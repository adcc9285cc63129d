import Foundation
import FrameOutput
import LayoutEngine
import SpecReading

/// Where a spec writes its sections: the line a CI annotation of a difference points at
/// (`--reporter github`; Docs/CLI.md, "Reports for CI").
struct SpecLines: Sendable {
    /// The spec's path; nil for standard input, which no annotation can point at.
    var file: String?
    var document: DocumentNode

    /// The line of the first section `diff` changes (its elements, else its content size: the first section).
    func line(of diff: FramesDiff) -> GoldenComparison.SourceLine? {
        let first = diff.changed.first?.new ?? diff.added.first ?? diff.removed.first
        return line(section: first?.section ?? 0, column: first?.column)
    }

    /// The line where section `section` (of column `column`'s layout, on a screen) is written: its
    /// entry in `sections:`, else the shared `section:`; the column's `layout:` when it is another
    /// file; line 1 for the spec as a whole (`section` nil).
    func line(section: Int?, column: String?) -> GoldenComparison.SourceLine? {
        guard let file else { return nil }
        func at(_ node: DocumentNode?) -> GoldenComparison.SourceLine? { node.map { .init(file: file, line: $0.position.line) } }
        guard let section else { return .init(file: file, line: 1) }
        var layout = document
        if let column, let screen = document["screen"] {
            let columnLayout = (screen["splitView"] ?? screen)["columns"]?[column]?["layout"]
            guard let columnLayout, case .object = columnLayout.value else { return at(columnLayout) ?? at(screen) }
            layout = columnLayout
        }
        if case .array(let sections)? = layout["sections"]?.value, section >= 0, section < sections.count {
            return at(sections[section])
        }
        return at(layout["section"]) ?? at(layout["sections"]) ?? .init(file: file, line: 1)
    }
}

/// Where a golden frames file holds an element: the line an annotation points at when no spec is
/// at hand (`diff`), or the spec names no line for it.
enum GoldenLines {
    /// The line of the first element `diff` changes or removes in the golden at `path`, else of its content size.
    static func line(of diff: FramesDiff, inGolden path: String) -> GoldenComparison.SourceLine? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let entry = diff.changed.first?.old ?? diff.removed.first
        var number = 0
        var contentSizeLine: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if contentSizeLine == nil, line.contains("\"contentSize\"") { contentSizeLine = number }
            guard let entry else { continue }
            if line.contains("\"category\": \"\(entry.category)\""), line.contains("\"section\": \(entry.section), \"item\": \(entry.item),"),
               entry.kind.map({ line.contains("\"kind\": \"\($0)\"") }) ?? true,
               entry.column.map({ line.contains("\"column\": \"\($0)\"") }) ?? true {
                return .init(file: path, line: number)
            }
        }
        return .init(file: path, line: contentSizeLine ?? 1)
    }
}
