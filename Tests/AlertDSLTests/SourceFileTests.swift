import Testing

@testable import AlertDSL

/// The line table, found eight bytes at a time, against the plain definition of a line start.
@Suite struct SourceFileTests {
    /// Every offset after a line feed, byte by byte; the first line starts after a byte order mark.
    static func referenceLineStarts(_ bytes: [UInt8]) -> [Int] {
        [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
            + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    @Test func lineFeedsAtEveryOffsetAndLength() {
        // Line feeds next to every byte value a word can hold beside them (`\n` ± 1, 0x8A, 0xFF), at every
        // position of a word and in the tail shorter than a word.
        let neighbours: [UInt8] = [0x00, 0x09, 0x0B, 0x20, 0x7F, 0x8A, 0xFF]
        for length in 0..<27 {
            for position in 0..<max(length, 1) {
                for neighbour in neighbours {
                    var bytes = [UInt8](repeating: neighbour, count: length)
                    if position < length { bytes[position] = UInt8(ascii: "\n") }
                    if position + 3 < length { bytes[position + 3] = UInt8(ascii: "\n") }
                    let file = SourceFile(id: FileID(0), displayPath: "t", bytes: bytes)
                    #expect(file.lineStarts == Self.referenceLineStarts(bytes), "\(bytes)")
                }
            }
        }
    }

    @Test func randomBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 55)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // One byte in four a line feed, the rest anything.
                bytes.append(state >> 62 == 0 ? UInt8(ascii: "\n") : UInt8(truncatingIfNeeded: state >> 40))
            }
            let file = SourceFile(id: FileID(0), displayPath: "t", bytes: bytes)
            #expect(file.lineStarts == Self.referenceLineStarts(bytes))
        }
    }

    @Test func lineAndColumnAcrossLineEnds() {
        let file = SourceFile(id: FileID(0), displayPath: "t", text: "ab\r\ncd\n\nefghijklmnop\nq")
        #expect(file.lineAndColumn(of: 0) == (1, 1))
        #expect(file.lineAndColumn(of: 4) == (2, 1))
        #expect(file.lineAndColumn(of: 7) == (3, 1))
        #expect(file.lineAndColumn(of: 12) == (4, 5))
        #expect(file.lineAndColumn(of: 21) == (5, 1))
        #expect(file.lineAndColumn(of: 22) == (5, 2))
        #expect(Array(file.lineBytes(0)) == Array("ab".utf8))
    }

    /// Spec §1: a leading byte order mark is skipped, so columns on the first line count from after it (as an
    /// editor shows them) and the line shown under a diagnostic does not hold it.
    @Test func aByteOrderMarkIsNotPartOfTheFirstLine() {
        let file = SourceFile(id: FileID(0), displayPath: "t", text: "\u{FEFF}alert a\nb")
        #expect(file.lineAndColumn(of: 3) == (1, 1))
        #expect(file.lineAndColumn(of: 9) == (1, 7))
        #expect(file.lineAndColumn(of: 11) == (2, 1))
        #expect(Array(file.lineBytes(0)) == Array("alert a".utf8))
        let rendered = TestSupport.render("\u{FEFF}alert a { titel: \"x\" action ok \"OK\" }")
        #expect(rendered.hasPrefix("test.alert:1:11: error: unknown property 'titel' in an alert [unknown-property]\n"))
        let lines = rendered.split(separator: "\n")
        #expect(lines[1] == "alert a { titel: \"x\" action ok \"OK\" }")
        #expect(lines[2] == "          ^~~~~")
    }
}
