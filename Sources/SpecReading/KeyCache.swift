/// The short keys a reader has made, found again by their bytes: a spec repeats a few keys (`id`,
/// `height`, `items`) thousands of times, and making each string anew costs several times more than
/// finding it. One slot per hash of the bytes; a colliding key replaces the one there.
struct KeyCache {
    /// A key of up to 15 bytes packed into two words (little-endian), its length in the top byte of
    /// the second: equal packs are equal keys.
    private var slots = [(low: UInt64, high: UInt64, key: String)](repeating: (0, 0, ""), count: 64)

    /// The string of `source[range]` (valid UTF-8), from the cache when it holds it.
    mutating func key(in source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let count = range.count
        guard count < 16 else { return String(decoding: UnsafeBufferPointer(rebasing: source[range]), as: UTF8.self) }
        var low: UInt64 = 0
        var high = UInt64(count) << 56
        if range.lowerBound + 16 <= source.count {
            // Two words read at once (16 bytes are left from the key's start), the bytes past the
            // key masked off; little-endian, as the loop below packs them, on any machine.
            let raw = UnsafeRawBufferPointer(source)
            let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
            low = count >= 8 ? first : first & ((1 << (UInt64(count) * 8)) - 1)
            if count > 8 {
                let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: range.lowerBound + 8, as: UInt64.self))
                high |= second & ((1 << (UInt64(count - 8) * 8)) - 1)
            }
        } else {
            for (offset, byte) in source[range].enumerated() {
                if offset < 8 {
                    low |= UInt64(byte) << (offset * 8)
                } else {
                    high |= UInt64(byte) << ((offset - 8) * 8)
                }
            }
        }
        let slot = Int(truncatingIfNeeded: ((low ^ high) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if slots[slot].low == low, slots[slot].high == high { return slots[slot].key }
        let key = String(decoding: UnsafeBufferPointer(rebasing: source[range]), as: UTF8.self)
        slots[slot] = (low, high, key)
        return key
    }
}
