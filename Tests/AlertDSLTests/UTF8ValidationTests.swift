import Testing

@testable import AlertDSL

/// `validUTF8SequenceLength` agrees with the standard library's UTF-8 parser on every lead byte followed by every
/// second byte and the boundary values of the third and fourth (the ends of the continuation range and just outside
/// it): overlong forms, surrogates, values past U+10FFFF and truncated sequences included.
@Suite struct UTF8ValidationTests {
    /// The length of the valid scalar at the start of `bytes`, by the standard library.
    private func referenceLength(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): return encoded.count
        case .error, .emptyInput: return nil
        }
    }

    @Test func agreesWithTheStandardLibrary() {
        let boundaries: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        var mismatches: [[UInt8]] = []
        for lead in 0...255 {
            for second in 0...255 {
                for third in boundaries {
                    for fourth in boundaries {
                        let bytes = [UInt8(lead), UInt8(second), third, fourth]
                        let length = bytes.withUnsafeBufferPointer { validUTF8SequenceLength($0, at: 0) }
                        if length != referenceLength(bytes), mismatches.count < 10 { mismatches.append(bytes) }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "differs from the standard library on \(mismatches)")
    }

    /// A sequence cut short by the end of the buffer is invalid, never read past the end.
    @Test func truncatedSequencesAreInvalid() {
        for bytes: [UInt8] in [[0xC3], [0xE0, 0xA0], [0xE2, 0x82], [0xF0, 0x90, 0x80], [0xF4, 0x8F, 0xBF]] {
            #expect(bytes.withUnsafeBufferPointer { validUTF8SequenceLength($0, at: 0) } == nil, "\(bytes)")
        }
        let euro: [UInt8] = [0x20, 0xE2, 0x82, 0xAC]
        #expect(euro.withUnsafeBufferPointer { validUTF8SequenceLength($0, at: 1) } == 3)
    }
}
