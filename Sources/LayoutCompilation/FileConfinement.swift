import Foundation
import SpecReading

/// The one rule for every file the tool opens (Docs/CLI.md, "Files a spec or project may touch"):
/// specs, the project file and what it names, a screen's column layouts, the Swift files an import
/// reads, goldens read, written and pruned, frames files, outputs.
extension FileAccess {
    /// Where a path comes from, which decides what it may name.
    public enum Origin: Sendable, Equatable {
        /// Typed on the command line (a SPEC, `-o`, `--expect`, `--expect-dir`, `diff`'s files),
        /// relative to the working directory: outside every allowed folder it is the user's choice.
        case commandLine
        /// Named by input or found by the tool, relative to `folder` ("" the working directory):
        /// a column layout beside its spec, a project file's specs and goldens beside it, a golden
        /// in its folder, a Swift file an import reads. A folder that itself lies outside every
        /// allowed folder (a spec or a goldens folder typed on the command line out there) is allowed
        /// too: what it holds may be named, as the user chose it.
        case named(in: String)
        /// Named in a folder opened once (`FileAccess.openFolder`): as `named(in:)` that folder, and
        /// opened in it when it is a regular file there itself (`openForReading`).
        case inOpened(OpenedFolder)

        /// The folder a path named by input lies in: `named(in:)`'s, or the opened folder's.
        var namingFolder: String? {
            switch self {
            case .commandLine: nil
            case .named(let folder): folder
            case .inOpened(let opened): opened.path
            }
        }

        /// The path joined to its folder: what messages call it.
        public func joined(_ path: String) -> String {
            guard let folder = namingFolder, !folder.isEmpty, !path.hasPrefix("/") else { return path }
            return folder.hasSuffix("/") ? folder + path : folder + "/" + path
        }
    }

    /// A path the rule allows, and where it is opened from.
    public struct ConfinedPath: Sendable, Equatable {
        /// The path as written, joined to its folder: what messages call it.
        public var shown: String
        /// The file it names, every link resolved (as far as it exists).
        public var real: String
        /// The allowed folder (a real path) it is opened beneath, component by component, no link
        /// followed; nil when it is opened as given (typed on the command line, outside them all).
        public var folder: String?
        /// The components of `real` below `folder`.
        public var components: [String]
    }

    /// The rule (Docs/CLI.md, "Files a spec or project may touch"): a path is allowed when, every
    /// link resolved, it lies in an allowed folder (the project root, `--allow-files`, and for
    /// `named(in:)` a folder outside them); else when it was typed on the command line and itself
    /// lies outside every allowed folder, not through a link. Refused: a named path outside
    /// (`outsideProject`), and any path inside whose links lead out (`linkOutOfProject`), typed
    /// or not, since a pull request may have made a file the CI script names a link.
    public func confine(_ path: String, origin: Origin) -> Result<ConfinedPath, FileProblem> {
        let shown = origin.joined(path)
        var folders = roots
        if let folder = origin.namingFolder {
            let lexicalFolder = Self.lexical(folder.isEmpty ? "." : folder)
            if !roots.contains(where: { Self.path(lexicalFolder, isUnder: $0) }) {
                folders.append(Self.realPath(folder) ?? Self.realParent(folder) ?? lexicalFolder)
            }
        }
        let lexical = Self.lexical(shown)
        let real = Self.realPath(shown) ?? Self.realParent(shown) ?? lexical
        if let folder = folders.filter({ Self.path(real, isUnder: $0) }).max(by: { $0.count < $1.count }) {
            let below = real.dropFirst(folder == "/" ? 1 : folder.count + 1)
            return .success(ConfinedPath(shown: shown, real: real, folder: folder,
                                         components: below.split(separator: "/").map(String.init)))
        }
        let lexicallyInside = Self.liesItself(lexical, inAnyOf: folders)
        if origin == .commandLine && !lexicallyInside {
            return .success(ConfinedPath(shown: shown, real: real, folder: nil, components: []))
        }
        return .failure(lexicallyInside ? .linkOutOfProject(root: projectRoot) : .outsideProject(root: projectRoot))
    }

