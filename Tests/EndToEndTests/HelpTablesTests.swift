import Foundation
import Testing
@testable import layout_compile

/// `--help`, the man page and the shell completions come from one table per command
/// (CommandHelp): every option the parser reads is in each, with its help; the shipped
/// layout-compile.1 is `manpage`'s output; the bash completion completes as a user types.
@Suite struct HelpTablesTests {
    @Test func everyOptionThePaserReadsIsInHelpTheManPageAndEveryCompletion() throws {
        let man = ManPage.text
        let scripts = Shell.allCases.map { ($0, $0.script) }
        for help in CommandHelp.all {
            #expect(help.parser.options.map(\.names) == help.options.map(\.names))
            let printed = try CommandRunner.run((help.name.map { [$0] } ?? []) + ["--help"])
            #expect(printed.stdout == help.usage + "\n", "\(help.command) --help")
            for option in help.options {
                #expect(!option.help.isEmpty, "\(help.command) \(option.names) has no help")
                #expect(help.usage.contains(CommandHelp.optionLine(option)))
                #expect(man.contains(ManPage.escaped(option.help)), "\(help.command) \(option.names) in the man page")
                for (shell, script) in scripts {
                    for name in option.names {
                        let spelled = shell == .fish ? (name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())") : name
                        #expect(script.contains(spelled), "\(shell): \(help.command) \(name)")
                    }
                }
            }
        }
    }

    @Test func theShippedManPageIsTheCommandsOutput() throws {
        let shipped = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("layout-compile.1"), encoding: .utf8)
        #expect(try CommandRunner.run(["manpage"]).stdout == shipped, "run `layout-compile manpage -o layout-compile.1` after changing an option")
    }

    /// bash's completion function run on a command line, as bash runs it at a tab.
    static func bashCompletes(_ words: [String]) throws -> [String] {
        let script = try CommandRunner.run(["completions", "bash"]).stdout
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = script + """
            COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _layout_compile; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let outcome = try CommandRunner.run(["bash", "-c", program], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesSubcommandsFlagsDevicesFormatsAndSpecFiles() throws {
        #expect(try Self.bashCompletes(["layout-compile", "re"]) == ["read", "render"])
        #expect(try Self.bashCompletes(["layout-compile", "render", "--device", "iPadPro1"]).sorted() == ["iPadPro11", "iPadPro11M4", "iPadPro13", "iPadPro13M4"])
        #expect(try Self.bashCompletes(["layout-compile", "--format", "s"]) == ["svg"])
        #expect(try Self.bashCompletes(["layout-compile", "render", "--expect-d"]) == ["--expect-dir"])
        #expect(try Self.bashCompletes(["layout-compile", "Examples/gri"]) == ["Examples/grid.json", "Examples/grid.yaml"])
        #expect(try Self.bashCompletes(["layout-compile", "completions", "f"]) == ["fish"])
    }

    /// zsh reads its script without a syntax error.
    @Test(.needs(TestTool.zsh)) func zshReadsItsScript() throws {
        let outcome = try CommandRunner.run(["-n", "-c", Shell.zsh.script], executable: URL(fileURLWithPath: try TestTool.zsh.require()))
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    /// fish reads its script without a syntax error.
    @Test(.needs(TestTool.fish)) func fishReadsItsScript() throws {
        let outcome = try CommandRunner.run(["-n", "-c", Shell.fish.script], executable: URL(fileURLWithPath: try TestTool.fish.require()))
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }
}

/// `--version`: the version and the commit it was built from (a plain `swift build`, as the tests
/// are built, defines none: "unknown commit").
@Suite struct VersionTests {
    @Test func versionNamesTheCommit() throws {
        let printed = try CommandRunner.run(["--version"])
        #expect(printed.status == 0)
        #expect(printed.stdout == "layout-compile \(Version.number) (\(Version.commit))\n")
        #expect(!Version.commit.isEmpty)
    }
}
