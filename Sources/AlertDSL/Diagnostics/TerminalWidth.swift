/// How many columns of a terminal a character takes, so that a caret and its `~` marks stand under the text they
/// point at whatever the script: 0 for combining marks and invisible format characters, 2 for East Asian wide and
/// fullwidth characters (CJK, kana, Hangul syllables, fullwidth forms) and emoji shown as emoji, 1 for the rest,
/// as `wcwidth` says in a UTF-8 locale (without depending on the process's locale).
enum TerminalWidth {
    /// The columns `scalar` takes.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Hangul vowels and final consonants join the syllable's leading consonant.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// The columns the UTF-8 text `bytes` takes.
    static func of(_ bytes: ArraySlice<UInt8>) -> Int {
        var columns = 0
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars { columns += of(scalar) }
        return columns
    }

    /// The blocks whose characters are East Asian Wide or Fullwidth (Unicode's EastAsianWidth.txt), emoji aside.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul leading consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x1B000...0x1B2FF,  // kana supplement and extensions, Nüshu
        0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G–H
    ]
}
