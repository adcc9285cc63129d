import Foundation
import LayoutEngine
import SpecReading
import Testing
@testable import SwiftGeneration

/// A spec's group `count` is UIKit's iOS 13 `subitem:count:`: the subitem resized along the
/// group's axis to (inner length - (count-1) spacing) / count (Docs/Semantics.md, "Groups"), never
/// iOS 16's `repeatingSubitem:count:`, which keeps the subitem's own size. Checked for every example
/// and every reference case, in the generated code and, for the form written from iOS 16 on, in
/// the frames that form gives.
@Suite struct CountSemanticsTests {
    /// Every spec with a `count` group: the examples' and the reference cases'.
    static func specs() throws -> [(name: String, description: LayoutDescription)] {
        var specs: [(String, LayoutDescription)] = []
        for name in try Support.exampleNames() {
            specs.append(("\(name).yaml", try Support.describe(try Support.exampleText(name))))
        }
        let fixtures = Support.packageRoot.appendingPathComponent("Tests/ConformanceTests/Fixtures")
        let urls = (FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        for url in urls {
            let document = try JSONReader.read(try String(contentsOf: url, encoding: .utf8))
            specs.append((url.lastPathComponent, try SpecDecoder.describe(try #require(document["spec"]))))
        }
        return specs.filter { !countGroups(in: $0.1).isEmpty }
    }

    /// The `count` groups of every section definition (adapt entries included).
    static func countGroups(in description: LayoutDescription) -> [Group] {
        func groups(_ group: Group) -> [Group] {
            (group.count == nil ? [] : [group]) + group.subitems.flatMap { subitem -> [Group] in
                if case .group(let nested) = subitem { return groups(nested) }
                return []
            }
        }
        return description.sections.flatMap { $0.definitions.flatMap { groups($0.section.group) } }
    }

    @Test func theCasesHoldCountGroups() throws {
        // Examples/two-column.yaml and the reference cases of the `count` folder at least.
        #expect(try Self.specs().count >= 3)
    }

    /// Below iOS 16 each group initialiser of a `count` group is `subitem:count:` itself; from 16
    /// on it repeats its subitem `count` times, the subitem sized along the axis to `1 / count` of
    /// the group: the share `subitem:count:` gives it.
    @Test(arguments: DeploymentTarget.allCases)
    func generatedGroupsCarryTheCountSemantics(target: DeploymentTarget) throws {
        for (name, description) in try Self.specs() {
            var options = SwiftLayoutGenerator.Options()
            options.specName = name
            options.minimumIOS = target
            // A spec that needs a later iOS is refused at its place (DeploymentTargetTests).
            guard let source = try Self.source(description, options) else { continue }
            let code = Self.flattened(source)
            let counts = Set(Self.countGroups(in: description).compactMap(\.count))
            // A builder shared by sections takes its counts as arguments (`columns: 5`), or a count
            // function answers them (`case .grid5: return isWide ? 10 : 5`).
            let passed = Set(Self.matches(#"(?:columns|rows)\d*: (\d+)"#, in: code).compactMap { Int($0.groups[1]) })
                .union(Self.matches(#"return \w+ \? (\d+) : (\d+)"#, in: code).flatMap { [Int($0.groups[1]), Int($0.groups[2])] }.compactMap { $0 })
            if !Self.hasRepeatingCount(description) { #expect(!code.contains("repeatingSubitem"), "\(name)") }
            let count = #"(\d+|columns\d*|rows\d*)"#
            if target < .iOS16 {
                let groups = Self.matches(#"NSCollectionLayoutGroup\.(horizontal|vertical)\(layoutSize: \w+, subitem: (\w+), count: "# + count + #"\)"#, in: code)
                #expect(Set(groups.compactMap { Int($0.groups[3]) }).union(passed) == counts, "\(name): \(groups.map(\.groups))")
                #expect(!code.contains("Array(repeating"), "\(name)")
                continue
            }
            let repeats = Self.matches(#"NSCollectionLayoutGroup\.(horizontal|vertical)\(layoutSize: \w+, subitems: Array\(repeating: (\w+), count: "# + count + #"\)\)"#, in: code)
            #expect(Set(repeats.compactMap { Int($0.groups[3]) }).union(passed) == counts, "\(name): \(repeats.map(\.groups))")
            for found in repeats {
                let (axis, subitem, count) = (found.groups[1], found.groups[2], found.groups[3])
                // The subitem's size: the last declaration of that name before the group.
                let before = String(code[..<found.range.lowerBound])
                let sizeName = try #require(Self.matches("let \(subitem) = NSCollectionLayout\\w+(?:\\.\\w+)?\\(layoutSize: (\\w+)", in: before).last).groups[1]
                let size = try #require(Self.matches("let \(sizeName) = NSCollectionLayoutSize\\(widthDimension: ([^,]+), heightDimension: ([^)]+\\)?\\)?)\\)", in: before).last)
                let share = count == "1" ? "1" : Int(count) != nil ? "1 / \(count)" : "1 / CGFloat(\(count))"
                if axis == "horizontal" {
                    #expect(size.groups[1] == ".fractionalWidth(\(share))", "\(name): \(size.groups)")
                } else {
                    #expect(size.groups[2] == ".fractionalHeight(\(share))", "\(name): \(size.groups)")
                }
            }
        }
    }

    /// The generated Swift, or nil when the spec needs a later iOS than the options'.
    static func source(_ description: LayoutDescription, _ options: SwiftLayoutGenerator.Options) throws -> String? {
        do {
            return try SwiftLayoutGenerator.source(for: description, options: options)
        } catch {
            if error.message.contains("--min-ios") { return nil }
            throw error
        }
    }

    static func hasRepeatingCount(_ description: LayoutDescription) -> Bool {
        func holds(_ group: Group) -> Bool {
            group.repeatingCount != nil || group.subitems.contains { if case .group(let nested) = $0 { return holds(nested) } else { return false } }
        }
        return description.sections.contains { $0.definitions.contains { holds($0.section.group) } }
    }

    /// The form written from iOS 16 on (`subitems:` of the subitem repeated, sized to its share)
    /// lays out as `count` does: the engine gives every spec the same frames both ways.
    @Test func theRepeatedFormGivesTheCountFrames() throws {
        for (name, description) in try Self.specs() {
            let compiled = description.compiled()
            var rewritten = compiled.layout
            for index in rewritten.sections.indices {
                rewritten.sections[index].section.group = Self.repeated(rewritten.sections[index].section.group)
            }
            #expect(rewritten != compiled.layout, "\(name)")
            let solver = LayoutSolver()
            let expected = solver.solve(compiled.layout, in: compiled.environment)
            let actual = solver.solve(rewritten, in: compiled.environment)
            #expect(actual.elements == expected.elements, "\(name)")
            #expect(actual.contentSize == expected.contentSize, "\(name)")
        }
    }

    /// A group's `count` as the generated code writes it from iOS 16 on, throughout.
    static func repeated(_ group: Group) -> Group {
        var group = group
        group.subitems = group.subitems.map { subitem in
            guard case .group(let nested) = subitem else { return subitem }
            return .group(repeated(nested))
        }
        guard let count = group.count, let subitem = group.subitems.first, let axis = group.axis else { return group }
        let share = 1 / Double(count)
        func filling(_ size: LayoutSize) -> LayoutSize {
            var size = size
            if axis == .horizontal { size.width = .fractionalWidth(share) } else { size.height = .fractionalHeight(share) }
            return size
        }
        let filled: LayoutItem
        switch subitem {
        case .item(var item):
            item.size = filling(item.size)
            filled = .item(item)
        case .group(var nested):
            nested.size = filling(nested.size)
            filled = .group(nested)
        }
        group.subitems = Array(repeating: filled, count: count)
        group.count = nil
        return group
    }

    /// The code on one line per statement: swift-format's breaks after `(` and `,` undone.
    static func flattened(_ code: String) -> String {
        code.replacingOccurrences(of: #"\n\s+"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    static func matches(_ pattern: String, in text: String) -> [(range: Range<String.Index>, groups: [String])] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            let groups = (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
            return (range, groups)
        }
    }
}
