import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import LivePreview
import LayoutEngine
import LoopbackHTTP
import Testing
import ViewerPage

/// Compiles run off the server's thread (Docs/CLI.md, "preview"): while a setting's compile is
/// held, the server answers the others, and a save is compiled and served beside it. The compile is held by a gate the test opens, not by a
/// clock: nothing here depends on how fast the machine is.
@Suite(.serialized) struct SlowCompileTests {
    /// A compiler whose classic-design compiles wait at a gate until the test opens it.
    final class GatedCompiler: @unchecked Sendable {
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)

        func compile(_ settings: PreviewSettings) -> PreviewCompilation {
            if settings.design == .classic {
                entered.signal()
                _ = gate.wait(timeout: .now() + 30)
            }
            let cell = Element(category: .cell, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 10, height: 20), zIndex: 0)
            let result = LayoutResult(container: Size(width: 390, height: 844), scale: 3, scrollDirection: .vertical,
                                      contentOffset: Point(x: 0, y: 0), contentSize: Size(width: 390, height: 20), sections: [],
                                      elements: [cell])
            return PreviewCompilation(specs: [("spec.yaml", [GalleryPage.View(width: "390", result: result, files: [])])],
                                      errors: nil, files: ["spec.yaml"])
        }
    }

    /// The body and status of a GET, or nil when none came within `seconds`.
    static func get(_ url: String, within seconds: Double) -> (status: Int, body: String)? {
        let done = DispatchSemaphore(value: 0)
        let box = Box()
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = seconds
        URLSession.shared.dataTask(with: request) { data, response, _ in
            box.answer = data.map { ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: $0, as: UTF8.self)) }
            done.signal()
        }.resume()
        return done.wait(timeout: .now() + seconds + 1) == .success ? box.answer : nil
    }

    final class Box: @unchecked Sendable { var answer: (Int, String)? }

    @Test func aRequestIsAnsweredWhileAnotherSettingsCompileIsHeld() throws {
        let compiler = GatedCompiler()
        let session = PreviewSession(title: "t", compile: { compiler.compile($0) })
        _ = session.refresh()
        let server = try LoopbackServer(port: 0) { request, reply in session.respond(request, reply: reply) }
        let stopped = DispatchSemaphore(value: 0)
        Thread {
            server.run()
            stopped.signal()
        }.start()
        defer {
            compiler.gate.signal()
            server.stop()
            _ = stopped.wait(timeout: .now() + 5)
        }
        let address = "http://127.0.0.1:\(server.port)/"
        // The classic design's compile starts and is held.
        let slow = Box()
        let slowDone = DispatchSemaphore(value: 0)
        Thread {
            slow.answer = Self.get(address + "frames?design=classic", within: 30)
            slowDone.signal()
        }.start()
        #expect(compiler.entered.wait(timeout: .now() + 10) == .success, "the classic compile did not start")
        // Meanwhile the spec's own frames and the page are answered, the held compile still held.
        let own = Self.get(address + "frames", within: 5)
        #expect(own?.status == 200)
        #expect(own?.body.contains("\"version\": 1, \"goodVersion\": 1, \"design\": null") == true, "\(own?.body.prefix(200) ?? "none")")
        #expect(Self.get(address, within: 5)?.body.contains("<script type=\"application/json\" id=\"live\">") == true)
        // A save meanwhile is compiled beside the held one, not after it: its frames are served.
        let saved = DispatchSemaphore(value: 0)
        Thread {
            _ = session.refresh()
            saved.signal()
        }.start()
        #expect(saved.wait(timeout: .now() + 10) == .success, "a save waited for the held compile")
        #expect(Self.get(address + "frames", within: 5)?.body.contains("\"version\": 2, \"goodVersion\": 2, \"design\": null") == true)
        #expect(slowDone.wait(timeout: .now()) == .timedOut, "the held compile was answered before its gate opened")
        // Opened, the held compile's answer comes.
        compiler.gate.signal()
        #expect(slowDone.wait(timeout: .now() + 10) == .success)
        #expect(slow.answer?.1.contains("\"design\": \"classic\"") == true)
    }
}
