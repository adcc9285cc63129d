import LayoutEngine
import Testing
@testable import SpecReading

/// `screen:` specs: the split view's keys, column layouts inline and from files, what a column's
/// layout sees, and the errors (Docs/Screens.md).
@Suite struct ScreenDecoderTests {
    /// A layout whose section provider reads the width and the size class: 4 tiles a row above
    /// 700 pt, 2 otherwise; 30 pt more at the top in compact width.
    static let adaptive = """
        section:
          group: {axis: horizontal, size: {width: fractionalWidth(1), height: absolute(100)},
                  subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}
          adapt:
            - when: {width: "> 700"}
              group: {axis: horizontal, size: {width: fractionalWidth(1), height: absolute(100)},
                      subitems: [{item: {size: {width: fractionalWidth(0.25), height: fractionalHeight(1)}}}]}
            - when: {horizontalSizeClass: compact}
              contentInsets: {top: 30}
        sections:
          - items: 4
        """

    static func screen(_ device: String, _ splitView: String) -> String {
        "screen:\n  device: \(device)\n  splitView:\n" + splitView.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    static let files = ["adaptive.yaml": adaptive, "broken.yaml": "list: {appearance: plain}\nsections:\n  - items: -1\n", "screen.yaml": "screen: {}\n"]

    static func load(_ path: String) throws(Diagnostics) -> LoadedDocument {
        guard let text = files[path] else {
            throw Diagnostics(SpecError(path: "", position: nil, .layoutFileUnreadable(path: path, .missing)))
        }
        do {
            return LoadedDocument(node: try YAMLReader.read(text), file: path, source: text)
        } catch {
            throw Diagnostics(SpecError(path: "", position: error.position, .unreadableDocument(error.diagnostic), file: path, source: text))
        }
    }

    func decode(_ text: String, _ overrides: EnvironmentOverrides = EnvironmentOverrides()) throws -> CompiledScreen {
        try ScreenDecoder.decode(try YAMLReader.read(text), overrides: overrides, load: Self.load)
    }

    /// The first error decoding `text` finds.
    func failure(_ text: String, _ overrides: EnvironmentOverrides = EnvironmentOverrides()) -> SpecError? {
        do {
            _ = try decode(text, overrides)
            return nil
        } catch let error as Diagnostics {
            return error.first
        } catch {
            return nil
        }
    }

    /// The cells of the solved screen in `column`.
    func cells(_ screen: CompiledScreen, _ column: String) -> [Rect] {
        ScreenSolver().solve(screen.arrangement, device: screen.device, layouts: screen.layouts)
            .elements.filter { $0.category == .cell && $0.column == column }.map(\.frame)
    }

    @Test func theSplitViewsKeysAreRead() throws {
        let screen = try decode(Self.screen("{width: 1366, height: 1024, idiom: pad}", """
            style: tripleColumn
            preferredDisplayMode: twoBesideSecondary
            preferredSplitBehavior: tile
            preferredPrimaryColumnWidthFraction: 0.25
            maximumPrimaryColumnWidth: 400
            preferredSupplementaryColumnWidth: 300
            columns: {primary: {layout: adaptive.yaml}, supplementary: {}, secondary: {layout: adaptive.yaml}}
            """))
        #expect(screen.device.screen == Size(width: 1366, height: 1024) && screen.device.scale == 2)
        #expect(screen.splitView.style == .tripleColumn && screen.splitView.preferredSplitBehavior == .tile)
        // 0.25 × 1366 = 341.5, within the maximum 400.
        #expect(screen.arrangement.column(.primary)?.frame?.width == 341.5)
        #expect(screen.arrangement.column(.supplementary)?.frame?.width == 300)
        // The supplementary has no layout: only its column.
        #expect(screen.layouts.map(\.role) == [.primary, .secondary])
    }

    @Test func aColumnsLayoutAdaptsToItsWidthAndTheWindowsSizeClass() throws {
        let columns = "columns: {primary: {layout: adaptive.yaml}, secondary: {layout: adaptive.yaml}}"
        // Landscape 1180: the primary 414 wide (two tiles of 207, regular: no 30 at the top); the
        // secondary 765.5 > 700 (four tiles of 0.25 × 765.5 = 191.375 → 191 at scale 2).
        let landscape = try decode(Self.screen("{width: 1180, height: 820}", columns))
        #expect(cells(landscape, "primary").prefix(2) == [Rect(x: 0, y: 0, width: 207, height: 100), Rect(x: 207, y: 0, width: 207, height: 100)])
        #expect(cells(landscape, "secondary").map(\.x) == [414.5, 605.5, 796.5, 987.5])
        #expect(landscape.layouts[0].environment.horizontalSizeClass == .regular)
        #expect(landscape.layouts[0].environment.width == 414 && landscape.layouts[0].environment.idiom == .pad)
        // Slide Over (a 320-pt window): collapsed onto the primary, which now sees compact width.
        let compact = try decode("screen:\n  device: {width: 1180, height: 820}\n  window: {width: 320}\n  splitView:\n    " + columns + "\n")
        #expect(compact.layouts[0].environment.horizontalSizeClass == .compact)
        #expect(cells(compact, "primary").first == Rect(x: 0, y: 30, width: 160, height: 100))
        #expect(cells(compact, "secondary").isEmpty)
    }

    @Test func inlineLayoutsAndCommandLineSizes() throws {
        let text = Self.screen("{width: 1180, height: 820}", """
            columns:
              secondary:
                layout:
                  section: {group: {size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}}
                  sections: [{items: 2}]
            """)
        // --width 390 --height 844 make the device an iPhone-sized window: collapsed onto the primary.
        let phone = try decode(text, EnvironmentOverrides(width: 390, height: 844))
        #expect(phone.arrangement.isCollapsed && phone.device.window == Size(width: 390, height: 844))
        #expect(try decode(text).layouts[0].environment.width == 765.5)
        #expect(try decode(text, EnvironmentOverrides(scale: 3, rightToLeft: true)).layouts[0].environment.layoutDirection == .rightToLeft)
    }

    @Test func errorsInsideAColumnsLayoutNameTheirPlace() {
        // Inline: the path runs through the screen.
        let inline = failure(Self.screen("{width: 1180, height: 820}", "columns: {primary: {layout: {sections: [{items: 1}]}}}"))
        #expect(inline?.path == "screen.splitView.columns.primary.layout.sections[0]")
        #expect(inline?.file == nil)
        #expect(inline?.diagnostic == .missingGroupOrList)
        // A file: the error names the file, its own path and position, and carries its text.
        let broken = failure(Self.screen("{width: 1180, height: 820}", "columns: {primary: {layout: broken.yaml}}"))
        #expect(broken?.file == "broken.yaml" && broken?.path == "sections[0].items")
        #expect(broken?.position == SourcePosition(line: 3, column: 12))
        #expect(broken?.diagnostic == .outOfRange(value: "-1", range: 0...SpecLimits.maximumItems))
        // A missing file: positioned at the reference, marked missing (the command exits 66).
        let missing = failure(Self.screen("{width: 1180, height: 820}", "columns: {primary: {layout: nowhere.yaml}}"))
        #expect(missing?.path == "screen.splitView.columns.primary.layout" && missing?.isMissingFile == true)
        #expect(missing?.position == SourcePosition(line: 4, column: 33))
        #expect(missing?.diagnostic == .layoutFileUnreadable(path: "nowhere.yaml", .missing))
        // A screen is not a column's layout.
        #expect(failure(Self.screen("{width: 1180, height: 820}", "columns: {primary: {layout: screen.yaml}}"))?.diagnostic
            == .columnLayoutIsScreen(path: "screen.yaml"))
        // Neither a spec nor a path: both forms are named.
        let number = failure(Self.screen("{width: 1180, height: 820}", "columns: {primary: {layout: 5}}"))
        #expect(number?.path == "screen.splitView.columns.primary.layout")
        #expect(number?.diagnostic == .wrongType(expected: .layoutOrPath, found: "a number"))
    }

