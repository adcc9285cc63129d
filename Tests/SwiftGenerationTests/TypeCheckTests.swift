import Foundation
import SpecReading
import Testing
@testable import SwiftGeneration

/// The generated Swift compiled against Stubs/: UIKit's, AppKit's and XCTest's API as Apple
/// documents them, declarations only. One swiftc run type-checks every example (UIKit and AppKit)
/// and two generated frames tests, in Swift 6 mode (main-actor isolation included).
@Suite struct TypeCheckTests {

    /// What the examples do not reach: long kinds and names, many subitems, big and negative numbers,
    /// deep nesting, many custom frames, many conditions, so that every way a line breaks is linted.
    static let stress = """
        configuration:
          scrollDirection: horizontal
          contentInsetsReference: layoutMargins
          boundarySupplementaryItems:
            - {kind: a-layout-header-kind-with-a-rather-long-name-for-a-header, size: {width: fractionalWidth(1), height: estimated(1234567)},
               alignment: bottomTrailing, absoluteOffset: [-1234567.5, 0.3333333333333333], zIndex: -1000000}
        section:
          group:
            size: {width: fractionalWidth(0.3333333333333333), height: fractionalHeight(0.6666666666666666)}
            subitems:
              - item: {size: {width: absolute(10), height: absolute(10)}, contentInsets: {top: -0.5, leading: 1234567, bottom: 0.25, trailing: 9999999}}
              - item: {size: {width: absolute(20), height: absolute(10)}, edgeSpacing: {leading: flexible(0.3333333333333333), top: fixed(1234567), trailing: flexible(2), bottom: fixed(3)}}
              - item:
                  size: {width: absolute(30), height: absolute(10)}
                  supplementaryItems:
                    - {kind: badge-with-a-long-kind-name, size: {width: fractionalWidth(0.3333333333333333), height: fractionalHeight(0.3333333333333333)},
                       containerAnchor: {edges: [top, leading, bottom, trailing], fractionalOffset: [-0.3333333333333333, 0.6666666666666666]},
                       itemAnchor: {edges: [bottom], absoluteOffset: [1234567.25, -7654321.75]}, zIndex: 7}
              - group:
                  axis: vertical
                  size: {width: absolute(40), height: absolute(40)}
                  subitems:
                    - group:
                        axis: custom
                        size: {width: absolute(40), height: absolute(40)}
                        frames:
                          - {x: 1234567.5, y: 7654321.25, width: 1000000, height: 0.3333333333333333, zIndex: 3}
                          - {x: 0, y: 0, width: 1, height: 1}
                          - {x: -5, y: -6, width: 7, height: 8, zIndex: -9}
              - item: {size: {width: absolute(50), height: absolute(10)}}
              - item: {size: {width: absolute(60), height: absolute(10)}}
            interItemSpacing: flexible(0.3333333333333333)
            supplementaryItems:
              - {kind: group-badge, size: {width: absolute(5), height: absolute(5)}, containerAnchor: {edges: []}}
          decorationItems: [{kind: background-decoration-kind-with-a-long-name, contentInsets: {top: 1234567, leading: -2, bottom: 3, trailing: 4}, zIndex: -2}]
          adapt:
            - when: {width: ">= 1234567.5", height: "< 0.3333333333333333", horizontalSizeClass: regular, verticalSizeClass: compact, layoutDirection: rightToLeft}
              interGroupSpacing: 1234567
              supplementariesFollowContentInsets: false
              contentInsetsReference: readableContent
              orthogonalScrollingBehavior: groupPagingCentered
        sections:
          - {id: first-section-with-a-long-identifier-name-that-keeps-going-and-going, items: 3}
          - {items: 1, boundarySupplementaryItems: [], contentInsets: 1}
          - {items: 2, contentInsets: {leading: 1}}
        \((4...40).map { "  - {items: 1, contentInsets: \($0 % 2)}" }.joined(separator: "\n"))
        """

    /// Lists with cell content: every style, accessory and property, many rows alike.
    static let contentStress = """
        sections:
          - list: {appearance: insetGrouped, headerMode: firstItemInSection, footerMode: supplementary, showsSeparators: false}
            items:
              - content: {style: groupedHeader, text: "Settings"}
              - content: {style: valueCell, image: {size: [29, 29], symbol: false}, text: {string: "A rather long title of a cell that wraps onto a second line", lines: 0},
                          secondaryText: "Value", directionalLayoutMargins: {top: 1, leading: 2, bottom: 3, trailing: 4}, imageToTextPadding: 5,
                          textToSecondaryTextVerticalPadding: 6, textToSecondaryTextHorizontalPadding: 7,
                          imageProperties: {reservedLayoutSize: [40, 0]},
                          accessories: [disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, detail,
                                        {kind: label, text: "Label text"}, {kind: customView, size: [20, 20], placement: leading}]}
        \((2...40).map { _ in "      - content: {style: subtitleCell, image: [22, 22], text: \"Row\", secondaryText: \"Detail\"}" }.joined(separator: "\n"))
          - list: {appearance: sidebar}
            items: [{content: {style: sidebarCell, text: "A"}}, {content: {style: sidebarSubtitleCell, text: "B", secondaryText: "C"}},
                    {content: {style: header, text: "D"}}, {content: {style: footer, text: "E"}}, {content: {style: groupedFooter, text: "F"}},
                    {content: {style: prominentInsetGroupedHeader, text: "G"}}, {content: {style: extraProminentInsetGroupedHeader, text: "H"}},
                    {content: {style: cell, text: "I"}}]
        """

