import Foundation
import FramesFormat
import LoopbackHTTP
import ViewerPage

/// The preview's state and its answers: the watched spec compiled in each setting a page asked
/// for, its last good frames kept beside its current errors (a page shows the errors over the
/// last good picture), and what each address serves. Docs/CLI.md, "preview".
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
    /// Characters of a page's self-test report that are printed.
    static let reportLimit = 4_096

    let title: String
    /// This run's name: a page open across a restart of the preview (whose versions start again) reloads.
    private let session = UUID().uuidString
    private let compile: PreviewCompiler
    private let report: @Sendable (String) -> Void
    private let lock = NSLock()
    /// Counts the changes of the watched files; an entry older than it is compiled again when asked for.
    private var version = 0
    private var entries: [PreviewSettings: Entry] = [:]

    init(title: String, compile: @escaping PreviewCompiler, report: @escaping @Sendable (String) -> Void) {
        (self.title, self.compile, self.report) = (title, compile, report)
    }

    /// After a change: the spec compiled again in its own settings. Returns the files that
    /// compile read (to watch), its errors, and the event every open page gets.
    func refresh() -> (files: [String], errors: String?, event: String) {
        lock.lock()
        defer { lock.unlock() }
        version += 1
        let entry = current(PreviewSettings())
        return (entry.files, entry.errors, payloadJSON(entry, PreviewSettings()))
    }

    /// The entry for `settings` at the current version, compiled now when it is older; its last
    /// good frames kept when this compile fails. Called with the lock held.
    private func current(_ settings: PreviewSettings) -> Entry {
        if let entry = entries[settings], entry.version == version { return entry }
        let compiled = compile(settings)
        var entry = entries[settings] ?? Entry(version: version, files: [])
        entry.version = version
        entry.files = compiled.files
        entry.errors = compiled.errors
        if compiled.errors == nil {
            entry.data = GalleryPage.dataJSON(compiled.specs)
            entry.goodVersion = version
        }
        if entries[settings] == nil && entries.count > Self.entryLimit,
           let dropped = entries.keys.first(where: { $0 != PreviewSettings() }) {
            entries[dropped] = nil
        }
        entries[settings] = entry
        return entry
    }

    /// `{"session", "version", "goodVersion", "design", "size", "errors", "data"}`: what a page draws.
    private func payloadJSON(_ entry: Entry, _ settings: PreviewSettings) -> String {
        "{\"session\": \"\(session)\", \"version\": \(entry.version), \"goodVersion\": \(entry.goodVersion.map(String.init) ?? "null"), "
            + "\"design\": \(settings.design.map { jsonString($0.rawValue) } ?? "null"), \"size\": \(settings.contentSizeCategory.map { jsonString($0.rawValue) } ?? "null"), "
            + "\"errors\": \(entry.errors.map(jsonString) ?? "null"), \"data\": \(entry.data ?? "null")}"
    }

    /// What each address serves; only what the preview made, nothing from the disk.
    func respond(_ request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/":
            let settings = PreviewSettings(query: request.query)
            let (entry, payload) = locked { () -> (Entry, String) in
                let entry = current(settings)
                return (entry, payloadJSON(entry, settings))
            }
            let page = PreviewPage.html(title: title, data: entry.data ?? "{\"specs\": []}", payload: payload)
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(page.utf8))
        case "/frames":
            let settings = PreviewSettings(query: request.query)
            let payload = locked { payloadJSON(current(settings), settings) }
            return HTTPResponse(status: 200, contentType: "application/json", body: Array(payload.utf8))
        case "/events":
            let payload = locked { payloadJSON(current(PreviewSettings()), PreviewSettings()) }
            return .eventStream(first: "retry: 500\n\n" + ServerSentEvent.encode(event: "frames", data: payload))
        case "/selftest":
            let text = String((request.query["report"] ?? "").prefix(Self.reportLimit))
            report(String(text.unicodeScalars.map { $0.value < 32 || $0.value == 127 ? " " : Character($0) }))
            return .plain(200, "reported")
        default:
            return .plain(404, "not found: the preview serves /, /frames and /events")
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
