// libFuzzer entry point: the whole compile path (read, decode, check the work, solve, write frames
// JSON and read it back) through `LayoutCompiler.compile`, the path the command runs, for layout
// specs and screen specs (their inline column layouts). Built only by `make fuzz` (Docs/Developing.md).
import FrameOutput
import FramesFormat
import LayoutCompilation
import LayoutEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = fuzzText(data, size) else { return 0 }
    let isJSON = text.unicodeScalars.first { !$0.properties.isWhitespace }.map { $0 == "{" } ?? false
    // No folder: a screen's columns give their layouts inline, a layout file is refused (the
    // fuzzer reads no files).
    let input = SpecInput(text: text, fileName: isJSON ? "spec.json" : "spec.yaml", directory: nil)
    guard let compiled = try? LayoutCompiler.compile(input) else { return 0 }
    let frames = FramesJSONWriter.write(compiled.result)
    guard (try? FramesDump(json: frames)) != nil else { fatalError("the frames JSON written cannot be read back") }
    return 0
}
