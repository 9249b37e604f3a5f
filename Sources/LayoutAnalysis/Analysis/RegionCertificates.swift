import ExactGeometry
import Foundation

/// The rows whose equalities gave critical regions (`CriticalRegions`), by the shape of the
/// program they were found in. What certifies a region — multipliers positive on those rows —
/// solves stationarity and dual feasibility, which read the rows' coefficients on the unknowns and
/// the costs, never the rows' constants. So the same rows certify a region of every program of
/// that shape, wherever its constants put it: another environment's program of the same set of
/// active constraints differs in its constants alone (the window's size, the safe area, the
/// keyboard's frame), and takes its regions from here instead of asking the optimality
/// conditions for each. Shared by every analysis of a run (`AnalysisOptions`), on any thread: a
/// fact about a shape, so which analysis found it first changes no answer.
///
/// The same holds of the claims `UniqueLayoutProofs` proves the only resolved layout: the rows'
/// signs at such a claim prove every feasible claim with those signs in a problem of the same
/// shape (`UniqueLayoutShape`), in any environment.
final class RegionCertificates: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [ProgramShape: [[Int]]] = [:]
    private var uniqueLayouts: [UniqueLayoutShape: Set<[Int]>] = [:]

    init() {}

    /// The tight row sets found so far for programs of `shape`, in the order they were found.
    func tightSets(of shape: ProgramShape) -> [[Int]] {
        lock.withLock { known[shape] ?? [] }
    }

    func record(_ tight: [Int], for shape: ProgramShape) {
        lock.withLock {
            if known[shape]?.contains(tight) != true { known[shape, default: []].append(tight) }
        }
    }

    /// Whether a claim with the rows' `signs` was proven the only resolved layout of a problem of `shape`.
    func provesUniqueLayout(_ signs: [Int], of shape: UniqueLayoutShape) -> Bool {
        lock.withLock { uniqueLayouts[shape]?.contains(signs) == true }
    }

    func recordUniqueLayout(_ signs: [Int], of shape: UniqueLayoutShape) {
        _ = lock.withLock { uniqueLayouts[shape, default: []].insert(signs) }
    }
}

/// What a program's optimality conditions read besides its constants: each row's coefficients on
/// the unknowns (by index, zeros left out) and whether it is an equality, and the level, among
/// those optimized, at which each unknown costs.
struct ProgramShape: Hashable, Sendable {
    private let unknowns: [Variable]
    private let rows: [[Term]]
    private let equalities: [Bool]
    private let costLevels: [Int?]

    private struct Term: Hashable, Sendable {
        var unknown: Int
        var coefficient: Rational
    }

    init(rows: [ProgramRow], unknowns: [Variable], costLevel: (Variable) -> Int?) {
        let index = Dictionary(uniqueKeysWithValues: unknowns.enumerated().map { ($1, $0) })
        self.unknowns = unknowns
        self.rows = rows.map { row in
            row.form.sortedTerms.compactMap { term in index[term.variable].map { Term(unknown: $0, coefficient: term.coefficient) } }
        }
        self.equalities = rows.map(\.isEquality)
        self.costLevels = unknowns.map(costLevel)
    }
}
