// libFuzzer entry point: the frames reader of `diff` and `--expect`, and a diff of what it reads
// against itself. Built only by `make fuzz` (Docs/Developing.md).
import FrameOutput
import FramesFormat
import LayoutCompilation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFramesReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = fuzzText(data, size), let dump = try? FramesDump(json: text) else { return 0 }
    let diff = FramesDiff(dump, dump, tolerance: 0.001)
    _ = diff.report(old: "a", new: "b")
    return 0
}
