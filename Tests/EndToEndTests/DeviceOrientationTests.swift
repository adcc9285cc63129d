import Foundation
import Testing

/// `--device` in both orientations, and `render --devices` (Docs/CLI.md, "Devices", "render").
@Suite struct DeviceOrientationTests {
    /// A full-width row 10 tall inside the safe area (content insets reference `safeArea`).
    static let spec = """
        {"configuration": {"contentInsetsReference": "safeArea"},
         "sections": [{"items": 1, "group": {"size": {"width": "fractionalWidth(1)", "height": 10},
           "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}}]}}]}
        """

    @Test func landscapeSwapsTheSizeAndTakesTheLandscapeSafeArea() throws {
        let portrait = try CommandRunner.run(["-", "--device", "iPhone16Pro"], stdin: Self.spec)
        // 402 × 874 pt @3x; no side safe area upright.
        #expect(portrait.stdout.contains("\"container\": {\"width\": 402, \"height\": 874}, \"scale\": 3"), "\(portrait.stderr)")
        #expect(portrait.stdout.contains("\"x\": 0, \"y\": 0, \"width\": 402, \"height\": 10"))
        let landscape = try CommandRunner.run(["-", "--device", "iphone16pro", "--orientation", "landscape"], stdin: Self.spec)
        // On its side: 874 × 402, the Dynamic Island's 62 on both sides: 874 − 2 × 62 = 750 wide at x 62.
        #expect(landscape.stdout.contains("\"container\": {\"width\": 874, \"height\": 402}, \"scale\": 3"), "\(landscape.stderr)")
        #expect(landscape.stdout.contains("\"x\": 62, \"y\": 0, \"width\": 750, \"height\": 10"))
        let pad = try CommandRunner.run(["-", "--device", "iPadPro13M4", "--orientation", "landscape"], stdin: Self.spec)
        // 1032 × 1376 turned: 1376 × 1032; an iPad's safe area has no sides.
        #expect(pad.stdout.contains("\"container\": {\"width\": 1376, \"height\": 1032}, \"scale\": 2"))
        #expect(pad.stdout.contains("\"x\": 0, \"y\": 0, \"width\": 1376, \"height\": 10"))
    }

    @Test func aHandRotatedDeviceAndAnOrientationWithoutADeviceAreRefused() throws {
        let rotated = try CommandRunner.run(["-", "--device", "iPhone16Pro", "--width", "874", "--height", "402"], stdin: Self.spec)
        #expect(rotated.status == 64)
        #expect(rotated.stderr.contains("keeps its portrait safe area and size classes; use --orientation landscape instead"))
        let alone = try CommandRunner.run(["-", "--orientation", "landscape"], stdin: Self.spec)
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--orientation goes with --device D"))
        let unknown = try CommandRunner.run(["-", "--device", "iPhone16", "--orientation", "sideways"], stdin: Self.spec)
        #expect(unknown.stderr.contains("unknown --orientation 'sideways'; expected portrait or landscape"))
    }

    @Test func renderDevicesKeysGoldensByDeviceAndOrientation() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("row.json")
        try Self.spec.write(to: spec, atomically: false, encoding: .utf8)
        let goldens = directory.appendingPathComponent("golden").path
        let record = try CommandRunner.run(["render", spec.path, "--expect-dir", goldens, "--record", "--devices", "iPhone17,iPad",
                                            "--orientations", "portrait,landscape"])
        #expect(record.status == 0, "\(record.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
        #expect(files == ["row@iPad-landscape.json", "row@iPad-portrait.json", "row@iPhone17-landscape.json", "row@iPhone17-portrait.json"])
        let check = try CommandRunner.run(["render", spec.path, "--expect-dir", goldens, "--devices", "iPhone17,iPad",
                                           "--orientations", "portrait,landscape"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let mixed = try CommandRunner.run(["render", spec.path, "--expect-dir", goldens, "--devices", "iPhone17", "--widths", "390"])
        #expect(mixed.status == 64)
    }
}
