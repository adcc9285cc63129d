import Foundation
import SpecReading

extension FileAccess {
    /// A folder the rule allows, opened once, to open many files named in it (`render
    /// --expect-dir`'s goldens): each is opened in the folder as opened, with O_NOFOLLOW, as
    /// `open` opens a file's last component (Docs/CLI.md, "Files a spec or project may touch").
    /// A file that is not a regular file there itself (a link, missing, a folder) is opened by
    /// its path as any other (`openForReading(_:in:expected:)`), which says why, or follows a link
    /// that stays inside.
    public final class OpenedFolder: Sendable {
        /// Where the files named in it come from: `named(in:)` the folder as given.
        public let origin: Origin
        let descriptor: Int32

        init(origin: Origin, descriptor: Int32) {
            self.origin = origin
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }

        /// The file `name` in the folder, opened for reading when it is a regular file there
        /// itself, with its size; nil otherwise.
        func regularFile(_ name: String, expected: String) -> (descriptor: Int32, size: Int)? {
            guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else { return nil }
            let opened = openat(descriptor, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard opened >= 0 else { return nil }
            return try? FileAccess.regularFile(opened, expected: expected).get()
        }
    }

    /// The folder `path` opened as the rule opens a file named in it (`confine` from
    /// `named(in: path)`): nil when it is refused or cannot be opened, and then each file is
    /// confined and opened on its own, which says why.
    public func openFolder(_ path: String) -> OpenedFolder? {
        let origin = Origin.named(in: path)
        guard case .success(let confined) = confine(".", origin: origin),
              case .success(let descriptor) = open(confined, flags: O_RDONLY | O_DIRECTORY) else { return nil }
        return OpenedFolder(origin: origin, descriptor: descriptor)
    }

    /// Opens `name` in `folder` for reading as `openForReading(_:origin:expected:)` opens it
    /// from the folder's origin: in the folder as opened when it is a regular file there itself,
    /// else by its path.
    public func openForReading(_ name: String, in folder: OpenedFolder, expected: String) -> Result<(descriptor: Int32, size: Int), FileProblem> {
        if let file = folder.regularFile(name, expected: expected) { return .success(file) }
        return openForReading(name, origin: folder.origin, expected: expected)
    }
}
