import BuildCommit

/// What `--version` prints: the version and the commit the binary was built from (BuildCommit:
/// given by `make build`, else "unknown commit"; Docs/Developing.md, "Version").
enum Version {
    static let number = "0.1.0"
    static var commit: String { String(cString: layout_compile_build_commit()) }
    static var line: String { "layout-compile \(number) (\(commit))" }
}
