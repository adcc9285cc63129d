// libFuzzer entry point: the YAML reader, on any bytes. Built only by `make fuzz` (Docs/Developing.md).
import SpecReading

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAMLReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = fuzzText(data, size) else { return 0 }
    _ = try? YAMLReader.read(text)
    return 0
}
