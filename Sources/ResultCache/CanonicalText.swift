import ExactGeometry
import Foundation

/// A value written out field by field, the same text for equal values in every process: what a
/// cache key is made of. It reads every stored property through reflection, so a field added to
/// the spec model later is part of the key without anyone remembering to add it. Dictionaries
/// and sets, whose order changes from one process to the next, are written sorted; strings are
/// quoted, so no two different values give the same text.
enum CanonicalText {
    static func of(_ value: Any) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    private static func write(_ value: Any, into text: inout String) {
        if let rational = value as? Rational {
            text += rational.description
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first { write(wrapped.value, into: &text) } else { text += "nil" }
        case .collection, .tuple:
            text += "["
            text += mirror.children.map { of($0.value) }.joined(separator: ",")
            text += "]"
        case .set:
            text += "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "}"
        case .dictionary:
            let entries = mirror.children.map { entry -> String in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return pair.count == 2 ? of(pair[0].value) + ":" + of(pair[1].value) : of(entry.value)
            }
            text += "{" + entries.sorted().joined(separator: ",") + "}"
        case .enum:
            text += "\(mirror.subjectType)."
            if let payload = mirror.children.first {
                text += (payload.label ?? "") + "(" + of(payload.value) + ")"
            } else if let raw = value as? any RawRepresentable {
                text += String(reflecting: raw.rawValue)
            } else {
                text += String(describing: value)
            }
        case .struct, .class:
            text += "\(mirror.subjectType)("
            text += mirror.children.map { ($0.label ?? "") + ":" + of($0.value) }.joined(separator: ",")
            text += ")"
        default:
            text += String(reflecting: value)
        }
    }
}

/// FNV-1a over 128 bits: a cache entry's file name. A name only — each entry also holds its whole
/// key, compared on every read, so two keys with the same digest can never give each other's
/// answers. (swift-crypto's SHA-256 would compile BoringSSL's 369 C files into every build.)
enum Digest128 {
    private static let offsetBasis: UInt128 = 0x6c62272e07bb014262b821756295c58d
    private static let prime: UInt128 = 0x0000000001000000000000000000013B

    static func hex(_ text: String) -> String {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt128(byte)
            hash = hash &* prime
        }
        return hex(of: hash)
    }

    /// Of a file's bytes taken eight at a time (FNV-1a's step over 64-bit words): an executable of
    /// a hundred megabytes in a fraction of a second.
    static func hex(_ data: Data) -> String {
        var hash = offsetBasis
        data.withUnsafeBytes { bytes in
            let words = bytes.count / 8
            for index in 0..<words {
                hash ^= UInt128(bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                hash = hash &* prime
            }
            for byte in bytes[(words * 8)...] {
                hash ^= UInt128(byte)
                hash = hash &* prime
            }
        }
        return hex(of: hash)
    }

    private static func hex(of hash: UInt128) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 32 - digits.count) + digits
    }
}
