import Foundation
import FrameOutput
import LayoutCompilation
import LayoutEngine
import SpecReading

/// Where a spec writes its sections: the line a CI annotation of a difference points at
/// (`--reporter github`; Docs/CLI.md, "Reports for CI").
struct SpecLines: Sendable {
    /// The spec's path; nil for standard input, which no annotation can point at.
    var file: String?
    var document: DocumentNode

    /// The line and column a spec's first error names (`spec.yaml:3:45: error: ...`), else its first line.
    static func errorLine(_ message: String, file: String) -> GoldenComparison.SourceLine {
        guard let first = SpecDiagnosticLine.all(in: message, file: file).first else { return .init(file: file, line: 1) }
        return .init(file: file, line: first.line, column: first.column)
    }

    /// The line of the first section `diff` changes (its elements, else its content size: the first section).
    func line(of diff: FramesDiff) -> GoldenComparison.SourceLine? {
        let first = diff.firstChanged?.new ?? diff.added.first ?? diff.removed.first
        return line(section: first?.section ?? 0, column: first?.column)
    }

    /// The line where section `section` (of column `column`'s layout, on a screen) is written: its
    /// entry in `sections:`, else the shared `section:`; the column's `layout:` when it is another
    /// file; line 1 for the spec as a whole (`section` nil).
    func line(section: Int?, column: String?) -> GoldenComparison.SourceLine? {
        guard let file else { return nil }
        func at(_ node: DocumentNode?) -> GoldenComparison.SourceLine? {
            node.map { .init(file: file, line: $0.position.line, column: $0.position.column) }
        }
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
    /// The golden is opened as `files` allows it from `origin`; its `name` is `path` joined to its folder.
    static func line(of diff: FramesDiff, inGolden path: String, files: FileAccess, origin: FileAccess.Origin) -> GoldenComparison.SourceLine? {
        guard let (data, name) = try? FramesFiles.contents(path, files: files, origin: origin) else { return nil }
        let entry = diff.firstChanged?.old ?? diff.removed.first
        // The element's line holds these, in the tool's own layout (another layout: the content size's line).
        let needles = entry.map { entry in
            ["\"category\": \"\(entry.category)\"", "\"section\": \(entry.section), \"item\": \(entry.item),"]
                + (entry.kind.map { ["\"kind\": \"\($0)\""] } ?? []) + (entry.column.map { ["\"column\": \"\($0)\""] } ?? [])
        }
        var number = 0
        var contentSizeLine: Int?
        // Line by line up to the first match: the first change is usually near the top of a large file.
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> GoldenComparison.SourceLine? in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                number += 1
                let line = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if contentSizeLine == nil, line.contains("\"contentSize\"") { contentSizeLine = number }
                if let needles, needles.allSatisfy({ line.contains($0) }) { return .init(file: name, line: number) }
                if needles == nil, contentSizeLine != nil { break }
                start = end + 1
            }
            return .init(file: name, line: contentSizeLine ?? 1)
        }
    }
}
