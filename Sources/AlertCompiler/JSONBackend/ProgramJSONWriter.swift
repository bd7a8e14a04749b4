import AlertDSL
import AlertRuntimeCore

/// Writes the catalog document of a checked program straight from the `ResolvedProgram`, without building the
/// runtime's `AlertCatalog`: byte for byte what `CatalogLowering.lower(program).jsonData()` encodes (Foundation's
/// `JSONEncoder` with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`, then a newline): every object's
/// members in the encoder's sorted key order, with the same omissions and `null`s as the model's `encode(to:)`.
///
/// It applies lowering's rules while it writes: property values by name into the runtime model's slots (the
/// last one wins; a non-optional property keeps its default unless a valid value is set), case names that name
/// no runtime case and values of the wrong kind dropped, non-finite numbers made finite, adjacent text literals
/// merged and empty ones dropped. A member whose value turns out not to be representable is taken back
/// (`JSONOutput.rewind`), as lowering would have left the property unset.
///
/// One file per construct: program, pages and themes (here), alerts and their parts, values and text.
public enum ProgramJSONWriter {
    /// The document of `program` as UTF-8 bytes, final newline included.
    public static func bytes(_ program: ResolvedProgram) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(estimatedSize(program))
        write(program) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// The document of `program` as text, final newline included.
    ///
    /// Chunk by chunk: each is copied twice (its own `String`, then the append), but from a buffer that stays in
    /// cache. Writing the whole document into one buffer and copying that once was tried: the buffer's pages fault
    /// in as well as the result's, and `emit JSON` at 10 MB took 40% longer (callgrind shows the opposite, as it
    /// counts the chunk copies' `rep movsb` a byte at a time).
    public static func text(_ program: ResolvedProgram) -> String {
        var text = ""
        text.reserveCapacity(estimatedSize(program))
        write(program) { text.append(String(uncheckedUTF8: $0)) }
        return text
    }

    /// Writes the document of `program` in chunks of about `chunkSize` bytes, each ending between two alerts,
    /// pages or themes (so each is whole UTF-8), final newline included. The writer's buffer is reused from one
    /// chunk to the next: the document is never whole in memory, and the buffer stays in cache (a fresh
    /// allocation the size of the document costs a page fault every 4 KB, about as much as writing it).
    public static func write(
        _ program: ResolvedProgram, chunkSize: Int = 1 << 18, to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var stream = ProgramJSONStream(chunkSize: chunkSize)
        program.alerts.withUnsafeBufferPointer { alerts in
            for index in alerts.indices { stream.write(alerts[index], to: sink) }
        }
        stream.finish(program, to: sink)
    }

    /// A little more than the document usually takes (the benchmark's programs average about 4.1 KB per alert,
    /// 600 bytes per action), so a growing result rarely has to move.
    static func estimatedSize(_ program: ResolvedProgram) -> Int {
        var actions = 0
        for alert in program.alerts { actions &+= alert.actions.count }
        return 4096 &+ program.alerts.count &* 2560 &+ actions &* 640 &+ program.themes.count &* 1024
            &+ program.pages.count &* 256
    }
}

/// The catalog document written an alert at a time, while the program is still being checked
/// (`SemanticAnalyzer.analyze(_:sources:eachAlert:)`): `{"alerts", "format", "pages", "themes"}` has the alerts
/// first, and pages and themes are known before any alert is checked. Hands its bytes to a sink whenever
/// `chunkSize` are written, each chunk ending between two alerts, pages or themes (whole UTF-8).
struct ProgramJSONStream: ~Copyable {
    private var output: JSONOutput
    private let chunkSize: Int

    init(chunkSize: Int = 1 << 18) {
        self.chunkSize = chunkSize
        output = JSONOutput(capacity: 2 * chunkSize)
        output.beginObject()
        output.key("alerts")
        output.beginArray()
    }

    /// The next alert, in program order.
    mutating func write(_ alert: borrowing ResolvedAlert, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        output.element()
        output.alert(alert)
        if output.count >= chunkSize { output.drain(into: sink) }
    }

    /// The rest of the document after the last alert: `program`'s pages and themes (its alerts are not read).
    consuming func finish(_ program: ResolvedProgram, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        output.endArray()
        output.key("format")
        output.string(AlertCatalog.currentFormat)
        output.key("pages")
        output.beginArray()
        for page in program.pages {
            output.element()
            output.page(page)
            if output.count >= chunkSize { output.drain(into: sink) }
        }
        output.endArray()
        output.key("themes")
        output.beginArray()
        for theme in program.themes {
            output.element()
            output.theme(theme)
            if output.count >= chunkSize { output.drain(into: sink) }
        }
        output.endArray()
        output.endObject()
        output.appendRaw("\n")
        output.drain(into: sink)
    }
}

extension JSONOutput {
    /// A page: `deprecated` (omitted when not deprecated), `doc`, `name`, `parent`, `theme` (`null` when absent).
    mutating func page(_ page: ResolvedPage) {
        beginObject()
        if let value = page.deprecated {
            key("deprecated")
            string(value)
        }
        key("doc")
        optionalString(page.doc)
        key("name")
        string(page.name)
        key("parent")
        optionalString(page.parent)
        key("theme")
        optionalString(page.theme)
        endObject()
    }

