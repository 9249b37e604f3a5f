/// How much input kbcov reads before it refuses it: a hostile or runaway file (an alias bomb, a
/// generated 10 MB spec, 100,000 storyboard elements) ends in a located input error (exit 2), never in a hang,
/// a crash or unbounded memory. Each limit is far above what a real screen needs; README "Bounded
/// runs and limits" lists them, and every reader of user input (the YAML loaders, the Swift and
/// Interface Builder importers) takes its limits from here.
public enum InputLimits {
    /// A YAML file (spec, sidecar, catalog, `.kbcov.yml`). A 1,000-view spec is about 150 KB.
    public static let largestYAMLBytes = 2 * 1024 * 1024
    /// Collections inside collections; the spec format needs 5 levels.
    public static let deepestYAMLNesting = 64
    /// Nodes of a YAML document with every alias expanded: aliases that refer to aliases double
    /// the document at each level (a "billion laughs" bomb).
    public static let mostYAMLNodes = 1_000_000

    /// A Swift view-code file; a 1 MB file imports in a few seconds.
    public static let largestSwiftBytes = 4 * 1024 * 1024
    /// Square brackets inside each other in a Swift file (`BracketDepth`); layout code nests a handful.
    public static let deepestSwiftBrackets = 16
    /// A storyboard or XIB file.
    public static let largestInterfaceBuilderBytes = 16 * 1024 * 1024
    /// Elements of a storyboard or XIB file (views, constraints and everything else).
    public static let mostInterfaceBuilderElements = 50_000

    /// Views and layout guides of one screen (the benchmark's largest generated spec has 1,000).
    public static let mostItems = 2_000
    /// Constraints of one screen, tracked ones included.
    public static let mostConstraints = 10_000
    /// Tracked groups of one screen (UIKit apps use a handful).
    public static let mostTrackedGroups = 1_000

    /// Characters of one constraint rule.
    public static let longestRule = 2_000
    /// Parentheses and signs nested in one rule.
    public static let deepestRuleNesting = 32
    /// Characters of a written number (digits, point, exponent): longer ones are typing mistakes
    /// and cost quadratic time to read exactly.
    public static let longestNumber = 64
}
