/// The bench's one table (Docs/Performance.md keeps it as printed): a row per path with its time,
/// the floor it is held against and that floor's time measured in the same run, their ratio, and
/// the process's heap and mapped files (`MemoryPeaks`). A Markdown table, padded to read in a terminal.
enum Table {
    static let columns: [(title: String, width: Int, left: Bool)] = [
        ("path", 62, true), ("time s", 7, false), ("floor", 30, true), ("floor s", 7, false), ("ratio", 5, false),
        ("heap MiB", 8, false), ("mapped MiB", 10, false),
    ]

    static func printHeader() {
        line(columns.map(\.title))
        print("|" + columns.map { String(repeating: "-", count: $0.width + 1) + ($0.left ? "-|" : ":|") }.joined())
    }

    /// One row; a figure not measured for the path prints as blank.
    static func row(_ path: String, seconds: Double, floor: String = "", floorSeconds: Double? = nil, ratio: Double? = nil,
                    memory: MemoryPeaks? = nil) {
        func mebibytes(_ kibibytes: Int?) -> String { kibibytes.map { String(Int((Double($0) / 1024).rounded())) } ?? "" }
        line([path, format3(seconds), floor, floorSeconds.map(format3) ?? "", ratio.map(format2) ?? "",
              mebibytes(memory?.heapKiB), mebibytes(memory?.mappedKiB)])
    }

    private static func line(_ cells: [String]) {
        var text = "|"
        for (cell, column) in zip(cells, columns) {
            text += " " + (column.left ? cell.padded(column.width) : cell.leftPadded(column.width)) + " |"
        }
        print(text)
    }
}

/// The pairs of a path held against another of the tool's own (the every-changed diff against the
/// identical one, `--expect` against the compile to a file, `read` against compile, the golden check
/// whose goldens all differ against the one whose goldens are the same): two paths of like cost,
/// whose ratio five pairs' median moved by a tenth from run to run on the shared machine; three of
/// them sit near their goal of 1 or 1.5.
let pairsAgainstOwnPath = 11

/// One whole-process path of the table: run against its floor in pairs, then once more for its memory.
func measureRow(_ path: String, runs: Int = 5, _ command: Command, floor: (name: String, command: Command)? = nil) -> Paired {
    let result = paired(runs: runs, command, floor: floor?.command)
    Table.row(path, seconds: result.seconds, floor: floor?.name ?? "", floorSeconds: result.floor, ratio: result.ratio,
              memory: sampledPeaks(command))
    return result
}
