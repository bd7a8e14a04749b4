import Testing

@testable import AlertDSL

/// Each `SWAR` run test against its byte-at-a-time definition: every byte value at every
/// position of a word, after a run of bytes that continue it and before bytes of every kind
/// (a stop byte below may start a borrow or carry into the bytes above it, which the contract
/// allows; a run byte must never be flagged).
@Suite struct SWARTests {
    private struct RunTest: Sendable {
        var name: String
        var mask: @Sendable (UInt64) -> UInt64
        var stops: @Sendable (UInt8) -> Bool
        /// A byte that continues the run.
        var run: UInt8
    }

    private static let runTests = [
        RunTest(
            name: "identifier", mask: SWAR.nonIdentifierBytes, stops: { !ByteClass.isIdentifierContinue($0) },
            run: UInt8(ascii: "a")),
        RunTest(name: "space", mask: SWAR.nonSpaceBytes, stops: { $0 != UInt8(ascii: " ") }, run: UInt8(ascii: " ")),
        RunTest(
            name: "string", mask: SWAR.stringStopBytes,
            stops: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") },
            run: UInt8(ascii: "a")),
        RunTest(
            name: "line comment", mask: SWAR.lineCommentStopBytes,
            stops: { $0 == 0 || $0 >= 0x80 || $0 == UInt8(ascii: "\n") }, run: UInt8(ascii: "a")),
    ]

    /// Bytes put above the tested one: run bytes, and bytes next to every boundary the tests use.
    private static let above: [UInt8] = [0x00, 0x01, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0xFF]

    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    @Test func everyByteAtEveryPosition() {
        for test in Self.runTests {
            for position in 0..<8 {
                for value in 0...255 {
                    let byte = UInt8(value)
                    for filler in Self.above + [test.run] {
                        var bytes = [UInt8](repeating: test.run, count: 8)
                        bytes[position] = byte
                        for index in (position + 1)..<8 { bytes[index] = filler }
                        let mask = test.mask(word(bytes))
                        let expected = bytes.firstIndex(where: test.stops)
                        if let expected {
                            #expect(mask != 0 && SWAR.stopOffset(mask) == expected, "\(test.name) \(bytes)")
                        } else {
                            #expect(mask == 0, "\(test.name) \(bytes)")
                        }
                    }
                }
            }
        }
    }

    /// `nonIdentifierBytes` is exact in every byte, which `Lexer` relies on to ignore a `.` or `@`
    /// before a name.
    @Test func identifierMaskIsExactInEveryByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            let mask = SWAR.nonIdentifierBytes(word([byte, byte, 0, byte, 0x80, byte, 0x5F, byte]))
            let flagged = (0..<8).map { mask >> (8 * UInt64($0) + 7) & 1 == 1 }
            let stops = !ByteClass.isIdentifierContinue(byte)
            #expect(flagged == [stops, stops, true, stops, true, stops, false, stops], "\(byte)")
        }
    }
}
