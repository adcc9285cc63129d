/// A set of change groups' keys (`ChangeGroups.GroupKey`) that says for certain when a key is not
/// in it, by the keys' mixed hashes in a table of at least four slots a key: once
/// `ChangeGroups.groupLimit` groups are made, most changes of a varied kind have a key no group
/// has, and are found to have none without hashing the key for the dictionary.
struct GroupKeyFilter {
    /// Each key's mixed hash with its low bit set (0: an empty slot), at the slot its hash picks or the next free one.
    private var slots: [UInt64]
    private let mask: Int

    init(_ keys: some Collection<ChangeGroups.GroupKey>) {
        var size = 16
        while size < keys.count * 4 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        for key in keys {
            let hash = key.mixedHash | 1
            var slot = Int(truncatingIfNeeded: hash >> 32) & mask
            while slots[slot] != 0, slots[slot] != hash { slot = (slot + 1) & mask }
            slots[slot] = hash
        }
    }

    /// False when `key` is not in the set; true when it may be (its hash is: look it up).
    func mayContain(_ key: ChangeGroups.GroupKey) -> Bool {
        let hash = key.mixedHash | 1
        var slot = Int(truncatingIfNeeded: hash >> 32) & mask
        while slots[slot] != 0 {
            if slots[slot] == hash { return true }
            slot = (slot + 1) & mask
        }
        return false
    }
}
