import SpecReading
import SwiftGeneration

/// `layout-compile swift SPEC`: the Swift source that builds the spec's layout.
struct SwiftCommand {
    static let parser = ArgumentParser(options: [
        .init(names: ["-o", "--output"], takesValue: true),
        .init(names: ["--name"], takesValue: true),
        .init(names: ["--platform"], takesValue: true),
        .init(names: ["--decoration-view-class"], takesValue: true, repeatable: true),
        .init(names: ["-h", "--help"], takesValue: false),
    ])

    static let usage = """
        USAGE: layout-compile swift SPEC [-o Layout.swift] [--name makeLayout] [--platform uikit|appkit]
                                    [--decoration-view-class [KIND=]CLASS]...

        Writes Swift source that builds the spec's layout with UIKit's UICollectionViewCompositionalLayout
        (or AppKit's NSCollectionViewCompositionalLayout): a function returning the layout, with a section
        provider when sections differ or adapt conditions exist. What the platform cannot express is an
        error naming the spec path and line:column (exit 65). See Docs/SwiftGeneration.md.

        OPTIONS:
          -o, --output F   write to F instead of standard output
          --name N         the function's name (default makeLayout)
          --platform P     uikit (default) or appkit
          --decoration-view-class [KIND=]CLASS
                           the view class registered for decoration KIND (for every kind without KIND=);
                           default UICollectionReusableView (NSView for appkit). Repeatable.
        """

    var specPath: String
    var outputPath: String?
    var options = SwiftLayoutGenerator.Options()

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else { throw UsageError(message: "swift expects one SPEC (or - for stdin)") }
        specPath = parsed.positional[0]
        outputPath = parsed.value("--output")
        try Self.readGeneratorOptions(parsed, into: &options)
        if let name = parsed.value("--name") {
            guard SwiftIdentifier.isValid(name) else { throw UsageError(message: "--name expects a Swift identifier, got '\(name)'") }
            options.functionName = name
        }
    }

    /// The options `swift` and `xctest` share: the platform and the decoration view classes.
    static func readGeneratorOptions(_ parsed: ArgumentParser.Parsed, into options: inout SwiftLayoutGenerator.Options) throws(UsageError) {
        if let platform = parsed.value("--platform") {
            guard let chosen = SwiftPlatform(rawValue: platform) else {
                throw UsageError(message: "unknown --platform '\(platform)': expected uikit or appkit")
            }
            options.platform = chosen
        }
        for text in parsed.values["--decoration-view-class"] ?? [] {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard let viewClass = parts.last, SwiftIdentifier.isValid(viewClass, dotted: true), parts.allSatisfy({ !$0.isEmpty }) else {
                throw UsageError(message: "--decoration-view-class expects CLASS or KIND=CLASS with a Swift type name, got '\(text)'")
            }
            if parts.count == 2 {
                options.decorationViewClasses[parts[0]] = viewClass
            } else {
                options.defaultDecorationViewClass = viewClass
            }
        }
    }

    func run() throws(CommandFailure) {
        var options = options
        try Self.generate(specPath, to: outputPath, in: [EnvironmentOverrides()], screens: { screen, specName throws(SpecError) in
            options.specName = specName
            return try ScreenSwiftGenerator.source(for: screen, options: options)
        }) { descriptions, specName throws(SpecError) in
            options.specName = specName
            return try SwiftLayoutGenerator.source(for: descriptions[0], options: options)
        }
    }

    /// The steps `swift` and `xctest` share: read SPEC, describe it in each environment (or
    /// compile it as a screen, for `screens`), generate, and write to -o; a spec the generator
    /// refuses is exit 65 with the positioned message.
    static func generate(_ specPath: String, to outputPath: String?, in environments: [EnvironmentOverrides],
                         screens: ((CompiledScreen, _ specName: String) throws(SpecError) -> String)? = nil,
                         _ generator: ([LayoutDescription], _ specName: String) throws(SpecError) -> String) throws(CommandFailure) {
        let (text, name) = try SpecSource.read(specPath)
        let document = try SpecSource.parse(text, name: name)
        let source: String
        if let screens, ScreenDecoder.isScreen(document),
           case .screen(let screen) = try SpecSource.decode(document, text: text, name: name, overrides: EnvironmentOverrides()) {
            do {
                source = try screens(screen, SpecSource.fileName(name))
            } catch {
                throw SpecSource.failure(error, text: text, name: name)
            }
        } else {
            var descriptions: [LayoutDescription] = []
            for overrides in environments {
                descriptions.append(try SpecSource.describe(document, text: text, name: name, overrides: overrides))
            }
            do {
                source = try generator(descriptions, SpecSource.fileName(name))
            } catch {
                throw SpecSource.failure(error, text: text, name: name)
            }
        }
        try OutputFile.emit(source, to: outputPath)
    }
}
