import LayoutEngine

/// The package's entry point for a Swift test target or tool that wants frames without the
/// command: a spec's text in, the solved layout out (Docs/Library.md).
///
/// ```swift
/// import SpecReading
/// let result = try LayoutCompiler.frames(yaml: spec, width: 390)
/// let first = result.elements[0].frame
/// ```
/// `FrameOutput` adds `LayoutCompiler.framesJSON(yaml:width:)`, the frames JSON the command prints.
public enum LayoutCompiler {
    /// Compiles a YAML (or JSON: JSON is YAML) spec and solves it. `width` and `overrides` change
    /// the spec's environment as the command's flags do (a screen spec's device). A screen spec
    /// (Docs/Screens.md) gives its columns' layouts inline: there is no folder to read a layout
    /// file from. Errors carry the spec path and line:column; `SpecError.rendered(file:source:)`
    /// prints them as the command does.
    public static func frames(yaml text: String, width: Double? = nil,
                              overrides: EnvironmentOverrides = EnvironmentOverrides()) throws(SpecError) -> LayoutResult {
        var overrides = overrides
        if let width { overrides.width = width }
        let document: DocumentNode
        do {
            document = try YAMLReader.read(text)
        } catch {
            throw SpecError(path: "", position: error.position, message: error.message)
        }
        if ScreenDecoder.isScreen(document) {
            let inlineOnly: ScreenDecoder.Loader = { path throws(SpecError) in
                throw SpecError(path: "", position: nil,
                                message: "cannot read the layout file '\(path)': LayoutCompiler takes a screen's column layouts inline")
            }
            let screen = try ScreenDecoder.decode(document, overrides: overrides, load: inlineOnly)
            return ScreenSolver().solve(screen.arrangement, device: screen.device, layouts: screen.layouts)
        }
        let spec = try SpecDecoder.decode(document, overrides: overrides)
        return LayoutSolver().solve(spec.layout, in: spec.environment)
    }
}
