import Foundation
import LayoutEngine
import SpecReading
import Testing

/// Reading examples, carrying their data into an imported spec, and solving specs, for the import tests.
enum ImportSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func member(_ node: DocumentNode?, _ key: String) -> DocumentNode? { node?[key] }

    /// `node` with `key` set to `value` (added at the end when missing).
    static func setting(_ key: String, _ value: DocumentNode, in node: DocumentNode) -> DocumentNode {
        guard case .object(var members) = node.value else { return node }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(DocumentNode.Member(key: key, keyPosition: value.position, value: value))
        }
        return DocumentNode(.object(members), at: node.position)
    }

    /// A layout document's sections with the base `section` merged into each (entry keys win).
    static func expandedSections(_ layout: DocumentNode) -> [DocumentNode] {
        guard case .array(let entries) = layout["sections"]?.value else { return [] }
        guard case .object(let base) = layout["section"]?.value else { return entries }
        return entries.map { entry in
            var merged = entry
            for member in base where entry[member.key] == nil { merged = setting(member.key, member.value, in: merged) }
            return merged
        }
    }

    /// The item counts of a layout's sections (an item list counts its entries), as `--items` gives them.
    static func itemCounts(_ layout: DocumentNode) -> [Int: Int] {
        guard case .array(let entries) = layout["sections"]?.value else { return [:] }
        var counts: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            switch entry["items"]?.value {
            case .number(let count, _): counts[index] = Int(count)
            case .array(let items): counts[index] = items.count
            default: break
            }
        }
        return counts
    }

    static let listData = ["measuredHeader", "measuredFooter", "headerContent", "footerContent"]

    /// The data of `original` (environment, item entries, offsets, ids, header data) in `imported`.
    static func carryingData(from original: DocumentNode, into imported: DocumentNode, besides folder: URL) -> DocumentNode {
        if let screen = original["screen"], let importedScreen = imported["screen"] {
            var result = importedScreen
            for key in ["device", "window"] { if let value = screen[key] { result = setting(key, value, in: result) } }
            if var split = result["splitView"], case .object(let columns) = split["columns"]?.value {
                var merged = DocumentNode(.object([]), at: split.position)
                for column in columns {
                    guard let layout = column.value["layout"], let source = columnLayout(screen["splitView"]?["columns"]?[column.key], folder) else {
                        merged = setting(column.key, column.value, in: merged)
                        continue
                    }
                    merged = setting(column.key, setting("layout", carryingLayoutData(from: source, into: layout), in: column.value), in: merged)
                }
                split = setting("columns", merged, in: split)
                result = setting("splitView", split, in: result)
            }
            return setting("screen", result, in: imported)
        }
        return carryingLayoutData(from: original, into: imported)
    }

    /// A column's layout: inline, or read from its file beside the screen.
    static func columnLayout(_ column: DocumentNode?, _ folder: URL) -> DocumentNode? {
        guard let layout = column?["layout"] else { return nil }
        if case .string(let path) = layout.value {
            return try? YAMLReader.read(String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
        return layout
    }

    static func carryingLayoutData(from original: DocumentNode, into imported: DocumentNode) -> DocumentNode {
        var result = imported
        if let environment = original["environment"] { result = setting("environment", environment, in: result) }
        if let list = original["list"], let importedList = result["list"] {
            result = setting("list", carryingListData(from: list, into: importedList), in: result)
        }
        let originals = expandedSections(original)
        var importedSections = expandedSections(result)
        // Sections all alike (a base section, a list layout): how many there are is data too.
        if result["section"] != nil || result["list"] != nil, let last = importedSections.last {
            while importedSections.count < originals.count { importedSections.append(last) }
        }
        var sections: [DocumentNode] = []
        for (index, entry) in importedSections.enumerated() {
            var section = entry
            if index < originals.count {
                for key in ["items", "orthogonalOffset", "id"] {
                    if let value = originals[index][key] { section = setting(key, value, in: section) }
                }
                if let list = originals[index]["list"], let importedList = section["list"] {
                    section = setting("list", carryingListData(from: list, into: importedList), in: section)
                }
            }
            sections.append(section)
        }
        guard case .object(var members) = result.value else { return result }
        members.removeAll { $0.key == "section" }
        result = DocumentNode(.object(members), at: result.position)
        return setting("sections", DocumentNode(.array(sections), at: result.position), in: result)
    }

    static func carryingListData(from original: DocumentNode, into imported: DocumentNode) -> DocumentNode {
        var result = imported
        for key in listData { if let value = original[key] { result = setting(key, value, in: result) } }
        return result
    }

    /// The frames of a layout or screen spec at `width`; a screen's column files read from `folder`.
    static func frames(_ document: DocumentNode, width: Double, besides folder: URL) throws -> LayoutResult {
        var overrides = EnvironmentOverrides()
        overrides.width = width
        if ScreenDecoder.isScreen(document) {
            let screen = try ScreenDecoder.decode(document, overrides: overrides) { path throws(Diagnostics) in
                let url = folder.appendingPathComponent(path)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    throw Diagnostics(SpecError(path: "", position: nil, .layoutFileUnreadable(path: path, .missing)))
                }
                do throws(DocumentError) { return LoadedDocument(node: try YAMLReader.read(text), file: url.path, source: text) }
                catch { throw Diagnostics(SpecError(path: "", position: error.position, .unreadableDocument(error.diagnostic))) }
            }
            return ScreenSolver().solve(screen.arrangement, device: screen.device, layouts: screen.layouts)
        }
        let spec = try SpecDecoder.decode(document, overrides: overrides)
        return LayoutSolver().solve(spec.layout, in: spec.environment)
    }

    /// Expects `imported` (an import's document) to give the frames of the hand-written spec
    /// Fixtures/`specName` at each of `widths`, and that spec to have elements there.
    static func expectFrames(of imported: DocumentNode, like specName: String, widths: [Double] = [390, 1024]) throws {
        let expectedText = try String(contentsOf: fixtures.appendingPathComponent(specName), encoding: .utf8)
        let yaml = DocumentYAMLWriter.write(imported)
        for width in widths {
            let expected = try frames(try YAMLReader.read(expectedText), width: width, besides: fixtures)
            let actual = try frames(try YAMLReader.read(yaml), width: width, besides: fixtures)
            #expect(!expected.elements.isEmpty)
            #expect(firstDifference(actual.elements, expected.elements) == nil, "\(specName) at \(width)")
        }
    }

    /// The first element that differs, in a line; nil when the lists are equal.
    static func firstDifference(_ actual: [Element], _ expected: [Element]) -> String? {
        for (index, (a, e)) in zip(actual, expected).enumerated() where a != e {
            return "element \(index): \(a.category) \(a.kind ?? "") \(a.section).\(a.item) \(a.frame) ≠ expected \(e.category) \(e.kind ?? "") \(e.section).\(e.item) \(e.frame)"
        }
        return actual.count == expected.count ? nil : "\(actual.count) elements ≠ expected \(expected.count)"
    }
}
