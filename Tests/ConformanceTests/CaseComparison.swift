import Foundation
import LayoutEngine
import SpecReading

/// One reference case: a spec and the frames real UIKit computed for it (Fixtures/SOURCE.md).
struct ReferenceCase {
    let file: String
    let group: String
    let compiled: CompiledSpec
    let expected: [String: Any]

    init(url: URL) throws {
        file = url.lastPathComponent
        let text = try String(contentsOf: url, encoding: .utf8)
        let root = try JSONReader.read(text)
        guard let spec = root["spec"] else { throw CaseError("no spec in \(file)") }
        compiled = try SpecDecoder.decode(spec)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        group = json["group"] as? String ?? "?"
        expected = json["expected"] as? [String: Any] ?? [:]
    }

    /// What differs from UIKit's answer, at `tolerance` points; empty when the case passes.
    func problems(tolerance: Double = 0.01) -> [String] {
        let tolerance = max(tolerance, expected["tolerance"] as? Double ?? 0)
        let solver = LayoutSolver()
        let result = solver.solve(compiled.layout, in: compiled.environment)
        var problems: [String] = []
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

        if let size = expected["contentSize"] as? [Double],
           !near(result.contentSize.width, size[0]) || !near(result.contentSize.height, size[1]) {
            problems.append("contentSize \(result.contentSize.width)x\(result.contentSize.height) != \(size[0])x\(size[1])")
        }
        var actual: [ElementKey: Element] = [:]
        for element in result.elements { actual[ElementKey(element)] = element }
        var expectedKeys = Set<ElementKey>()
        for entry in expected["elements"] as? [[String: Any]] ?? [] {
            let key = ElementKey(entry)
            expectedKeys.insert(key)
            guard let element = actual[key] else {
                problems.append("missing \(key)")
                continue
            }
            let want = ["x", "y", "width", "height"].map { entry[$0] as? Double ?? .nan }
            let got = [element.frame.x, element.frame.y, element.frame.width, element.frame.height]
            if !zip(got, want).allSatisfy({ near($0, $1) }) {
                problems.append("\(key) frame \(got) != \(want)")
            }
            if let z = entry["zIndex"] as? Int, z != element.zIndex {
                problems.append("\(key) zIndex \(element.zIndex) != \(z)")
            }
        }
        let scope = expected["scope"] as? String ?? "all"
        if scope == "all" {
            for key in actual.keys where !expectedKeys.contains(key) { problems.append("unexpected \(key)") }
        } else if scope == "visibleBounds" {
            let offset = expected["contentOffset"] as? [Double] ?? [0, 0]
            let visible = Rect(x: offset[0], y: offset[1], width: compiled.environment.width, height: compiled.environment.height)
            for (key, element) in actual where !expectedKeys.contains(key) && element.frame.intersects(visible) {
                problems.append("unexpected \(key)")
            }
        }
        for (section, offset) in (expected["effectiveOrthogonalOffsets"] as? [Any] ?? []).enumerated() {
            guard let offset = offset as? Double else { continue }
            let got = result.sections.first { $0.section == section }?.orthogonal?.offset
            if got.map({ !near($0, offset) }) ?? true {
                problems.append("section \(section) orthogonal offset \(got.map { "\($0)" } ?? "none") != \(offset)")
            }
        }
        for query in expected["rects"] as? [[String: Any]] ?? [] {
            let r = query["rect"] as? [Double] ?? []
            guard r.count == 4 else { continue }
            let rect = Rect(x: r[0], y: r[1], width: r[2], height: r[3])
            let got = Set(solver.solve(compiled.layout, in: compiled.environment, query: rect).elements.map(ElementKey.init))
            let want = Set((query["elements"] as? [[Any]] ?? []).map(ElementKey.init))
            if got != want {
                problems.append("rect \(r): got \(got.sorted()), UIKit \(want.sorted())")
            }
        }
        return problems
    }
}

/// (category, kind, section, item): how the reference cases identify an element.
struct ElementKey: Hashable, Comparable, CustomStringConvertible {
    let category: String
    let kind: String?
    let section: Int
    let item: Int

    init(_ element: Element) {
        category = element.category.rawValue
        kind = element.kind
        section = element.section
        item = element.item
    }

    init(_ entry: [String: Any]) {
        category = entry["category"] as? String ?? ""
        kind = entry["kind"] as? String
        section = (entry["section"] as? NSNumber)?.intValue ?? -1
        item = (entry["item"] as? NSNumber)?.intValue ?? -1
    }

    init(_ tuple: [Any]) {
        category = tuple.first as? String ?? ""
        kind = tuple.count > 1 ? tuple[1] as? String : nil
        section = tuple.count > 2 ? (tuple[2] as? NSNumber)?.intValue ?? -1 : -1
        item = tuple.count > 3 ? (tuple[3] as? NSNumber)?.intValue ?? -1 : -1
    }

    var description: String { "\(category)\(kind.map { "/" + $0 } ?? "") \(section).\(item)" }

    static func < (a: ElementKey, b: ElementKey) -> Bool { a.description < b.description }
}

struct CaseError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
