import Dispatch
import FramesFormat
import Foundation
import LayoutCompilation
import LayoutEngine
import SpecReading
import ViewerPage

/// What the page draws side by side: a device's screen, or a width (its height as `render` gives it).
public enum PreviewView: Sendable {
    case device(DevicePreset)
    case width(Double)

    /// The container's width: the page draws its views from the narrowest.
    public var width: Double {
        switch self {
        case .device(let device): return device.width
        case .width(let width): return width
        }
    }

    /// What the page calls it: the device's name, or the width in points (`390`).
    public var label: String {
        switch self {
        case .device(let device): return device.name
        case .width(let width): return formatNumber(width)
        }
    }
}

/// The watched spec through the one compile path (`ParsedSpec.compile`, as compile and render
/// call it): every view in the page's settings, or the positioned errors of the first view that
/// fails, and every file it read or tried to. The views are compiled in parallel: a save reaches
/// the page sooner.
enum PreviewCompile {
    static func compile(_ path: String, views: [PreviewView], settings: PreviewSettings, includesCellContent: Bool) -> PreviewCompilation {
        let (text, name): (String, String)
        do throws(SourceFileError) {
            (text, name) = try SpecFiles.read(path)
        } catch {
            return PreviewCompilation(specs: [], errors: error.message, files: [path])
        }
        let spec: ParsedSpec
        do throws(SpecError) {
            spec = try LayoutCompiler.parse(SpecInput(text: text, fileName: name, directory: SpecFiles.directory(of: name)))
        } catch {
            return PreviewCompilation(specs: [], errors: error.rendered(file: name, source: text), files: [path])
        }
        let heard = FilesHeard(path)
        var outcomes = [Result<GalleryPage.View, SpecError>?](repeating: nil, count: views.count)
        outcomes.withUnsafeMutableBufferPointer { buffer in
            // Each index is written by one worker only.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: views.count) { index in
                slots[index] = Result { () throws(SpecError) in
                    try compile(spec, view: views[index], settings: settings, includesCellContent: includesCellContent, heard: heard)
                }
            }
        }
        do throws(SpecError) {
            let drawn = try outcomes.map { outcome throws(SpecError) in try outcome!.get() }
            return PreviewCompilation(specs: [(SpecFiles.fileName(path), drawn)], errors: nil, files: heard.files)
        } catch {
            return PreviewCompilation(specs: [], errors: error.rendered(file: spec.input.fileName, source: spec.input.text), files: heard.files)
        }
    }

    /// One view: the spec in the view's device or width and the page's settings, solved, with its orthogonal rows.
    static func compile(_ spec: ParsedSpec, view: PreviewView, settings: PreviewSettings, includesCellContent: Bool,
                        heard: FilesHeard) throws(SpecError) -> GalleryPage.View {
        var overrides = EnvironmentOverrides()
        overrides.contentSizeCategory = settings.contentSizeCategory
        switch view {
        case .device(let device): overrides = device.applied(to: overrides)
        case .width(let width): overrides = spec.overrides(overrides, width: width)
        }
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
