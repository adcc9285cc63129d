import Foundation
import Testing

/// The release (Docs/CI.md, "Releases"): one version, in `Version.number`, which CHANGELOG.md's newest
/// release carries; and the Linux tarball `make dist` builds, which runs on a machine without Swift.
@Suite struct ReleaseTests {
    /// The version `--version` prints: its second word (`layout-compile 0.1.0 (commit)`).
    static func version() throws -> String {
        let printed = try CommandRunner.run(["--version"])
        let words = printed.stdout.split(separator: " ")
        return try #require(words.count >= 2 ? String(words[1]) : nil, "\(printed.stdout)")
    }

    @Test func theChangelogsNewestReleaseIsTheVersion() throws {
        let changelog = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // Release headings are `## [0.1.0] - 2026-11-27`; the first, `## [Unreleased]`, is none.
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let newest = try #require(releases.first, "CHANGELOG.md has no release")
        let version = try Self.version()
        #expect(newest.hasPrefix("## [\(version)] - "), "\(newest)")
    }

    /// The Homebrew formula builds the version's tag.
    @Test func theFormulaBuildsTheVersionsTag() throws {
        let formula = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Formula/layout-compile.rb"), encoding: .utf8)
        let version = try Self.version()
        #expect(formula.contains("/archive/refs/tags/v\(version).tar.gz\""))
    }

    #if os(Linux)
    #if arch(x86_64)
    static let architecture = "x86_64"
    #elseif arch(arm64)
    static let architecture = "aarch64"
    #endif

    /// `make dist`'s tarball, named by the version and the machine (`uname -m`).
    static var tarball: URL {
        CommandRunner.packageRoot.appendingPathComponent(".build/dist/layout-compile-\((try? version()) ?? "?")-linux-\(architecture).tar.gz")
    }

    static let tarballBuilt = FileManager.default.fileExists(atPath: tarball.path)

    /// Unpacked into an empty folder and run there with an empty environment (no LD_LIBRARY_PATH, PATH
    /// /usr/bin:/bin): it needs no Swift library (ldd), prints its version, and checks an example
    /// against its golden as an app's CI does with the release. `.ci/run` and `make test` build the
    /// tarball first (`make dist`); under CI a missing one fails this test.
    @Test(.enabled(if: tarballBuilt || TestTool.requiredUnderCI, "no release tarball: run make dist first"))
    func theTarballRunsWithoutAToolchain() throws {
        let tarball = Self.tarball
        let name = tarball.deletingPathExtension().deletingPathExtension().lastPathComponent
        try #require(FileManager.default.fileExists(atPath: tarball.path), "\(tarball.path) is missing: run make dist; CI does not skip this test")
        let shell = URL(fileURLWithPath: "/bin/sh")
        let checksum = try CommandRunner.run(["-c", "sha256sum -c \(name).tar.gz.sha256"], in: tarball.deletingLastPathComponent(), executable: shell)
        #expect(checksum.status == 0 && checksum.stdout == "\(name).tar.gz: OK\n", "\(checksum.stdout)\(checksum.stderr)")

        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unpacked = try CommandRunner.run(["-c", "tar -xzf '\(tarball.path)' && find . -type f | sort"], in: directory, executable: shell)
        #expect(unpacked.status == 0, "\(unpacked.stderr)")
        #expect(unpacked.stdout.split(separator: "\n").map { String($0.dropFirst(3 + name.count)) }
                == ["LICENSE", "README.md", "completions/_layout-compile", "completions/layout-compile.bash",
                    "completions/layout-compile.fish", "layout-compile", "layout-compile.1"])
        let folder = directory.appendingPathComponent(name)
        for (file, shipped) in [("LICENSE", "LICENSE"), ("README.md", "README.md"), ("layout-compile.1", "layout-compile.1")] {
            #expect(FileManager.default.contentsEqual(atPath: folder.appendingPathComponent(file).path,
                                                      andPath: CommandRunner.packageRoot.appendingPathComponent(shipped).path), "\(file)")
        }
        for (file, shell) in [("_layout-compile", "zsh"), ("layout-compile.bash", "bash"), ("layout-compile.fish", "fish")] {
            let shipped = try String(contentsOf: folder.appendingPathComponent("completions/\(file)"), encoding: .utf8)
            #expect(shipped == (try CommandRunner.run(["completions", shell]).stdout), "\(file)")
        }

        let libraries = try CommandRunner.run(["ldd", folder.appendingPathComponent("layout-compile").path],
                                              executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(libraries.status == 0, "\(libraries.stderr)")
        #expect(!libraries.stdout.contains("libswift") && !libraries.stdout.contains("libFoundation")
                && !libraries.stdout.contains("not found"), "\(libraries.stdout)")

        /// The unpacked binary run in its folder with nothing of the test's environment.
        func runBare(_ arguments: String) throws -> CommandRunner.Outcome {
            try CommandRunner.run(["-i", "PATH=/usr/bin:/bin", "/bin/sh", "-c", "./layout-compile \(arguments)"],
                                  in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        }
        let expected = try Self.version()
        let version = try runBare("--version")
        #expect(version.status == 0 && version.stdout.hasPrefix("layout-compile \(expected) ("), "\(version.stdout)\(version.stderr)")

        let golden = folder.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml"),
                                         to: folder.appendingPathComponent("grid.yaml"))
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("Examples/golden/grid@390.json"),
                                         to: golden.appendingPathComponent("grid@390.json"))
        let checked = try runBare("render grid.yaml --widths 390 --expect-dir golden")
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        let compiled = try runBare("grid.yaml --width 390 --format csv")
        #expect(compiled.status == 0 && compiled.stdout.split(separator: "\n").count > 10, "\(compiled.stdout)\(compiled.stderr)")
    }
    #endif
}
