import SwiftImport

/// The flags that say how a `.swift` spec is imported (Docs/Import.md, "Entry points, arguments and
/// given values"), taken alike by `import`, a direct compile and `render`.
enum ImportFlags {
    static let function = ArgumentParser.Option(
        names: ["--function"], takesValue: true, valueName: "NAME",
        help: "the function, method or property of a .swift spec that builds the layout, or Type.NAME (default: a "
            + "`// layout-compile: function NAME` comment, else the one whose result type is a layout)")
    static let argument = ArgumentParser.Option(
        names: ["--arg"], takesValue: true, repeatable: true, valueName: "NAME=EXPR",
        help: "the value of the parameter NAME of a .swift spec's layout function, a Swift expression (also from a "
            + "`// layout-compile: arg NAME = EXPR` comment)")
    static let given = ArgumentParser.Option(
        names: ["--given"], takesValue: true, repeatable: true, valueName: "EXPR=EXPR",
        help: "a value of the running app in a .swift spec: every occurrence of the left expression reads as the right "
            + "one (also from a `// layout-compile: given EXPR = EXPR` comment)")
    static let all = [function, argument, given]

    /// The import options the flags give.
    static func options(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> LayoutImporter.Options {
        var options = LayoutImporter.Options()
        options.functionName = parsed.value("--function")
        for text in parsed.values["--arg"] ?? [] {
            if let problem = options.directives.addArgument(text) { throw UsageError(message: "--arg: \(problem)") }
        }
        for text in parsed.values["--given"] ?? [] {
            if let problem = options.directives.addGiven(text) { throw UsageError(message: "--given: \(problem)") }
        }
        return options
    }
}
