import Foundation
import SpecReading
import SwiftImport

/// The Swift files of a module, read for an import (Docs/Import.md, "The module"): files named, and
/// the `.swift` files of folders named, with their subfolders (hidden ones left out), in path
/// order. Every file is opened under the one rule for files (`FileAccess.confine`): one in a named
/// folder as a file that folder names, so that a link out of the project is refused unread. Reading
/// stops one file past the bounds on files and bytes (`ImportLimits.maximumModuleFiles`,
/// `maximumModuleBytes`), which the import then refuses.
public enum SwiftModuleFiles {
    /// Folders inside folders read, at most.
    static let maximumDepth = 32

    /// The sources of `paths` (files and folders, as typed), each file once.
    public static func read(_ paths: [String], files: FileAccess) throws(SourceFileError) -> [SwiftSource] {
        var found: [(path: String, origin: FileAccess.Origin)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                try collect(in: path, relative: "", files: files, depth: 0, into: &found)
            } else {
                found.append((path, .commandLine))
            }
        }
        var seen: Set<String> = []
        var sources: [SwiftSource] = []
        var bytes = 0
        for (path, origin) in found where seen.insert(origin.joined(path)).inserted {
            let (text, shown) = try SpecFiles.read(path, expected: "a Swift file or a folder of them", files: files, origin: origin)
            bytes += text.utf8.count
            sources.append(SwiftSource(path: shown, text: text))
            if sources.count > ImportLimits.maximumModuleFiles || bytes > ImportLimits.maximumModuleBytes { break }
        }
        return sources
    }

    /// The `.swift` files of `folder`/`relative` and its subfolders, each named in `folder`.
    private static func collect(in folder: String, relative: String, files: FileAccess, depth: Int,
                                into found: inout [(path: String, origin: FileAccess.Origin)]) throws(SourceFileError) {
        guard depth <= maximumDepth, found.count <= ImportLimits.maximumModuleFiles else { return }
        let origin = FileAccess.Origin.named(in: folder)
        let names: [String]
        switch files.names(inFolder: relative.isEmpty ? "." : relative, origin: origin) {
        case .success(let listed): names = listed.sorted()
        case .failure(let problem): throw SourceFileError(file: origin.joined(relative), problem: problem)
        }
        for name in names where !name.hasPrefix(".") {
            let path = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: origin.joined(path), isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try collect(in: folder, relative: path, files: files, depth: depth + 1, into: &found)
            } else if SwiftSpecs.isSwift(name) && name != "Package.swift" {
                found.append((path, origin))
            }
        }
    }
}