    /// Writes every file generated for `target` into `directory` (AppKit's, which take no target,
    /// with the lowest's); returns their paths. What needs a later iOS is left out.
    func writeGeneratedFiles(to directory: URL, target: DeploymentTarget) throws -> [String] {
        let directory = directory.appendingPathComponent("ios\(target.rawValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        var refusedByAppKit = 0
        func write(_ name: String, _ source: @autoclosure () throws -> String) throws {
            do {
                let url = directory.appendingPathComponent(name)
                try source().write(to: url, atomically: false, encoding: .utf8)
                paths.append(url.path)
            } catch let error as Diagnostics where error.message.contains("--min-ios") {
                // Needs a later iOS: refused at its place in the spec.
                #expect(error.position != nil, "\(name): \(error)")
            }
        }
        for name in try Support.exampleNames() {
            let yaml = try Support.exampleText(name)
            let identifier = SwiftSyntax.typeName(name) ?? name
            // Distinct names: one module holds them all; their helpers are private to each file.
            try write("uikit-\(name).swift", try Support.swift(yaml, specName: "\(name).yaml", functionName: "make\(identifier)Layout",
                                                               target: target))
            guard target == DeploymentTarget.lowest else { continue }
            do {
                try write("appkit-\(name).swift", try Support.swift(yaml, specName: "\(name).yaml", functionName: "make\(identifier)AppKitLayout",
                                                                    platform: .appkit, decorationViewClass: "NSView"))
            } catch let error as Diagnostics {
                // What AppKit lacks (lists, cell content, trait conditions) is refused at its place.
                #expect(error.message.hasPrefix("AppKit") && error.position != nil, "\(name): \(error)")
                #expect(yaml.contains("list") || yaml.contains("SizeClass") || yaml.contains("layoutDirection"), "\(name): \(error)")
                refusedByAppKit += 1
            }
        }
        for name in try Support.screenExampleNames() {
            try write("screen-\(name).swift", try Support.screenSwift(name, functionPrefix: SwiftSyntax.typeName(name) ?? name, target: target))
        }
        try write("uikit-stress.swift", try Support.swift(Self.stress, specName: "stress.yaml", functionName: "makeAVeryLongLayoutFunctionNameForTheStressSpec",
                                                          target: target))
        try write("uikit-content-stress.swift", try Support.swift(Self.contentStress, specName: "content.yaml", functionName: "makeContentStressLayout",
                                                                  target: target))
        #expect(refusedByAppKit >= 4 || target != DeploymentTarget.lowest)
        guard target >= XCTestGenerator.lowest else { return paths }
        for (name, widths, className) in [("orthogonal-scrolling", [390.0, 1024], "OrthogonalFramesTests"),
                                          ("plain-list-pinned-headers", [390], "ListFramesTests"),
                                          ("cell-content", [390, 430], "CellContentFramesTests")] {
            var options = XCTestGenerator.Options()
            options.layout.specName = "\(name).yaml"
            options.layout.minimumIOS = target
            options.className = className
            options.rectQueries = [.init(x: 0, y: 0, width: 390, height: 300)]
            let yaml = try Support.exampleText(name)
            let descriptions = try widths.map { width in try Support.describe(yaml, EnvironmentOverrides(width: width)) }
            try write("xctest-\(name).swift", try XCTestGenerator.source(for: descriptions, options: options))
        }
        // The app's own layout, checked with Swift Testing and recorded; the app's code beside it.
        for (name, framework, className) in [("grid", TestFramework.swiftTesting, "AppLayoutFramesTests"),
                                             ("cell-content", .xctest, "RecordedFramesTests")] {
            var options = XCTestGenerator.Options()
            options.layout.specName = "\(name).yaml"
            options.layout.minimumIOS = target
            options.className = className
            options.framework = framework
            options.appLayout = framework == .swiftTesting ? "FeedViewController.makeLayout()" : nil
            // A spec whose JSON holds what would end a raw string or interpolate in one.
            options.recording = ("/tmp/recorded \"cases\"", ##"{"sections": [{"items": 1, "note": "\\#(x) \"\"\"#"}]}"##)
            let description = try Support.describe(try Support.exampleText(name))
            try write("recorded-\(name).swift", try XCTestGenerator.source(for: [description], options: options))
        }
        try write("app-layout.swift", """
            import UIKit

            enum FeedViewController {
              @MainActor static func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
              }
            }

            """)
        return paths
    }

    static func typeCheck(_ files: [String], target: DeploymentTarget, in directory: URL) throws -> (status: Int32, output: String) {
        let swiftc = try #require(Support.tool("swiftc", environmentKey: "SWIFTC"), "no swiftc on PATH (or set SWIFTC)")
        let stubs = try Support.stubs(for: target, in: directory)
        return try Support.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", stubs.path,
                                        "-module-cache-path", directory.appendingPathComponent("cache-\(target.rawValue)").path] + files)
    }

