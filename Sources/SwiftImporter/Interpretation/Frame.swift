/// The local names of one running method or closure, scoped by block, its `self` and the type
/// `self` is. A closure's frame sees the names of the frame it is written in.
final class Frame {
    let selfValue: Value
    /// The type of `self`, in whose lineage calls and names resolve.
    let selfType: String?
    /// The type declaring the running method: where `super` starts.
    let ownerType: String?
    /// Set by `return`; running stops at it.
    var returnValue: Value?
    private let parent: Frame?
    private var scopes: [[String: Value]] = [[:]]

    init(selfValue: Value, selfType: String?, ownerType: String? = nil, parent: Frame? = nil) {
        self.selfValue = selfValue
        self.selfType = selfType
        self.ownerType = ownerType ?? parent?.ownerType
        self.parent = parent
    }

    var hasReturned: Bool { returnValue != nil }

    func lookup(_ name: String) -> Value? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return parent?.lookup(name)
    }

    func declare(_ name: String, _ value: Value) {
        scopes[scopes.count - 1][name] = value
    }

    /// Rebinds a name declared in an enclosing scope; `false` when no scope declares it.
    func assign(_ name: String, _ value: Value) -> Bool {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            scopes[index][name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }

    func inScope(_ body: () -> Void) {
        scopes.append([:])
        body()
        scopes.removeLast()
    }
}
