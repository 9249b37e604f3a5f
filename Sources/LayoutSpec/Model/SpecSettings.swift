/// The parts of a spec that Swift source cannot tell, as a sidecar file next to a Swift file
/// gives them (`Foo.swift` → `Foo.kbcov.yaml`): the `name`, `views`, `environments` and
/// `deploymentTarget` sections of the spec format.
public struct SpecSettings: Hashable, Sendable {
    public var name: String?
    public var views: [ViewDeclaration]
    /// The stack views among `views`, with their settings; they may arrange views of the code.
    public var stacks: [StackViewDeclaration]
    /// Where each of `stacks` writes its settings, by stack name: a sidecar's stack overrides the
    /// code's settings it states and keeps the others.
    public var stackStatements: [String: StackStatements] = [:]
    public var environments: [EnvironmentEntry]
    public var deploymentTarget: OSVersion?
    /// Where the deployment target is written, to point warnings about old iOS versions at it.
    public var deploymentTargetLocation: SourceLocation?

    public init(name: String? = nil, views: [ViewDeclaration] = [], stacks: [StackViewDeclaration] = [], environments: [EnvironmentEntry] = [],
                deploymentTarget: OSVersion? = nil, deploymentTargetLocation: SourceLocation? = nil) {
        self.name = name
        self.views = views
        self.stacks = stacks
        self.environments = environments
        self.deploymentTarget = deploymentTarget
        self.deploymentTargetLocation = deploymentTargetLocation
    }
}

/// Where a sidecar's stack view writes its settings.
public struct StackStatements: Hashable, Sendable {
    /// The settings written, by their spec key (`axis`, `arranged`, `spacing`, …), at their values.
    public var keys: [String: SourceLocation]
    /// Each arranged view's name, in order.
    public var arranged: [SourceLocation]

    public init(keys: [String: SourceLocation], arranged: [SourceLocation]) {
        self.keys = keys
        self.arranged = arranged
    }
}
