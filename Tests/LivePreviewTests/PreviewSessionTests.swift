import Foundation
@testable import LivePreview
import LayoutEngine
import LoopbackHTTP
import Testing
import ViewerPage

/// The session with a stand-in compiler: what each address serves, the last good frames kept
/// under errors, each setting compiled once a version.
@Suite struct PreviewSessionTests {
    /// Compiles as told: a script of outcomes, one per call, counted.
    final class Script: @unchecked Sendable {
        var outcomes: [String?]
        var calls: [PreviewSettings] = []

        init(_ outcomes: [String?]) { self.outcomes = outcomes }

        /// nil: a good compile of one 10 × 20 cell; text: that error.
        func compile(_ settings: PreviewSettings) -> PreviewCompilation {
            calls.append(settings)
            let error = outcomes.isEmpty ? nil : outcomes.removeFirst()
            guard error == nil else { return PreviewCompilation(specs: [], errors: error, files: ["spec.yaml"]) }
            let cell = Element(category: .cell, section: 0, item: calls.count, frame: Rect(x: 0, y: 0, width: 10, height: 20), zIndex: 0)
            let result = LayoutResult(container: Size(width: 390, height: 844), scale: 3, scrollDirection: .vertical, contentOffset: Point(x: 0, y: 0),
                                      contentSize: Size(width: 390, height: 20), sections: [], elements: [cell])
            return PreviewCompilation(specs: [("spec.yaml", [GalleryPage.View(width: "390", result: result, files: [])])],
                                      errors: nil, files: ["spec.yaml", "columns/a.yaml"])
        }
    }

    func session(_ script: Script) -> PreviewSession {
        PreviewSession(title: "t", compile: { script.compile($0) })
    }

    func request(_ target: String) -> HTTPRequest {
        let head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n"
        return try! RequestHead.parse(Array(head.utf8)[...], authorities: ["127.0.0.1:1"]).get()
    }

    func body(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    /// The session's answer to `target`, given at once or after its compile (within 10 s).
    func respond(_ preview: PreviewSession, _ target: String) -> HTTPResponse {
        let answer = Answer()
        preview.respond(request(target)) { answer.set($0) }
        return answer.wait(seconds: 10) ?? .plain(599, "no answer within 10 s")
    }

    /// An answer given on another thread, waited for.
    final class Answer: @unchecked Sendable {
        private let given = DispatchSemaphore(value: 0)
        private var response: HTTPResponse?

        func set(_ response: HTTPResponse) {
            self.response = response
            given.signal()
        }

        func wait(seconds: Double) -> HTTPResponse? {
            given.wait(timeout: .now() + seconds) == .success ? response : nil
        }
    }

    @Test func errorsKeepTheLastGoodFramesAndAGoodSaveClearsThem() {
        let script = Script([nil, "spec.yaml:1:1: error: bad", nil])
        let preview = session(script)
        let first = preview.refresh()
        #expect(first.files == ["spec.yaml", "columns/a.yaml"])
        #expect(first.event.contains("\"version\": 1, \"goodVersion\": 1,"))
        let failed = preview.refresh()
        #expect(failed.errors == "spec.yaml:1:1: error: bad")
        // Version 2 failed: the frames are version 1's (its cell is item 1).
        #expect(failed.event.contains("\"version\": 2, \"goodVersion\": 1"))
        #expect(failed.event.contains("\"errors\": \"spec.yaml:1:1: error: bad\""))
        #expect(failed.event.contains("[\"cell\", null, 0, 1, 0, 0, 10, 20, 0]"))
        let fixed = preview.refresh()
        #expect(fixed.errors == nil)
        #expect(fixed.event.contains("\"version\": 3, \"goodVersion\": 3"))
        #expect(fixed.event.contains("\"errors\": null"))
    }

    @Test func eachSettingIsCompiledOnceAVersion() {
        let script = Script([])
        let preview = session(script)
        _ = preview.refresh()
        _ = respond(preview, "/frames?size=AX3&design=classic")
        _ = respond(preview, "/frames?size=accessibilityExtraLarge&design=classic")
        _ = respond(preview, "/frames")
        // A design that is not one is the spec's own.
        _ = respond(preview, "/frames?design=neon")
        #expect(script.calls == [PreviewSettings(), PreviewSettings(design: .classic, contentSizeCategory: .accessibilityExtraLarge)])
        let frames = body(respond(preview, "/frames?size=AX3&design=classic"))
        #expect(frames.contains("\"design\": \"classic\", \"size\": \"accessibilityExtraLarge\""))
    }

    @Test func itServesItsOwnPagesOnly() {
        let script = Script([])
        let preview = session(script)
        _ = preview.refresh()
        let page = respond(preview, "/")
        #expect(page.status == 200)
        #expect(body(page).contains("<script type=\"application/json\" id=\"live\">"))
        let events = respond(preview, "/events")
        #expect(events.opensEventStream)
        #expect(body(events).hasPrefix("retry: 500\n\nevent: frames\ndata: {\"session\": \""))
        #expect(body(events).contains("\"version\": 1,"))
        // Nothing else; no address for tests either (their page's reports go to the test's own proxy).
        for path in ["/../etc/passwd", "/index.html", "/Examples/grid.yaml", "/frames/x", "/selftest?report=a"] {
            #expect(respond(preview, path).status == 404, "\(path)")
        }
    }
}

/// The watcher: what counts as a change.
@Suite struct FileWatcherTests {
    @Test func aSaveARenameAndADeletionAreChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("spec.yaml")
        try Data("a: 1\n".utf8).write(to: file)
        var watcher = FileWatcher()
        watcher.watch([file.path])
        var changed = watcher.changed()
        #expect(!changed)
        // Written in place: another size (a modification time alone may not move within the
        // kernel's clock tick, a few milliseconds).
        try Data("a: 22\n".utf8).write(to: file)
        changed = watcher.changed()
        #expect(changed)
        changed = watcher.changed()
        #expect(!changed)
        // A new file renamed over it: another inode.
        let saving = file.deletingLastPathComponent().appendingPathComponent(".saving")
        try Data("a: 3\n".utf8).write(to: saving)
        #expect(rename(saving.path, file.path) == 0)
        changed = watcher.changed()
        #expect(changed)
        try FileManager.default.removeItem(at: file)
        changed = watcher.changed()
        #expect(changed)
        #expect(watcher.looksMidSave)
        // A file not there yet is watched, and its coming is a change.
        let column = directory.appendingPathComponent("column.yaml")
        watcher.add([column.path])
        try Data("b: 1\n".utf8).write(to: column)
        changed = watcher.changed()
        #expect(changed)
    }
}
