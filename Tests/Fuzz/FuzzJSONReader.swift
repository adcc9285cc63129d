// libFuzzer entry point: the JSON reader, on any bytes. Built only by `make fuzz` (Docs/Developing.md).
import SpecReading

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = fuzzText(data, size) else { return 0 }
    _ = try? JSONReader.read(text)
    return 0
}
