import LayoutEngine
import SpecReading

extension LayoutCompiler {
    /// The frames JSON `layout-compile SPEC` prints for a YAML (or JSON) spec (Docs/Library.md).
    public static func framesJSON(yaml text: String, width: Double? = nil,
                                  overrides: EnvironmentOverrides = EnvironmentOverrides()) throws(SpecError) -> String {
        FramesJSONWriter.write(try frames(yaml: text, width: width, overrides: overrides))
    }
}
