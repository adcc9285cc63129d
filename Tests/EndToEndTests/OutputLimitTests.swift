import Foundation
import Testing

/// `--max-output-bytes`: a clear error and no partial file, and large frames files read back whole.
@Suite struct OutputLimitTests {
    @Test func outputOverTheLimitIsExit73AndLeavesNoFile() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let target = directory.appendingPathComponent("grid.json").path
        let outcome = try CommandRunner.run(["Examples/grid.yaml", "--max-output-bytes", "1000", "-o", target])
        #expect(outcome.status == 73)
        #expect(outcome.stderr.contains("larger than 1000 bytes (--max-output-bytes)"))
        #expect(outcome.stderr.contains("nothing was written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(try CommandRunner.run(["Examples/grid.yaml", "--max-output-bytes", "0"]).status == 64)
        #expect(try CommandRunner.run(["Examples/grid.yaml", "--max-output-bytes", "100000", "-o", target]).status == 0)
    }

    @Test func diffReadsFramesFilesLargerThanASpecMayBe() throws {
        // 70 cells with ids of 1 MiB each: a frames dump past the 64 MiB a spec may take.
        let directory = try CommandRunner.temporaryDirectory()
        let frames = directory.appendingPathComponent("big.json")
        let id = String(repeating: "x", count: 1 << 20)
        let cells = (0..<70).map { item in
            "    {\"category\": \"cell\", \"section\": 0, \"item\": \(item), \"id\": \"\(id)\(item)\", "
                + "\"x\": 0, \"y\": \(item * 44), \"width\": 390, \"height\": 44, \"zIndex\": 0}"
        }
        try ("""
            {
              "format": "layout-compile/frames", "version": 1,
              "container": {"width": 390, "height": 844}, "scale": 3,
              "scrollDirection": "vertical", "contentOffset": {"x": 0, "y": 0},
              "contentSize": {"width": 390, "height": 3080},
              "sections": [
                {"section": 0, "x": 0, "y": 0, "width": 390, "height": 3080}
              ],
              "elements": [

            """ + cells.joined(separator: ",\n") + "\n  ]\n}\n").write(to: frames, atomically: false, encoding: .utf8)
        let size = try FileManager.default.attributesOfItem(atPath: frames.path)[.size] as? Int ?? 0
        #expect(size > 64 * 1024 * 1024)
        let same = try CommandRunner.run(["diff", frames.path, frames.path])
        #expect(same.status == 0)
        #expect(same.stdout == "same: 70 elements\n")
    }
}
