/// Encodes an `Encodable` value as a `JSONValue` for the byte-stable writer: members in the order
/// the type encodes them, `ReportNumber`s as JSON numbers, absent optionals left out.
enum JSONValueEncoder {
    static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let node = Node()
        try node.store(value, codingPath: [])
        return node.json
    }
}

/// One value being encoded; containers append to it.
private final class Node {
    enum Content {
        case empty
        case scalar(JSONValue)
        case object([(String, Node)])
        case array([Node])
    }

    var content = Content.empty

    var json: JSONValue {
        switch content {
        case .empty: .null
        case .scalar(let value): value
        case .object(let members): .object(members.map { ($0.0, $0.1.json) })
        case .array(let elements): .array(elements.map(\.json))
        }
    }

    func store<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
        if let number = value as? ReportNumber {
            content = .scalar(.number(number.text))
        } else {
            try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }

    func member(_ key: String) -> Node {
        let child = Node()
        if case .object(var members) = content {
            members.append((key, child))
            content = .object(members)
        } else {
            content = .object([(key, child)])
        }
        return child
    }

    func element() -> Node {
        let child = Node()
        if case .array(var elements) = content {
            elements.append(child)
            content = .array(elements)
        } else {
            content = .array([child])
        }
        return child
    }

    func makeObject() { if case .object = content {} else { content = .object([]) } }
    func makeArray() { if case .array = content {} else { content = .array([]) } }

    var count: Int {
        if case .array(let elements) = content { elements.count } else { 0 }
    }
}

private struct NodeEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(ObjectContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return ArrayContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { ScalarContainer(node: node, codingPath: codingPath) }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.string(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Float, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.number("\(value)")) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try node.member(key.stringValue).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = node.member(key.stringValue)
        child.makeObject()
        return KeyedEncodingContainer(ObjectContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.member(key.stringValue)
        child.makeArray()
        return ArrayContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]) }
}

private struct ArrayContainer: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws { node.element().content = .scalar(.null) }
    mutating func encode(_ value: Bool) throws { node.element().content = .scalar(.bool(value)) }
    mutating func encode(_ value: String) throws { node.element().content = .scalar(.string(value)) }
    mutating func encode(_ value: Int) throws { node.element().content = .scalar(.number(value)) }
    mutating func encode(_ value: Double) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Float) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int8) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int16) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int32) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int64) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt8) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt16) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt32) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt64) throws { node.element().content = .scalar(.number("\(value)")) }
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try node.element().store(value, codingPath: codingPath + [IndexKey(intValue: count)])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = node.element()
        child.makeObject()
        return KeyedEncodingContainer(ObjectContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = node.element()
        child.makeArray()
        return ArrayContainer(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.element(), codingPath: codingPath) }
}

private struct ScalarContainer: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .scalar(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .scalar(.bool(value)) }
    mutating func encode(_ value: String) throws { node.content = .scalar(.string(value)) }
    mutating func encode(_ value: Int) throws { node.content = .scalar(.number(value)) }
    mutating func encode(_ value: Double) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Float) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int8) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int16) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int32) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: Int64) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt8) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt16) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt32) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode(_ value: UInt64) throws { node.content = .scalar(.number("\(value)")) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try node.store(value, codingPath: codingPath) }
}
