/// Where a value was written in a spec: its path (`sections[1].list`) and line:column. Tools
/// that work from a decoded spec (the Swift generator) use it to point at what they refuse.
public struct SpecLocation: Sendable, Equatable {
    public var path: String
    public var position: SourcePosition?

    public init(path: String, position: SourcePosition?) {
        self.path = path
        self.position = position
    }

    /// The error `diagnostic` about the value written here, as a failure is thrown.
    public func error(_ diagnostic: SpecMessage) -> Diagnostics {
        Diagnostics(SpecError(path: path, position: position, diagnostic))
    }
}

extension Field {
    var location: SpecLocation { SpecLocation(path: path, position: node.position) }
}
