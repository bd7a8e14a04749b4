/// The byte buffer the catalog writer appends UTF-8 to, with the layout rules of Foundation's `JSONEncoder`
/// (`.prettyPrinted`): two spaces per level, `"key" : value`, `,` at the end of a line, and an empty
/// container as its brackets around a blank line (`[\n\n  ]`).
///
/// The buffer is one growing allocation (doubling), written through a pointer: a key, its separator and its
/// indentation are one capacity check and a few stores, which is what keeps the writer near memory speed
/// (the document is about eight times the size of the source). No `String` is built until the end.
struct JSONOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// The indentation level of the container being written.
    private(set) var depth = 0
    /// Whether the current container already holds a member, so the next one needs a `,`.
    private var hasMember = false
    /// Set when a number is not finite (JSON has no infinity or NaN); the document is then refused.
    private(set) var sawNonFiniteNumber = false
    /// The property members of recent actions, to copy for the next action with the same properties.
    let actionMembers = MemberMemo()

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    // MARK: - Capacity

    /// Makes room for `extra` more bytes, plus `slack` for the word-sized stores of indentation.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if _slowPath(capacity &- count < extra &+ Self.slack) { grow(minimum: count &+ extra &+ Self.slack) }
    }

    /// Indentation is stored as at least sixteen spaces, eight at a time, and may run up to sixteen bytes past its
    /// end.
    private static let slack = 16

    @inline(never)
    private mutating func grow(minimum: Int) {
        var newCapacity = capacity * 2
        while newCapacity < minimum { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    // MARK: - Raw bytes (capacity already reserved)

    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    private mutating func put(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        (base + count).initialize(from: text.utf8Start, count: length)
        count &+= length
    }

    @inline(__always)
    private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return }
        (base + count).initialize(from: start, count: bytes.count)
        count &+= bytes.count
    }

    /// A newline and the current indentation.
    @inline(__always)
    private mutating func putNewlineAndIndent() {
        put(UInt8(ascii: "\n"))
        let spaces = depth &* 2
        let raw = UnsafeMutableRawPointer(base + count)
        let eightSpaces: UInt64 = 0x2020_2020_2020_2020
        // Sixteen spaces without a test (the document's usual depths), then eight at a time.
        raw.storeBytes(of: eightSpaces, as: UInt64.self)
        raw.storeBytes(of: eightSpaces, toByteOffset: 8, as: UInt64.self)
        var offset = 16
        while offset < spaces {
            raw.storeBytes(of: eightSpaces, toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        count &+= spaces
    }

    /// Appends `text` as is: it must be complete JSON text (used for the final newline).
    mutating func appendRaw(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        put(text)
    }

    // MARK: - Rewinding

    /// Where the writer stands: enough to take back everything written after it.
    struct Mark {
        fileprivate var count: Int
        fileprivate var depth: Int
        fileprivate var hasMember: Bool
    }

    var mark: Mark { Mark(count: count, depth: depth, hasMember: hasMember) }

    /// Takes back everything written since `mark` (a member whose value turned out not to be representable).
    mutating func rewind(to mark: Mark) {
        count = mark.count
        depth = mark.depth
        hasMember = mark.hasMember
    }

    // MARK: - Members kept as text (`MemberMemo`)

    /// Where the text of the next members starts: after the `,` that `key` writes first when the container already
    /// has a member.
    var memberTextStart: Int { hasMember ? count &+ 1 : count }

    /// The bytes written from `start` on (valid until the next write).
    func written(from start: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: count &- start)
    }

    /// Members from their text as `key` and their values wrote it (from `memberTextStart`), with the `,` before
    /// the first.
    mutating func member(text: UnsafeBufferPointer<UInt8>) {
        reserve(text.count &+ 1)
        if hasMember { put(UInt8(ascii: ",")) }
        put(text)
        hasMember = true
    }

    // MARK: - Containers

    @inline(__always)
    mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    @inline(__always)
    mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    @inline(__always)
    mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    @inline(__always)
    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    @inline(__always)
    private mutating func open(_ bracket: UInt8) {
        reserve(1)
        put(bracket)
        depth &+= 1
        hasMember = false
    }

    @inline(__always)
    private mutating func close(_ bracket: UInt8) {
        depth &-= 1
        reserve(depth &* 2 &+ 3)
        // An empty container still gets the newline its first member would have started with.
        if !hasMember { put(UInt8(ascii: "\n")) }
        putNewlineAndIndent()
        put(bracket)
        hasMember = true
    }

    /// Starts the next element of an array: the separator and the indentation.
    @inline(__always)
    mutating func element() {
        reserve(depth &* 2 &+ 2)
        if hasMember { put(UInt8(ascii: ",")) }
        putNewlineAndIndent()
        hasMember = true
    }

    /// Starts a member of an object: separator, indentation, `"name" : `. `name` must need no escaping (the
    /// format's keys are identifiers), and members must come in the sorted order `JSONEncoder` uses
    /// (`.sortedKeys`: by the keys' UTF-8 bytes).
    @inline(__always)
    mutating func key(_ name: StaticString) {
        let length = name.utf8CodeUnitCount
        reserve(depth &* 2 &+ length &+ 6)
        if hasMember { put(UInt8(ascii: ",")) }
        putNewlineAndIndent()
        put(UInt8(ascii: "\""))
        (base + count).initialize(from: name.utf8Start, count: length)
        count &+= length
        put("\" : ")
        // The value follows; the member counts from here on.
        hasMember = true
    }

    /// Starts a member as `key` does, from its `"name" : ` padded with zeros to 32 bytes (four words, stored whole;
    /// the bytes past `length` are overwritten by what follows).
    @inline(__always)
    mutating func key(padded text: UnsafePointer<UInt64>, length: Int) {
        reserve(depth &* 2 &+ 34)
        if hasMember { put(UInt8(ascii: ",")) }
        putNewlineAndIndent()
        let raw = UnsafeMutableRawPointer(base + count)
        raw.storeBytes(of: text[0], as: UInt64.self)
        raw.storeBytes(of: text[1], toByteOffset: 8, as: UInt64.self)
        raw.storeBytes(of: text[2], toByteOffset: 16, as: UInt64.self)
        raw.storeBytes(of: text[3], toByteOffset: 24, as: UInt64.self)
        count &+= length
        hasMember = true
    }

    // MARK: - Scalars

    mutating func null() {
        reserve(4)
        put("null")
    }

    mutating func bool(_ value: Bool) {
        reserve(5)
        if value { put("true") } else { put("false") }
    }

    /// A string known to need no escaping (an enum case name), quoted.
    @inline(__always)
    mutating func plainString(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount &+ 2)
        put(UInt8(ascii: "\""))
        put(text)
        put(UInt8(ascii: "\""))
    }

    /// The name of a `String`-backed enum case, quoted; case names need no escaping.
    @inline(__always)
    mutating func caseName<Value: RawRepresentable>(_ value: Value) where Value.RawValue == String {
        quoted(value.rawValue)
    }

    /// A string, quoted and escaped exactly as `JSONEncoder` does with `.withoutEscapingSlashes`: `"` and `\`
    /// with a backslash, `\b \f \n \r \t` by name, the other control characters below U+0020 as `\u00xx`
    /// (lower-case hex), everything else (including `/`, DEL and all non-ASCII) as its UTF-8 bytes.
    mutating func string(_ text: String) {
        withBytes(of: text) { $0.escaped($1) }
    }

    /// A string known to need no escaping (a validated enum case name), quoted.
    mutating func quoted(_ text: String) {
        withBytes(of: text) { $0.quoted($1) }
    }

    /// Calls `write` with the UTF-8 bytes of `text`, in place; a string without contiguous UTF-8 storage
    /// (bridged) is copied first.
    @inline(__always)
    private mutating func withBytes(
        of text: String, _ write: (inout JSONOutput, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { write(&self, $0) }
        if written == nil {
            var copy = text
            copy.withUTF8 { write(&self, $0) }
        }
    }

    private mutating func quoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count &+ 2)
        put(UInt8(ascii: "\""))
        put(bytes)
        put(UInt8(ascii: "\""))
    }

    /// Opens a string whose contents follow in pieces (`stringContent`): a text's adjacent literals are one
    /// JSON string, and escaping piece by piece gives the bytes of escaping their concatenation.
    mutating func openString() {
        reserve(1)
        put(UInt8(ascii: "\""))
    }

    /// More contents of the string `openString` began, escaped.
    mutating func stringContent(_ text: String) {
        withBytes(of: text) { $0.escapedContent($1) }
    }

    /// Closes the string `openString` began.
    mutating func closeString() {
        reserve(1)
        put(UInt8(ascii: "\""))
    }

    private mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Worst case: every byte becomes a six-byte `\u00xx`.
        reserve(bytes.count &* 6 &+ 2)
        put(UInt8(ascii: "\""))
        putEscaped(bytes)
        put(UInt8(ascii: "\""))
    }

    private mutating func escapedContent(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count &* 6)
        putEscaped(bytes)
    }

    /// The bytes of a string's contents, escaped; room for six bytes per byte is reserved. Clean bytes are copied
    /// as they are checked, eight at a time (a word stored as loaded), so a short string costs no call to `memcpy`;
    /// so is a clean tail of fewer than eight bytes (`tailWord`), which is most of a short name.
    @inline(__always)
    private mutating func putEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        let end = bytes.count
        var index = 0
        while index < end {
            while index &+ 8 <= end {
                let word = UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
                if Self.mayNeedEscaping(word) { break }
                UnsafeMutableRawPointer(base + count).storeBytes(of: word, as: UInt64.self)
                count &+= 8
                index &+= 8
            }
            let remaining = end &- index
            if remaining == 0 { return }
            if remaining < 8 {
                let word = Self.tailWord(start, end: end, remaining: remaining)
                if !Self.mayNeedEscaping(word) {
                    // Eight bytes stored, `remaining` kept: the rest lies in the reserved room and is overwritten next.
                    UnsafeMutableRawPointer(base + count).storeBytes(of: word.littleEndian, as: UInt64.self)
                    count &+= remaining
                    return
                }
            }
            // Byte by byte through the word that may hold a byte to escape (or the tail).
            let stop = min(index &+ 8, end)
            while index < stop {
                let byte = start[index]
                if _fastPath(byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")) {
                    put(byte)
                } else {
                    putEscape(byte)
                }
                index &+= 1
            }
        }
    }

    /// The last `remaining` (1 to 7) bytes of the `end` bytes at `start`, in the low bytes of a little-endian word,
    /// its other bytes `A` (which needs no escaping). Read as one word ending at `end` when the text has eight bytes,
    /// so no byte outside the text is read.
    @inline(__always)
    private static func tailWord(_ start: UnsafePointer<UInt8>, end: Int, remaining: Int) -> UInt64 {
        let filler: UInt64 = 0x4141_4141_4141_4141 << UInt64(remaining &* 8)
        if end >= 8 {
            let last = UInt64(littleEndian: UnsafeRawPointer(start + (end &- 8)).loadUnaligned(as: UInt64.self))
            return last >> UInt64((8 &- remaining) &* 8) | filler
        }
        // The whole text is shorter than a word (`remaining == end`): two loads that overlap in the middle.
        let raw = UnsafeRawPointer(start)
        if end >= 4 {
            let first = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: end &- 4, as: UInt32.self)))
            return first | last << UInt64((end &- 4) &* 8) | filler
        }
        if end >= 2 {
            let first = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            let last = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: end &- 2, as: UInt16.self)))
            return first | last << UInt64((end &- 2) &* 8) | filler
        }
        return UInt64(start[0]) | filler
    }

    /// Whether a byte of `word` is below 0x20, `"` or a backslash (exact: a borrow only spreads above a byte
    /// that is itself flagged).
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (control | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highs != 0
    }

    @inline(__always)
    private mutating func putEscape(_ byte: UInt8) {
        put(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): put(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): put(UInt8(ascii: "\\"))
        case 0x08: put(UInt8(ascii: "b"))
        case 0x0C: put(UInt8(ascii: "f"))
        case 0x0A: put(UInt8(ascii: "n"))
        case 0x0D: put(UInt8(ascii: "r"))
        case 0x09: put(UInt8(ascii: "t"))
        default:
            put("u00")
            put(Self.hexDigit(byte >> 4))
            put(Self.hexDigit(byte & 0x0F))
        }
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ (value &- 10)
    }

    /// A fixed colour: `"#RRGGBBAA"` with upper-case hex digits (`AlertColor.hexString`).
    mutating func hexColor(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) {
        reserve(11)
        put("\"#")
        putUpperHex(red)
        putUpperHex(green)
        putUpperHex(blue)
        putUpperHex(alpha)
        put(UInt8(ascii: "\""))
    }

    @inline(__always)
    private mutating func putUpperHex(_ byte: UInt8) {
        put(Self.upperHexDigit(byte >> 4))
        put(Self.upperHexDigit(byte & 0x0F))
    }

    @inline(__always)
    private static func upperHexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ (value &- 10)
    }

    /// An integer, in decimal (`Int.description`).
    mutating func integer(_ value: Int) {
        reserve(20)
        if value < 0 { put(UInt8(ascii: "-")) }
        putDigits(value.magnitude)
    }

    /// The decimal digits of `value`, most significant first.
    @inline(__always)
    private mutating func putDigits(_ value: UInt) {
        // Most numbers of the document (sizes, radii, priorities) have one or two digits.
        if value < 10 {
            put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        if value < 100 {
            put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10))
            put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
            return
        }
        var digitCount = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            digitCount &+= 1
        }
        var rest = value
        var position = count &+ digitCount
        count = position
        repeat {
            position &-= 1
            base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest != 0
    }

    /// A number as `JSONEncoder` writes a `Double`: its `description` without a trailing `.0` (`17`, `0.25`,
    /// `1e-05`, `1e+21`, `-0`). Integral values up to 2^53 are exactly their integer digits (the shortest
    /// round-trip form Swift prints below 2^53), so they skip `description`.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            sawNonFiniteNumber = true
            null()
            return
        }
        let magnitude = value.magnitude
        if magnitude <= 9_007_199_254_740_992, magnitude.rounded(.towardZero) == magnitude {
            reserve(17)
            if value.sign == .minus { put(UInt8(ascii: "-")) }
            putDigits(UInt(magnitude))
            return
        }
        if putShortDecimal(value) { return }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { bytes in
            reserve(bytes.count)
            put(bytes)
        }
    }

    /// Writes a non-integral `value` with at most six decimals (`0.25`, `14.5`, `0.001`) exactly as its
    /// `description` does, without building a `String`; `false` (nothing written) for any other value.
    ///
    /// The digits are found the way a reader would check them: `n / 10^k` (both exact, so the quotient is the
    /// correctly rounded decimal `n·10^-k`, which is what parsing it gives) must equal `value`, for the
    /// smallest such `k`. That is the shortest round-trip form `description` prints, and it is unique: below
    /// 10^9 with `k ≤ 6` the spacing of doubles is far below `10^-k`, so no other `k`-decimal number rounds to
    /// `value`. In that range `description` uses plain notation (no exponent) from 0.001 up.
    @inline(__always)
    private mutating func putShortDecimal(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= 0.001, magnitude < 1e9 else { return false }
        var scale = 10.0
        var decimals = 1
        while decimals <= 6 {
            let scaled = (magnitude * scale).rounded()
            if scaled / scale == magnitude {
                let digits = UInt(scaled)
                var power: UInt = 1
                for _ in 0..<decimals { power &*= 10 }
                reserve(20)
                if value.sign == .minus { put(UInt8(ascii: "-")) }
                putDigits(digits / power)
                put(UInt8(ascii: "."))
                // The fraction with its leading zeros (`0.05`); it has no trailing zero (`k` is the smallest).
                var fraction = digits % power
                var position = count &+ decimals
                count = position
                for _ in 0..<decimals {
                    position &-= 1
                    base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                    fraction /= 10
                }
                return true
            }
            scale *= 10
            decimals &+= 1
        }
        return false
    }

    // MARK: - Result

    /// Hands the bytes written so far to `sink` and empties the buffer, keeping its allocation and the writer's
    /// place in the document. Only between two complete values (no `mark` may span it); the bytes are then whole
    /// UTF-8.
    mutating func drain(into sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        sink(UnsafeBufferPointer(start: base, count: count))
        count = 0
    }
}

extension JSONOutput {
    /// A string, or `null` (keys the format always writes).
    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// An array of strings (`after`, localized `parameters`).
    mutating func stringArray(_ strings: [String]) {
        beginArray()
        for text in strings {
            element()
            string(text)
        }
        endArray()
    }
}
