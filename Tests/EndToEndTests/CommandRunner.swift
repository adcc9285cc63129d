import Foundation

/// Runs the built `layout-compile` the way a user's shell or CI does.
struct CommandRunner {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable: beside the test bundle, where `swift build` puts products.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["LAYOUT_COMPILE"] { return URL(fileURLWithPath: path) }
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("layout-compile")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent("layout-compile")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
                    executable: URL = CommandRunner.executable) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        let output = Pipe(), error = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read before waiting, so a large output cannot fill the pipe and stall the child.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                       stderr: String(decoding: err, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-compile-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
