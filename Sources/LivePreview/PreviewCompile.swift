import Dispatch
import Foundation
import LayoutCompilation
import LayoutEngine
import SpecReading
import ViewerPage

/// What the page draws side by side: one environment the spec is solved in, as `render` takes
/// them (a width, or a device held one way).
public struct PreviewView: Sendable {
    /// What the page calls it: `390`, `iPhone16Pro-landscape`.
    public var label: String
    public var overrides: EnvironmentOverrides
    /// A width's height, when neither a flag nor the spec gives one, is its device's (`render`).
    public var heightFollowsWidth: Bool

    public init(label: String, overrides: EnvironmentOverrides, heightFollowsWidth: Bool) {
        (self.label, self.overrides, self.heightFollowsWidth) = (label, overrides, heightFollowsWidth)
    }
}

/// The watched spec through the one compile path (`SpecFiles.input` and `ParsedSpec.compile`, as
/// compile and render call them, the files it names confined alike): every view in the page's settings, or the positioned errors of the first view that
/// fails, and every file it read or tried to. The views are compiled in parallel: a save reaches
/// the page sooner.
enum PreviewCompile {
    static func compile(_ path: String, files: FileAccess, views: [PreviewView], settings: PreviewSettings,
                        includesCellContent: Bool) -> PreviewCompilation {
        let input: SpecInput
        do throws(SourceFileError) {
            input = try SpecFiles.input(path, files: files)
        } catch {
            return PreviewCompilation(specs: [], errors: error.message, files: [path])
        }
        let spec: ParsedSpec
        do throws(Diagnostics) {
            spec = try LayoutCompiler.parse(input)
        } catch {
            return PreviewCompilation(specs: [], errors: error.rendered(file: input.fileName, source: input.text), files: [path])
        }
        let heard = FilesHeard(path)
        var outcomes = [Result<GalleryPage.View, Diagnostics>?](repeating: nil, count: views.count)
        outcomes.withUnsafeMutableBufferPointer { buffer in
            // Each index is written by one worker only.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: views.count) { index in
                slots[index] = Result { () throws(Diagnostics) in
                    try compile(spec, view: views[index], settings: settings, includesCellContent: includesCellContent, heard: heard)
                }
            }
        }
        do throws(Diagnostics) {
            let drawn = try outcomes.map { outcome throws(Diagnostics) in try outcome!.get() }
            return PreviewCompilation(specs: [(SpecFiles.fileName(path), drawn)], errors: nil, files: heard.files)
        } catch {
            return PreviewCompilation(specs: [], errors: error.rendered(file: spec.input.fileName, source: spec.input.text), files: heard.files)
        }
    }

    /// One view: the spec in the view's environment and the page's settings, solved, with its orthogonal rows.
    static func compile(_ spec: ParsedSpec, view: PreviewView, settings: PreviewSettings, includesCellContent: Bool,
                        heard: FilesHeard) throws(Diagnostics) -> GalleryPage.View {
        var overrides = view.heightFollowsWidth ? spec.overrides(view.overrides, width: view.overrides.width ?? 0) : view.overrides
        overrides.contentSizeCategory = settings.contentSizeCategory ?? overrides.contentSizeCategory
        overrides.design = settings.design ?? overrides.design
        let compiled = try spec.compile(CompileOptions(overrides: overrides, includesCellContent: includesCellContent, reading: heard.add))
        let result = compiled.result
        var page = GalleryPage.View(width: view.label, result: result, files: [])
        if case .layout(let layout) = compiled.spec {
            page.rows = GalleryPage.orthogonalRows(layout, result: result, includesCellContent: includesCellContent)
        }
        return page
    }
}

/// The files a compile read or tried to, heard from its workers.
final class FilesHeard: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [String]

    init(_ spec: String) { heard = [spec] }

    @Sendable func add(_ path: String) {
        lock.lock()
        if !heard.contains(path) { heard.append(path) }
        lock.unlock()
    }

    var files: [String] {
        lock.lock()
        defer { lock.unlock() }
        return heard
    }
}
