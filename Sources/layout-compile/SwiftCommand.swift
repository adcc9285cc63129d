import LayoutCompilation
import LayoutEngine
import SpecReading
import SwiftGeneration

/// `layout-compile swift SPEC`: the Swift source that builds the spec's layout.
struct SwiftCommand {
    static let decorationViewClass = ArgumentParser.Option(
        names: ["--decoration-view-class"], takesValue: true, repeatable: true, valueName: "[KIND=]CLASS",
        help: "the view class registered for decoration KIND (for every kind without KIND=); default UICollectionReusableView "
            + "(NSView for appkit). Repeatable. A KIND no decoration of the spec has is warned about.")

    static let help = CommandHelp(
        name: "swift", summary: "Swift source building the layout with UIKit",
        synopsis: """
            SPEC [-o Layout.swift] [--name makeLayout] [--platform uikit|appkit]
            [--min-ios 14|15|16|17|18|26] [--decoration-view-class [KIND=]CLASS]...
            [--design glass|classic] [--allow-files DIR]...
            """,
        description: """
            Writes Swift source that builds the spec's layout with UIKit's UICollectionViewCompositionalLayout
            (or AppKit's NSCollectionViewCompositionalLayout): a function returning the layout, with a section
            provider when sections differ or adapt conditions exist. What the platform cannot express is an
            error naming the spec path and line:column (exit 65). See Docs/SwiftGeneration.md.
            """,
        options: [
            .init(names: ["-o", "--output"], takesValue: true, valueName: "F", help: "write to F instead of standard output",
                  completion: .anyFile),
            .init(names: ["--name"], takesValue: true, valueName: "N",
                  help: "the function's name (default makeLayout; the cell code's names are made from it: makeFeedLayout, "
                      + "FeedRow, makeFeedCellRegistration); a screen's functions have their own names (makeSplitViewController), "
                      + "so it is refused for a screen"),
            .init(names: ["--platform"], takesValue: true, valueName: "P", help: "uikit (default) or appkit",
                  completion: .words(SwiftPlatform.allCases.map(\.rawValue))),
            .init(names: ["--min-ios"], takesValue: true, valueName: "V",
                  help: "the app's deployment target: \(DeploymentTarget.spelled); the code calls only API that iOS has and has not "
                      + "deprecated (default: the lowest the spec's features need, said in the header). What V lacks is an error (exit 65)",
                  completion: .words(DeploymentTarget.allCases.map { String($0.rawValue) })),
            decorationViewClass,
            .init(names: ["--design"], takesValue: true, valueName: "D",
                  help: "\(EnvironmentFlags.designNames): the list design the spec is read in. The code is the same in both: "
                      + "UIKit picks the design from the app's SDK and Info.plist.",
                  completion: .words(Design.allCases.map(\.rawValue))),
            FileAccess.option, CommonFlags.help,
        ],
        operands: .specs)
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }

    var specPath: String
    var outputPath: String?
    var options = SwiftLayoutGenerator.Options()
    /// Whether `--name` was given: a screen's functions have names of their own.
    var namesFunction = false
    /// The folders the files a spec names may lie in (`--allow-files`).
    var files: FileAccess
    /// `--design`: the spec is read in it (its warnings and errors are those of that design).
    var overrides = EnvironmentOverrides()

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else { throw UsageError(message: "swift expects one SPEC (or - for stdin)") }
        specPath = parsed.positional[0]
        outputPath = parsed.value("--output")
        files = try FileAccess(parsed)
        try Self.readGeneratorOptions(parsed, into: &options)
        overrides.design = try EnvironmentFlags.design(parsed)
        if let name = parsed.value("--name") {
            guard SwiftIdentifier.isValid(name) else { throw UsageError(message: "--name expects a Swift identifier, got '\(name)'") }
            options.functionName = name
            namesFunction = true
        }
    }

    /// The options `swift` and `xctest` share: the platform, the deployment target and the
    /// decoration view classes.
    static func readGeneratorOptions(_ parsed: ArgumentParser.Parsed, into options: inout SwiftLayoutGenerator.Options) throws(UsageError) {
        if let platform = parsed.value("--platform") {
            guard let chosen = SwiftPlatform(rawValue: platform) else {
                throw UsageError(message: "unknown --platform '\(platform)': expected uikit or appkit")
            }
            options.platform = chosen
        }
        if let version = parsed.value("--min-ios") {
            guard let target = DeploymentTarget(version: version) else {
                throw UsageError(message: "unknown --min-ios '\(version)': expected \(DeploymentTarget.spelled)")
            }
            guard options.platform == .uikit else { throw UsageError(message: "--min-ios is iOS's: --platform appkit takes none") }
            options.minimumIOS = target
        }
        for text in parsed.values["--decoration-view-class"] ?? [] {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard let viewClass = parts.last, SwiftIdentifier.isValid(viewClass, dotted: true), parts.allSatisfy({ !$0.isEmpty }) else {
                throw UsageError(message: "--decoration-view-class expects CLASS or KIND=CLASS with a Swift type name, got '\(text)'")
            }
            // One kind (or the default) given two classes is refused rather than one of them kept.
            let earlier = parts.count == 2 ? options.decorationViewClasses[parts[0]] : options.defaultDecorationViewClass
            if let earlier, earlier != viewClass {
                throw UsageError(message: "--decoration-view-class gives \(parts.count == 2 ? "the kind '\(parts[0])'" : "every kind") "
                                     + "two classes, \(earlier) and \(viewClass); give each once")
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
        let spec = try SpecSource.load(specPath, files: files)
        if namesFunction && ScreenDecoder.isScreen(spec.document) {
            throw UsageError(message: "--name names a layout's function; a screen's are makeSplitViewController and "
                                 + "make<Column>Layout (Docs/SwiftGeneration.md, \"Screens\")").failure("layout-compile swift")
        }
        try Self.generate(spec, to: outputPath, in: [overrides], options: options, screens: { screen, specName throws(Diagnostics) in
            options.specName = specName
            return try ScreenSwiftGenerator.source(for: screen, options: options)
        }) { descriptions, specName throws(Diagnostics) in
            options.specName = specName
            return try SwiftLayoutGenerator.source(for: descriptions[0], options: options)
        }
    }

    /// The steps `swift` and `xctest` share: describe the spec read in each environment (or
    /// compile it as a screen, for `screens`); `check` the command line against what is described
    /// (xctest: an `--orthogonal-offset` section the layout lacks is exit 64); print the warnings (a `--decoration-view-class` kind
    /// no decoration has and, with `specWarnings`, the spec's own in each environment); generate;
    /// and write to -o. A spec the generator refuses is exit 65 with the positioned message.
    static func generate(_ spec: ParsedSpec, to outputPath: String?,
                         in environments: [EnvironmentOverrides], options: SwiftLayoutGenerator.Options,
                         specWarnings: WarningReport? = nil,
                         check: ([LayoutDescription]) throws(CommandFailure) -> Void = { _ in },
                         screens: ((CompiledScreen, _ specName: String) throws(Diagnostics) -> String)? = nil,
                         _ generator: ([LayoutDescription], _ specName: String) throws(Diagnostics) -> String) throws(CommandFailure) {
        let (text, name) = (spec.input.text, spec.input.fileName)
        var screen: CompiledScreen?
        var descriptions: [LayoutDescription] = []
        if screens != nil, ScreenDecoder.isScreen(spec.document),
           case .screen(let compiled) = try SpecSource.decode(spec, overrides: EnvironmentOverrides()) {
            screen = compiled
            descriptions = compiled.columns.compactMap(\.description)
        } else {
            for overrides in environments {
                descriptions.append(try SpecSource.describe(spec, overrides: overrides))
            }
        }
        try check(descriptions)
        var lines = unusedDecorationKinds(options, descriptions)
        if specWarnings != nil { lines += warnings(descriptions, file: name, source: text) }
        try (specWarnings ?? WarningReport(asErrors: false)).emit(lines)
        let source: String
        do {
            if let screen, let screens {
                source = try screens(screen, SpecFiles.fileName(name))
            } else {
                source = try generator(descriptions, SpecFiles.fileName(name))
            }
        } catch {
            throw SpecSource.failure(error, text: text, name: name)
        }
        try OutputFile.emit(source, to: outputPath)
    }

    /// `--decoration-view-class KIND=CLASS` for a kind no decoration of the spec has, in any
    /// `adapt` branch (a misspelt kind, most likely): it registers nothing, so it is warned about.
    static func unusedDecorationKinds(_ options: SwiftLayoutGenerator.Options, _ descriptions: [LayoutDescription]) -> [String] {
        let kinds = Set(descriptions.flatMap(SwiftLayoutGenerator.decorationKinds))
        return options.decorationViewClasses.filter { !kinds.contains($0.key) }.sorted { $0.key < $1.key }.map { kind, viewClass in
            WarningReport.commandLine("--decoration-view-class \(kind)=\(viewClass): no decoration of the spec has the kind "
                                      + "'\(kind)', so it registers nothing")
        }
    }

    /// The spec's warnings in each environment, as `compile` prints them: of the frames solved
    /// there (the ones the generated test embeds); with several, each once with its widths.
    static func warnings(_ descriptions: [LayoutDescription], file: String, source: String) -> [String] {
        let solved = descriptions.map { description in
            let spec = CompiledDocument.layout(description.compiled())
            return (width: description.environment.width, lines: WarningReport.render(spec.warnings(solving: spec.solve(), file: file, source: source)))
        }
        if solved.count == 1 { return solved[0].lines }
        var byWidth = WarningsByWidth()
        for (width, lines) in solved { byWidth.add(lines, width: width) }
        return byWidth.lines
    }
}
