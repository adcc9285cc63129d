import Foundation
import SpecReading
import SwiftImport

/// The Swift files of a module, read for an import (Docs/Import.md, "The module"): files named, and
/// the `.swift` files of folders named, with their subfolders (hidden ones and `.build` left out),
/// in path order. A file inside a named folder whose real path (symbolic links resolved) lies
/// outside it is never read. Reading stops one file past the bounds on files and bytes
/// (`ImportLimits.maximumModuleFiles`, `maximumModuleBytes`), which the import then refuses.
public enum SwiftModuleFiles {
    /// The sources of `paths` (files and folders), each file once.
    public static func read(_ paths: [String]) throws(SourceFileError) -> [SwiftSource] {
        var names: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                names += try swiftFiles(in: path)
            } else {
                names.append(path)
            }
        }
        var seen: Set<String> = []
        var sources: [SwiftSource] = []
        var bytes = 0
        for name in names where seen.insert(FileAccess.realPath(name) ?? name).inserted {
            let (text, shown) = try SpecFiles.read(name, expected: "a Swift file or a folder of them")
            bytes += text.utf8.count
            sources.append(SwiftSource(path: shown, text: text))
            if sources.count > ImportLimits.maximumModuleFiles || bytes > ImportLimits.maximumModuleBytes { break }
        }
        return sources
    }

    /// The `.swift` files under `folder`, in path order: only those whose real path lies under the
    /// folder's (a link out of it is left unread, as a spec's files are confined: Docs/CLI.md,
    /// "Files a spec names").
    static func swiftFiles(in folder: String) throws(SourceFileError) -> [String] {
        guard let root = FileAccess.realPath(folder),
              let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw SourceFileError(file: folder, problem: .readFailed)
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "Package.swift" {
                if name.hasPrefix(".") { enumerator.skipDescendants() }
                continue
            }
            guard SwiftSpecs.isSwift(name) else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let real = FileAccess.realPath(path), isConfined(real, to: root) else { continue }
            files.append(path)
            if files.count > ImportLimits.maximumModuleFiles { break }
        }
        return files.sorted()
    }

    /// Whether a file, by its real path, lies in the folder named (by its real path). The one
    /// place the module's reading asks this.
    static func isConfined(_ real: String, to folder: String) -> Bool {
        FileAccess.path(real, isUnder: folder)
    }
}
