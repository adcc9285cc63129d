import Dispatch
import Foundation
import FramesFormat
import LoopbackHTTP
import ViewerPage

/// The preview's state and its answers: the watched spec compiled in each setting a page asked
/// for, its last good frames kept beside its current errors (a page shows the errors over the
/// last good picture), and what each address serves. No compile runs on the server's thread: a
/// save's runs on the watcher's, a page's setting on a queue of its own (`compiling`), and a
/// request for a setting not compiled yet is answered when its compile is done; the server serves
/// the others and sends events meanwhile, and a save is not held up by a page's slow setting.
/// Docs/CLI.md, "preview".
final class PreviewSession: @unchecked Sendable {
    /// One setting's compile: the frames of its last good compile, and the errors of the current one.
    struct Entry {
        var version: Int
        var goodVersion: Int?
        var data: String?
        var errors: String?
        var files: [String]
    }

    /// Settings kept compiled besides the spec's own: the page's toggles make at most 3 × 13.
    static let entryLimit = 8

    let title: String
    /// This run's name: a page open across a restart of the preview (whose versions start again) reloads.
    private let session = UUID().uuidString
    private let compile: PreviewCompiler
    /// Guards `version` and `entries`; never held during a compile.
    private let lock = NSLock()
    /// Where the settings pages ask for are compiled, one at a time.
    private let compiling = DispatchQueue(label: "layout-compile.preview.compiling")
    /// Counts the changes of the watched files; an entry older than it is compiled again when asked for.
    private var version = 0
    private var entries: [PreviewSettings: Entry] = [:]

    init(title: String, compile: @escaping PreviewCompiler) {
        (self.title, self.compile) = (title, compile)
    }

    /// After a change (on the watcher's thread, one at a time): the spec compiled again in its own
    /// settings, beside any compile of a page's setting. Returns the files that compile read (to
    /// watch), its errors, and the event every open page gets.
    func refresh() -> (files: [String], errors: String?, event: String) {
        let target = locked { () -> Int in
            version += 1
            return version
        }
        let entry = compiled(PreviewSettings(), at: target)
        return (entry.files, entry.errors, payloadJSON(entry, PreviewSettings()))
    }

    /// The entry for `settings` when it is of the current version; nil when it is to be compiled.
    private func fresh(_ settings: PreviewSettings) -> Entry? {
        locked { entries[settings].flatMap { $0.version == version ? $0 : nil } }
    }

    /// The entry for `settings` at the current version, compiled now when it is older. On `compiling`.
    private func current(_ settings: PreviewSettings) -> Entry {
        fresh(settings) ?? compiled(settings, at: locked { version })
    }

    /// The spec compiled in `settings` as of `target` (without the lock: the server reads the
    /// entries meanwhile) and kept, its last good frames kept when this compile fails; when a
    /// compile of a later version was kept first (a save's, beside a page's), that one stays.
    private func compiled(_ settings: PreviewSettings, at target: Int) -> Entry {
        let compiled = compile(settings)
        let data = compiled.errors == nil ? GalleryPage.dataJSON(compiled.specs) : nil
        return locked {
            if let newer = entries[settings], newer.version > target { return newer }
            var entry = entries[settings] ?? Entry(version: target, files: [])
            entry.version = target
            entry.files = compiled.files
            entry.errors = compiled.errors
            if let data {
                entry.data = data
                entry.goodVersion = target
            }
            if entries[settings] == nil && entries.count > Self.entryLimit,
               let dropped = entries.keys.first(where: { $0 != PreviewSettings() }) {
                entries[dropped] = nil
            }
            entries[settings] = entry
            return entry
        }
    }

    /// `{"session", "version", "goodVersion", "design", "size", "errors", "data"}`: what a page draws.
    private func payloadJSON(_ entry: Entry, _ settings: PreviewSettings) -> String {
        "{\"session\": \"\(session)\", \"version\": \(entry.version), \"goodVersion\": \(entry.goodVersion.map(String.init) ?? "null"), "
            + "\"design\": \(settings.design.map { jsonString($0.rawValue) } ?? "null"), \"size\": \(settings.contentSizeCategory.map { jsonString($0.rawValue) } ?? "null"), "
            + "\"errors\": \(entry.errors.map(jsonString) ?? "null"), \"data\": \(entry.data ?? "null")}"
    }

    /// What each address serves (`LoopbackServer.Responder`); only what the preview made, nothing
    /// from the disk. The page, the frames and the events of a setting compiled at this version are
    /// answered at once; any other waits for its compile on `compiling`, off the server's thread.
    func respond(_ request: HTTPRequest, reply: @escaping @Sendable (HTTPResponse) -> Void) {
        switch request.path {
        case "/", "/frames", "/events":
            // The events carry the spec's own settings.
            let settings = request.path == "/events" ? PreviewSettings() : PreviewSettings(query: request.query)
            if let entry = fresh(settings) { return reply(answer(request.path, entry, settings)) }
            compiling.async { reply(self.answer(request.path, self.current(settings), settings)) }
        default:
            reply(.plain(404, "not found: the preview serves /, /frames and /events"))
        }
    }

    /// The page (`/`), the frames (`/frames`) or the start of the event stream (`/events`) of an entry.
    private func answer(_ path: String, _ entry: Entry, _ settings: PreviewSettings) -> HTTPResponse {
        let payload = payloadJSON(entry, settings)
        switch path {
        case "/":
            let page = PreviewPage.html(title: title, data: entry.data ?? "{\"specs\": []}", payload: payload)
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(page.utf8))
        case "/events":
            return .eventStream(first: "retry: 500\n\n" + ServerSentEvent.encode(event: "frames", data: payload))
        default:
            return HTTPResponse(status: 200, contentType: "application/json", body: Array(payload.utf8))
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