    /// A theme: its own properties, flat, with `deprecated`, `doc`, `isDefault`, `name` and `parent` among them.
    mutating func theme(_ theme: ResolvedTheme) {
        let layout = PropertySlots.theme
        Self.withSlots(layout, theme.properties) { slots in
            beginObject()
            members(slots, 0..<14)  // actionAxis … cornerRadius
            if let value = theme.deprecated {
                key("deprecated")
                string(value)
            }
            members(slots, 14..<18)  // destructiveColor … dismissOnBackdropTap
            key("doc")
            optionalString(theme.doc)
            members(slots, 18..<20)  // imageMaxSize, imageTint
            key("isDefault")
            bool(theme.isDefault)
            members(slots, 20..<25)  // keyboardOffset … minDistanceToEdges
            key("name")
            string(theme.name)
            key("parent")
            optionalString(theme.parent)
            members(slots, 25..<32)  // separatorColor … titleFont
            endObject()
        }
    }

    /// Calls `body` with the slots of `layout` filled from `properties`, and the properties; the slots are not
    /// filled when `memo` replays them.
    @inline(__always)
    static func withSlots(
        _ layout: PropertySlots, _ properties: [ResolvedProperty], memo: MemberMemo.Use = .write,
        _ body: (FilledSlots) -> Void
    ) {
        properties.withUnsafeBufferPointer { properties in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: layout.count) { indices in
                var present: UInt64 = ~0
                if case .replay = memo {} else { present = layout.fill(indices, from: properties) }
                body(
                    FilledSlots(
                        layout: layout, indices: indices, present: present, properties: properties, memo: memo))
            }
        }
    }

    /// The members of `range`'s slots that have a value (or a default), in slot order, which is key order.
    /// Inlined as far as the test for a range with nothing to write, which many are (a call each, otherwise).
    @inline(__always)
    mutating func members(_ slots: FilledSlots, _ range: Range<Int>) {
        if slots.present & Self.mask(of: range) != 0 { writeMembers(slots, range) }
    }

    /// One bit per slot of `range`.
    @inline(__always)
    private static func mask(of range: Range<Int>) -> UInt64 {
        (((1 as UInt64) << UInt64(range.upperBound)) &- 1) & ~(((1 as UInt64) << UInt64(range.lowerBound)) &- 1)
    }

    private mutating func writeMembers(_ slots: FilledSlots, _ range: Range<Int>) {
        var recording: Int?
        switch slots.memo {
        case .write: break
        case .record(let entry): recording = entry
        case .replay(let entry):
            let memo = actionMembers
            memo.withMembers(in: entry, range) { member(text: $0) }
            return
        }
        // Where a recorded range's text starts: its members are kept as one text, not one by one.
        let rangeStart = memberTextStart
        let layout = slots.layout
        var pending = slots.present & Self.mask(of: range)
        while pending != 0 {
            let slot = pending.trailingZeroBitCount
            pending &= pending &- 1
            let index = Int(slots.indices[slot])
            if index >= 0 {
                let before = mark
                key(of: slot, in: layout)
                let checked = layout.defaultedMask & (1 << UInt64(slot)) != 0
                if !value(
                    of: slots.properties.baseAddress.unsafelyUnwrapped + index, as: layout.kinds[slot], checked: checked
                ) {
                    rewind(to: before)
                }
            } else {
                key(of: slot, in: layout)
                switch layout.defaults[slot] {
                case .none: break
                case .caseName(let name): quoted(name)
                case .number(let number): self.number(number)
                case .bool(let flag): bool(flag)
                case .point(let point): self.point(point)
                case .backdrop(let backdrop): self.backdrop(backdrop)
                }
            }
        }
        // Members taken back wrote nothing: when none is left, `count` is back before `rangeStart`.
        if let entry = recording, count > rangeStart {
            actionMembers.record(written(from: rangeStart), rangeStartingAt: range.lowerBound, in: entry)
        }
    }
}

extension JSONOutput {
    /// The key of `slot` of `layout`, from its padded text (`PropertySlots.paddedKeys`).
    @inline(__always)
    fileprivate mutating func key(of slot: Int, in layout: PropertySlots) {
        layout.paddedKeys.withUnsafeBufferPointer {
            key(padded: $0.baseAddress.unsafelyUnwrapped + slot &* 4, length: layout.paddedKeyLengths[slot])
        }
    }
}

/// A declaration's properties sorted into its layout's slots (`JSONOutput.withSlots`).
struct FilledSlots {
    let layout: PropertySlots
    /// Per slot, the index of its property in `properties`, or `-1` (the slot's default applies, if any).
    let indices: UnsafeMutableBufferPointer<Int32>
    /// One bit per slot to write; all bits when `memo` replays the members (the slots are not filled).
    let present: UInt64
    let properties: UnsafeBufferPointer<ResolvedProperty>
    /// Whether the members are written, written and kept, or copied from `JSONOutput.actionMembers`.
    let memo: MemberMemo.Use
}
