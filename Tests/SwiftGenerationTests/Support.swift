import Foundation
import SpecReading
@testable import SwiftGeneration

/// Examples, generation from text, and the toolchain's swiftc and swift-format.
enum Support {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Stubs")

    /// Every YAML example's name (without `.yaml`), sorted: the layout specs (`screenExampleNames`
    /// lists the screens).
    static func exampleNames() throws -> [String] {
        try allExampleNames().filter { !(try isScreen($0)) }
    }

    static func screenExampleNames() throws -> [String] {
        try allExampleNames().filter { try isScreen($0) }
    }

    private static func allExampleNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    private static func isScreen(_ name: String) throws -> Bool {
        ScreenDecoder.isScreen(try YAMLReader.read(try exampleText(name)))
    }

    static func exampleText(_ name: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("Examples/\(name).yaml"), encoding: .utf8)
    }

    /// The Swift `layout-compile swift` writes for the screen example `name` (its columns' layout
    /// files read beside it).
    static func screenSwift(_ name: String, functionPrefix: String, target: DeploymentTarget? = nil) throws -> String {
        let folder = packageRoot.appendingPathComponent("Examples")
        let screen = try ScreenDecoder.decode(try YAMLReader.read(try exampleText(name))) { path throws(Diagnostics) in
            do {
                let url = folder.appendingPathComponent(path)
                let text = try String(contentsOf: url, encoding: .utf8)
                return LoadedDocument(node: try YAMLReader.read(text), file: url.path, source: text)
            } catch {
                throw Diagnostics(SpecError(path: "", position: nil, .layoutFileUnreadable(path: path, .unreadable("\(error)"))))
            }
        }
        var options = SwiftLayoutGenerator.Options()
        options.specName = "\(name).yaml"
        options.minimumIOS = target
        // Distinct names for one module of several screens: every `make…` and column's row enum prefixed.
        var source = try ScreenSwiftGenerator.source(for: screen, options: options)
            .replacingOccurrences(of: " make", with: " make\(functionPrefix)")
        for column in ["Primary", "Supplementary", "Secondary", "Compact"] {
            source = source.replacingOccurrences(of: "\(column)Row", with: "\(functionPrefix)\(column)Row")
        }
        return source
    }

    static func describe(_ yaml: String, _ overrides: EnvironmentOverrides = EnvironmentOverrides()) throws -> LayoutDescription {
        try SpecDecoder.describe(try YAMLReader.read(yaml), overrides: overrides)
    }

    /// The Swift `layout-compile swift` writes for `yaml`.
    static func swift(_ yaml: String, specName: String = "spec.yaml", functionName: String = "makeLayout",
                      platform: SwiftPlatform = .uikit, decorationViewClass: String? = nil,
                      target: DeploymentTarget? = nil) throws -> String {
        var options = SwiftLayoutGenerator.Options()
        options.minimumIOS = target
        options.specName = specName
        options.functionName = functionName
        options.platform = platform
        options.defaultDecorationViewClass = decorationViewClass
        return try SwiftLayoutGenerator.source(for: try describe(yaml), options: options)
    }

    /// A tool of the toolchain: `$SWIFTC` / `$SWIFT_FORMAT`, else the first on PATH.
    static func tool(_ name: String, environmentKey: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[environmentKey] { return URL(fileURLWithPath: path) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs a tool; returns its exit status and what it printed (both streams).
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The stub modules of one deployment target, written into `directory`: Stubs/ with every
    /// declaration `@available(iOS, introduced:)` after the target, or `deprecated:` at or before
    /// it, left out (a whole block when the declaration opens one). Returns the folder for `-I`.
    static func stubs(for target: DeploymentTarget, in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent("stubs-ios\(target.rawValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: stubs.path) where name.hasSuffix(".swiftinterface") {
            let lines = try String(contentsOf: stubs.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
            try availableLines(lines, on: target).joined(separator: "\n")
                .write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        return folder
    }

    /// The lines of a stub that `target` has.
    static func availableLines(_ lines: [String], on target: DeploymentTarget) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("@available(iOS, "), let version = availabilityVersion(line) else {
                kept.append(lines[index])
                index += 1
                continue
            }
            let has = line.contains("introduced:") ? target.version >= version : target.version < version
            index += 1
            // The declaration, and its block when it opens one.
            var depth = 0
            repeat {
                guard index < lines.count else { break }
                depth += lines[index].filter { $0 == "{" }.count - lines[index].filter { $0 == "}" }.count
                if has { kept.append(lines[index]) }
                index += 1
            } while depth > 0
        }
        return kept
    }

    /// The version of an `@available(iOS, introduced: 15.4)` mark, minor version included (a
    /// target of 15 lacks what 15.4 introduced).
    static func availabilityVersion(_ line: String) -> IOSVersion? {
        let parts = line.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil else { return nil }
        return IOSVersion(major: major, minor: parts.count > 1 ? parts[1] ?? 0 : 0)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swift-generation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