    @Test func badSplitViewsAreRefused() {
        let device = "{width: 1180, height: 820}"
        #expect(failure(Self.screen(device, "preferredSupplementaryColumnWidth: 300"))?.path == "screen.splitView.preferredSupplementaryColumnWidth")
        #expect(failure(Self.screen(device, "columns: {supplementary: {}}"))?.path == "screen.splitView.columns.supplementary")
        #expect(failure(Self.screen(device, "topColumnForCollapsing: supplementary"))?.path == "screen.splitView.topColumnForCollapsing")
        #expect(failure(Self.screen(device, "preferredSupplementaryColumnWidth: 300"))?.diagnostic == .supplementaryInDoubleColumn)
        #expect(failure(Self.screen(device, "topColumnForCollapsing: supplementary"))?.diagnostic
            == .topColumnNotShown(roles: ["primary", "secondary"]))
        #expect(failure(Self.screen(device, "preferredPrimaryColumnWidthFraction: 1.5"))?.diagnostic == .fractionOutOfRange(value: 1.5))
        #expect(failure(Self.screen(device, "minimumPrimaryColumnWidth: 400\nmaximumPrimaryColumnWidth: 300"))?.diagnostic
            == .minimumAboveMaximum(column: "Primary", minimum: 400, maximum: 300))
        #expect(failure(Self.screen(device, "style: tripleColum"))?.diagnostic
            == .unknownValue(value: "tripleColum", suggestion: .similar("tripleColumn"), allowed: SplitViewStyle.allCases.map(\.rawValue)))
        #expect(failure(Self.screen(device, "preferedDisplayMode: automatic"))?.diagnostic
            == .unknownKey(key: "preferedDisplayMode", suggestion: .similar("preferredDisplayMode"), allowed: SpecKeys.splitView.names))
        let window = failure("screen:\n  device: {width: 1180, height: 820}\n  window: {width: 2000}\n  splitView: {}\n")
        #expect(window?.path == "screen.window.width")
        #expect(window?.diagnostic == .windowLargerThanScreen(window: 2000, screen: 1180))
        #expect(failure("screen:\n  device: {width: 1180}\n")?.diagnostic == .missingKey(key: "splitView"))
        #expect(failure("screen: {splitView: {}}\nsections: []\n")?.path == "sections")
        let offset = failure(Self.screen(device, "{}"), EnvironmentOverrides(contentOffset: Point(x: 0, y: 10)))
        #expect(offset?.path == "screen")
        #expect(offset?.diagnostic == .offsetFlagsOnScreen)
    }
}
