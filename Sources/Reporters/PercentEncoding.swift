extension String {
    /// This text with every UTF-8 byte `shouldEncode` picks written as `%XX` (uppercase hex).
    func percentEncoded(where shouldEncode: (UInt8) -> Bool) -> String {
        var bytes: [UInt8] = []
        for byte in utf8 {
            if shouldEncode(byte) {
                bytes += Array("%".utf8) + Array(hexDigits(byte).utf8)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// This text with each of the given ASCII characters written as `%XX`.
    func percentEncoded(_ characters: Set<Character>) -> String {
        let bytes = Set(characters.compactMap(\.asciiValue))
        return percentEncoded { bytes.contains($0) }
    }
}

private func hexDigits(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}