    /// Every file, for every target, against that target's stubs: what that iOS has and has not deprecated.
    @Test(arguments: DeploymentTarget.allCases)
    func everyGeneratedFileTypeChecksAgainstTheDocumentedAPI(target: DeploymentTarget) throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try writeGeneratedFiles(to: directory, target: target)
        #expect(files.count >= 18 + 5 + 1 + (target == DeploymentTarget.lowest ? 14 : 4))
        let outcome = try Self.typeCheck(files, target: target, in: directory)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// The check is not vacuous: a call a target lacks fails to type-check against its stubs
    /// (iOS 16's `repeatingSubitem:count:` before 16, the deprecated `subitem:count:` from 16 on).
    @Test(arguments: [(DeploymentTarget.iOS15, "repeatingSubitem"), (.iOS16, "subitem")])
    func codeOutsideTheTargetsAPIFails(target: DeploymentTarget, label: String) throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("wrong.swift")
        try """
            import UIKit

            @MainActor func wrong(size: NSCollectionLayoutSize, item: NSCollectionLayoutItem) -> NSCollectionLayoutGroup {
              NSCollectionLayoutGroup.horizontal(layoutSize: size, \(label): item, count: 2)
            }
            """.write(to: file, atomically: false, encoding: .utf8)
        let outcome = try Self.typeCheck([file.path], target: target, in: directory)
        #expect(outcome.status != 0)
        #expect(outcome.output.contains("wrong.swift:4"))
    }

    /// Formatted as swift-format's default configuration formats it: `swift-format lint --strict`
    /// finds nothing in any generated file or golden.
    @Test func generatedCodeIsSwiftFormatClean() throws {
        let swiftFormat = try #require(Support.tool("swift-format", environmentKey: "SWIFT_FORMAT"), "no swift-format on PATH (or set SWIFT_FORMAT)")
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let goldens = try (Support.exampleNames() + Support.screenExampleNames()).map { Support.packageRoot.appendingPathComponent("Examples/swift/\($0).swift").path }
        // The screens' type-check copies are renamed (longer lines); their goldens are linted as written.
        let generated = try DeploymentTarget.allCases.flatMap { try writeGeneratedFiles(to: directory, target: $0) }
            .filter { !$0.contains("/screen-") }
        let outcome = try Support.run(swiftFormat, ["lint", "--strict"] + generated + goldens)
        #expect(outcome.status == 0, "\(outcome.output)")
    }
}

/// Every measured UIKit reference case (the conformance fixtures) as generated Swift: it must
/// generate, type-check against the documented API and be swift-format clean, like the examples.
@Suite struct ReferenceCaseCodeTests {
    @Test func everyReferenceCaseGeneratesCleanSwift() throws {
        let fixtures = Support.packageRoot.appendingPathComponent("Tests/ConformanceTests/Fixtures")
        let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
        let cases = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        #expect(cases.count >= 200)
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (index, url) in cases.enumerated() {
            let document = try JSONReader.read(try String(contentsOf: url, encoding: .utf8))
            let spec = try #require(document["spec"], "\(url.lastPathComponent) has no spec")
            var options = SwiftLayoutGenerator.Options()
            options.functionName = "makeCase\(index)"
            options.specName = url.lastPathComponent
            let file = directory.appendingPathComponent("case\(index).swift")
            try SwiftLayoutGenerator.source(for: try SpecDecoder.describe(spec), options: options).write(to: file, atomically: false, encoding: .utf8)
            files.append(file.path)
        }
        let typeCheck = try TypeCheckTests.typeCheck(files, target: DeploymentTarget.lowest, in: directory)
        #expect(typeCheck.status == 0, "\(typeCheck.output)")
        let swiftFormat = try #require(Support.tool("swift-format", environmentKey: "SWIFT_FORMAT"))
        let lint = try Support.run(swiftFormat, ["lint", "--strict"] + files)
        #expect(lint.status == 0, "\(lint.output)")
    }
}
