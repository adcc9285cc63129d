// libFuzzer entry point: the whole compile path (read, decode, check the work, solve, write frames
// JSON and read it back), as the command runs it, for layout specs and screen specs (their inline
// column layouts). Built only by `make fuzz` (Docs/Developing.md).
import FrameOutput
import LayoutEngine
import SpecReading

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = fuzzText(data, size) else { return 0 }
    let isJSON = text.unicodeScalars.first { !$0.properties.isWhitespace }.map { $0 == "{" } ?? false
    guard let document = try? (isJSON ? JSONReader.read(text) : YAMLReader.read(text)) else { return 0 }
    let result: LayoutResult
    if ScreenDecoder.isScreen(document) {
        // A screen's inline column layouts; a layout file is refused (the fuzzer reads no files).
        let noFiles: ScreenDecoder.Loader = { path throws(SpecError) in
            throw SpecError(path: "layout", position: nil, message: "no files while fuzzing: \(path)")
        }
        guard let screen = try? ScreenDecoder.decode(document, load: noFiles) else { return 0 }
        result = ScreenSolver().solve(screen.arrangement, device: screen.device, layouts: screen.layouts)
    } else {
        guard let spec = try? SpecDecoder.decode(document) else { return 0 }
        result = LayoutSolver().solve(spec.layout, in: spec.environment)
    }
    let frames = FramesJSONWriter.write(result)
    guard (try? FramesDump(json: frames)) != nil else { fatalError("the frames JSON written cannot be read back") }
    return 0
}
