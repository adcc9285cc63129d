import Foundation
import SpecReading

extension FileAccess {
    /// A folder the rule allows, opened once, to open many files named in it (`render
    /// --expect-dir`'s goldens, `Origin.inOpened`): each is opened in the folder as opened, with
    /// O_NOFOLLOW, as `open` opens a file's last component (Docs/CLI.md, "Files a spec or project
    /// may touch"). A file that is not a regular file there itself (a link, missing, a folder, a
    /// FIFO) is confined and opened on its own, as one `named(in:)` the folder is, which says why,
    /// or follows a link that stays inside.
    public final class OpenedFolder: Sendable, Equatable {
        /// The folder as given: what the files named in it are relative to.
        public let path: String
        let descriptor: Int32

        init(path: String, descriptor: Int32) {
            self.path = path
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

        /// One folder opened is one origin: the same opening.
        public static func == (lhs: OpenedFolder, rhs: OpenedFolder) -> Bool { lhs === rhs }
    }

    /// The folder `path` opened as the rule opens a file named in it (`confine` from
    /// `named(in: path)`): nil when it is refused or cannot be opened, and then each file is
    /// confined and opened on its own, which says why.
    public func openFolder(_ path: String) -> OpenedFolder? {
        guard case .success(let confined) = confine(".", origin: .named(in: path)),
              case .success(let descriptor) = open(confined, flags: O_RDONLY | O_DIRECTORY) else { return nil }
        return OpenedFolder(path: path, descriptor: descriptor)
    }
}
