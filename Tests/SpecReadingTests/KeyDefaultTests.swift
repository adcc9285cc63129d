import LayoutEngine
import Testing
@testable import SpecReading

/// Every default a key table states (and so the JSON Schema's `default`) is what the decoder gives
/// a spec that leaves the key out: one test over all tables. Each table has a host, a spec holding
/// one mapping of it with a place (`@`) for one more key. Written there with its stated default, a
/// key changes nothing the spec decodes to; written with another value, it changes something (so
/// the place is one the key is read at).
@Suite struct KeyDefaultTests {
    static let item = "{size: {width: fractionalWidth(0.5), height: absolute(44)}}"
    static let group = "{size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: \(item)}]}"
    static let layout = "{sections: [{items: 2, group: \(group)}]}"

    /// By table name: a spec with one mapping of the table, `@` where a key is added to it.
    static let hosts: [String: String] = [
        "environment": "{environment: {@}, sections: [{items: 2, group: \(group)}]}",
        "configuration": "{configuration: {@}, sections: [{items: 2, group: \(group)}, {items: 1, group: \(group)}]}",
        "section": "{section: {@group: \(group)}, sections: [{items: 2}]}",
        "sectionEntry": "{sections: [{@items: 2, group: \(group)}]}",
        "adaptEntry": "{sections: [{items: 2, group: \(group), adapt: [{@when: {width: \"> 0\"}}]}]}",
        "group": "{sections: [{items: 2, group: {@size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: \(item)}]}}]}",
        "item": "{sections: [{items: 2, group: {size: {width: fractionalWidth(1), height: absolute(44)}, "
            + "subitems: [{item: {@size: {width: fractionalWidth(0.5), height: absolute(44)}}}]}}]}",
        "customFrame": "{sections: [{items: 2, group: {axis: custom, size: {width: fractionalWidth(1), height: absolute(44)}, "
            + "frames: [{@x: 0, y: 0, width: 10, height: 10}]}}]}",
        "insets": "{sections: [{items: 2, group: {size: {width: fractionalWidth(1), height: absolute(44)}, "
            + "subitems: [{item: {size: {width: fractionalWidth(0.5), height: absolute(44)}, contentInsets: {@}}}]}}]}",
        "supplementaryItem": "{sections: [{items: 2, group: {size: {width: fractionalWidth(1), height: absolute(44)}, "
            + "subitems: [{item: {size: {width: fractionalWidth(0.5), height: absolute(44)}, supplementaryItems: "
            + "[{@kind: badge, size: {width: absolute(10), height: absolute(10)}, containerAnchor: {edges: [top]}}]}}]}}]}",
        "boundaryItem": "{sections: [{items: 2, group: \(group), boundarySupplementaryItems: "
            + "[{@kind: header, size: {width: fractionalWidth(1), height: absolute(30)}, alignment: top}]}]}",
        "decorationItem": "{sections: [{items: 2, group: \(group), decorationItems: [{@kind: background}]}]}",
        "list": "{sections: [{items: 2, list: {@}}]}",
        "itemEntry": "{sections: [{list: {}, items: [{@id: a, children: [{id: b}]}]}]}",
        "image": "{sections: [{list: {}, items: [{content: {image: {@size: [24, 24]}}}]}]}",
        "text": "{sections: [{list: {}, items: [{content: {text: {@string: Hello}}}]}]}",
        "device": "{screen: {device: {@}, splitView: {columns: {secondary: {layout: \(layout)}}}}}",
        "splitView": "{screen: {splitView: {@columns: {secondary: {layout: \(layout)}}}}}",
    ]

    /// What a spec decodes to, its places in the text left out: a layout's model and environment, or
    /// a screen's device, split view, arrangement and columns.
    enum Decoded: Equatable {
        case layout(Layout, Environment)
        case screen(Device, SplitView, SplitArrangement, [ColumnLayout])
    }

    static func decode(_ text: String) throws -> Decoded {
        let root = try YAMLReader.read(text)
        guard ScreenDecoder.isScreen(root) else {
            let spec = try SpecDecoder.decode(root)
            return .layout(spec.layout, spec.environment)
        }
        let screen = try ScreenDecoder.decode(root) { path throws(Diagnostics) in
            throw Diagnostics(SpecError(path: "", position: nil, .layoutFileUnreadable(path: path, .missing)))
        }
        return .screen(screen.device, screen.splitView, screen.arrangement, screen.layouts)
    }

    /// The host with `key: value` in its place, or with nothing there.
    static func spec(_ host: String, _ key: String? = nil, _ value: String? = nil) -> String {
        let written = key.map { "\($0): \(value ?? ""), " } ?? ""
        return host.replacingOccurrences(of: "@", with: written)
    }

    /// A stated default as YAML writes it.
    static func yaml(_ stated: SpecDefault) -> String {
        switch stated {
        case .number(let number): return spelled(number)
        case .bool(let flag): return "\(flag)"
        case .string(let text): return "\"\(text)\""
        }
    }

    /// A value of the key other than its stated default.
    static func other(than stated: SpecDefault, _ value: SpecValue) -> String? {
        switch (stated, value) {
        case (.bool(let flag), _):
            return "\(!flag)"
        case (.number(let number), .integer(let range)):
            let whole = Int(number)
            return range.contains(whole + 1) ? "\(whole + 1)" : "\(whole - 1)"
        case (.number(let number), _):
            return spelled(number + 1)
        case (.string(let word), .choice(let words)):
            return words.first { $0 != word }.map { "\"\($0)\"" }
        case (.string(let written), .call(let names, _)):
            return names.first { !written.hasPrefix($0 + "(") }.map { "\"\($0)(1)\"" }
        case (.string, _):
            return nil
        }
    }

    /// The tables' keys that state a default.
    static let defaulted: [(table: String, key: SpecKey, stated: SpecDefault)] = SpecKeys.all.flatMap { table in
        table.keys.compactMap { key in key.defaultValue.map { (table.name, key, $0) } }
    }

    @Test func everyTableWithADefaultHasAHost() {
        let tables = Set(Self.defaulted.map(\.table))
        #expect(tables.subtracting(Self.hosts.keys).isEmpty, "give these tables a host spec")
        #expect(Set(Self.hosts.keys).subtracting(tables).isEmpty, "a host of a table that states no default")
    }

    @Test(arguments: KeyDefaultTests.defaulted.map { "\($0.table).\($0.key.name)" })
    func aKeyLeftOutIsItsStatedDefault(_ name: String) throws {
        let entry = try #require(Self.defaulted.first { "\($0.table).\($0.key.name)" == name })
        let host = try #require(Self.hosts[entry.table])
        let leftOut = try Self.decode(Self.spec(host))
        #expect(try Self.decode(Self.spec(host, entry.key.name, Self.yaml(entry.stated))) == leftOut,
                "\(name): the schema's default is not what the decoder gives a spec without the key")
        let other = try #require(Self.other(than: entry.stated, entry.key.value), "\(name): no other value to write")
        #expect(try Self.decode(Self.spec(host, entry.key.name, other)) != leftOut, "\(name): the host does not read the key")
    }
}