    /// Whether the path itself, no link of its own followed, lies in one of `folders` (real
    /// paths): written under one, or beneath a folder above it that resolves into one. The second
    /// catches a root reached by another name (`/tmp` on macOS is `/private/tmp`; a link to the
    /// checkout typed as `repo/golden/x.json`), where comparing the written path alone would take a
    /// file inside the project for one outside it, and open it through its link.
    static func liesItself(_ lexical: String, inAnyOf folders: [String]) -> Bool {
        if folders.contains(where: { path(lexical, isUnder: $0) }) { return true }
        var folder = (lexical as NSString).deletingLastPathComponent
        while folder != "/" && !folder.isEmpty {
            if let real = realPath(folder), folders.contains(where: { path(real, isUnder: $0) }) { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// Opens a path the rule allows for reading, never blocking, as a regular file: a FIFO, a
    /// device, a socket or a folder is refused before anything is read from it (opening one
    /// without O_NONBLOCK would wait for a FIFO's writer forever). Returns the descriptor and the
    /// file's size, or why it cannot be read.
    public func openForReading(_ path: String, origin: Origin, expected: String) -> Result<(descriptor: Int32, size: Int), FileProblem> {
        if case .inOpened(let folder) = origin, let file = folder.regularFile(path, expected: expected) { return .success(file) }
        let confined: ConfinedPath
        switch confine(path, origin: origin) {
        case .success(let allowed): confined = allowed
        case .failure(let problem): return .failure(problem)
        }
        let descriptor: Int32
        switch open(confined, flags: O_RDONLY | O_NONBLOCK) {
        case .success(let opened): descriptor = opened
        case .failure(let problem): return .failure(problem)
        }
        return Self.regularFile(descriptor, expected: expected)
    }

    /// A descriptor opened with O_NONBLOCK, kept when it is a regular file (made blocking again),
    /// with its size; closed when it is not, and why it is refused.
    static func regularFile(_ descriptor: Int32, expected: String) -> Result<(descriptor: Int32, size: Int), FileProblem> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            return .failure(.unreadable(reason))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            // Back to blocking reads: a regular file's never wait, and FileHandle expects them.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return .success((descriptor, Int(status.st_size)))
        case S_IFDIR:
            close(descriptor)
            return .failure(.directory(expected: expected))
        default:
            close(descriptor)
            return .failure(.notRegular(expected: expected))
        }
    }

    /// The names in a folder the rule allows (hidden ones too), read from the folder opened as
    /// `open` opens it; a folder that cannot be opened gives its problem.
    public func names(inFolder path: String, origin: Origin) -> Result<[String], FileProblem> {
        let descriptor: Int32
        switch confine(path, origin: origin).flatMap({ open($0, flags: O_RDONLY | O_DIRECTORY) }) {
        case .success(let opened): descriptor = opened
        case .failure(let problem): return .failure(problem)
        }
        guard let folder = fdopendir(descriptor) else {
            close(descriptor)
            return .failure(.unreadable(String(cString: strerror(errno))))
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }

    /// Opens what `confine` allowed: beneath its folder one component at a time, each with
    /// O_NOFOLLOW, so that a folder swapped for a link after the check is refused, not followed
    /// (what was checked is what is opened); as given when it lies outside every allowed folder.
    public func open(_ confined: ConfinedPath, flags: Int32, mode: mode_t = 0) -> Result<Int32, FileProblem> {
        guard let folder = confined.folder else {
            let descriptor = systemOpen(confined.shown, flags | O_CLOEXEC, mode)
            return descriptor >= 0 ? .success(descriptor) : .failure(Self.problem(errno))
        }
        var current = systemOpen(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard current >= 0 else { return .failure(Self.problem(errno)) }
        for (index, component) in confined.components.enumerated() {
            let last = index == confined.components.count - 1
            let next = openat(current, component, (last ? flags : O_RDONLY | O_DIRECTORY) | O_NOFOLLOW | O_CLOEXEC, mode)
            guard next >= 0 else {
                let problem = componentProblem(errno, opening: component, in: current, asFolder: !last)
                close(current)
                return .failure(problem)
            }
            close(current)
            current = next
        }
        return .success(current)
    }

    /// Makes the folder `path` and the missing folders above it where the rule allows it
    /// (`render --out-dir`, `--expect-dir`, `--record`'s goldens folder): beneath its allowed folder
    /// one component at a time, each made with `mkdirat` and opened with O_NOFOLLOW, so that a
    /// folder swapped for a link between the check and the making is refused, not followed, and
    /// no folder is ever made outside (what was checked is what is made); from `/` when it lies
    /// outside every allowed folder (typed there: the user's choice). A failure the system
    /// reports is `unreadable` with its reason.
    public func makeFolders(_ path: String, origin: Origin) -> Result<Void, FileProblem> {
        confine(path, origin: origin).flatMap(makeFolders)
    }

    /// Makes what `confine` allowed, as `makeFolders(_:origin:)` says.
    public func makeFolders(_ confined: ConfinedPath) -> Result<Void, FileProblem> {
        let folder = confined.folder ?? "/"
        let components = confined.folder == nil ? Self.lexical(confined.shown).split(separator: "/").map(String.init) : confined.components
        let noFollow = confined.folder == nil ? 0 : O_NOFOLLOW
        var current = systemOpen(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard current >= 0 else { return .failure(Self.problem(errno)) }
        defer { close(current) }
        for component in components {
            if mkdirat(current, component, 0o777) != 0 && errno != EEXIST { return .failure(Self.problem(errno)) }
            let next = openat(current, component, O_RDONLY | O_DIRECTORY | noFollow | O_CLOEXEC)
            guard next >= 0 else { return .failure(componentProblem(errno, opening: component, in: current, asFolder: true)) }
            close(current)
            current = next
        }
        return .success(())
    }

    /// Removes the regular files `names` from a folder the rule allows (`render --record --prune`):
    /// each is looked at in the folder as opened, without following a link, and only a regular
    /// file is removed, so that nothing outside the folder is ever deleted. Returns the names removed
    /// and, for each that could not be, its name and why (a link, a folder: left alone).
    public func removeRegularFiles(_ names: [String], inFolder path: String, origin: Origin)
        -> Result<(removed: [String], refused: [(name: String, problem: FileProblem)]), FileProblem> {
        let descriptor: Int32
        switch confine(path, origin: origin).flatMap({ open($0, flags: O_RDONLY | O_DIRECTORY) }) {
        case .success(let opened): descriptor = opened
        case .failure(let problem): return .failure(problem)
        }
        defer { close(descriptor) }
        var removed: [String] = [], refused: [(name: String, problem: FileProblem)] = []
        for name in names {
            var status = stat()
            guard !name.contains("/"), fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                refused.append((name, Self.problem(errno)))
                continue
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                refused.append((name, status.st_mode & S_IFMT == S_IFLNK ? .symbolicLink : .notRegular(expected: "a regular file")))
                continue
            }
            if unlinkat(descriptor, name, 0) == 0 { removed.append(name) } else { refused.append((name, Self.problem(errno))) }
        }
        return .success((removed, refused))
    }

    /// Why `component` of `folder` could not be opened with O_NOFOLLOW: a symbolic link (ELOOP, or
    /// ENOTDIR where a folder was asked for) is one that leads out of the project, since `confine`
    /// resolved every link that stays inside; a regular file where a folder goes is not a folder.
    private func componentProblem(_ error: Int32, opening component: String, in folder: Int32, asFolder: Bool) -> FileProblem {
        var status = stat()
        let isLink = fstatat(folder, component, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFLNK
        if error == ELOOP || (asFolder && error == ENOTDIR && isLink) { return .linkOutOfProject(root: projectRoot) }
        return error == ENOTDIR ? .unreadable(String(cString: strerror(error))) : Self.problem(error)
    }

    /// Why a file cannot be opened, from the system's error.
    static func problem(_ error: Int32) -> FileProblem {
        error == ENOENT || error == ENOTDIR ? .missing : .unreadable(String(cString: strerror(error)))
    }
}

/// The system's `open`, where `FileAccess.open` hides it.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
