// Shared by the libFuzzer entry points (Docs/Developing.md, "Fuzzing").
import SpecReading

/// The input as the command would read it: text when it is UTF-8 within the size limit, else nil.
func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> String? {
    try? SourceText.decode(Array(UnsafeBufferPointer(start: data, count: size)))
}
