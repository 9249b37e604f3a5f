/// Indices joined into the sets that joins connect (union–find): a layout's independent parts.
public struct DisjointSets {
    private var parent: [Int]

    public init(count: Int) { parent = Array(0..<count) }

    /// The representative of `index`'s set.
    public mutating func root(_ index: Int) -> Int {
        var index = index
        while parent[index] != index {
            parent[index] = parent[parent[index]]
            index = parent[index]
        }
        return index
    }

    /// Puts `indices` in one set.
    public mutating func join(_ indices: [Int]) {
        guard let first = indices.first else { return }
        for index in indices.dropFirst() { parent[root(index)] = root(first) }
    }
}
