import Testing

@testable import AlertDSL

/// The lookup structures analysis uses instead of hashing `String`s: they must answer exactly what a
/// dictionary would.
@Suite struct LookupTableTests {
    @Test func nameTableFindsEveryNameAndNothingElse() {
        let names = PropertySchema.names
        let index = NameTable(names)
        for (position, name) in names.enumerated() {
            #expect(index.index(of: name) == position, "\(name)")
        }
        // Same length, first, middle and last bytes as real names (colliding keys), case changes, prefixes,
        // the empty string and non-ASCII text: none is a name.
        let others = names.flatMap { name -> [String] in
            var mutated = Array(name.utf8)
            if mutated.count > 3 { mutated[1] ^= 0x01 }
            return [
                String(decoding: mutated, as: UTF8.self), name.uppercased(), String(name.dropLast()), name + "s",
                "é" + name,
            ]
        }
        for other in others + ["", "é", "\u{0}"] where !names.contains(other) {
            #expect(index.index(of: other) == nil, "\(other)")
        }
    }

    @Test func nameTableHandlesAnyList() {
        #expect(NameTable([]).index(of: "a") == nil)
        let many = (0..<500).map { "name\($0)" }
        let index = NameTable(many)
        for (position, name) in many.enumerated() { #expect(index.index(of: name) == position) }
        #expect(index.index(of: "name500") == nil)
    }

    /// Names that share lengths, prefixes and suffixes (as a program's names do), the empty string and non-ASCII
    /// text, added past several growths: every lookup answers what a dictionary of first values would.
    @Test(arguments: [0, 100])
    func nameIndexMatchesADictionary(reserved: Int) {
        var index = NameIndex(capacity: reserved)
        var reference: [String: Int] = [:]
        let names =
            (0..<300).map { "renewWorkout\($0 % 17)_\($0)" } + (0..<40).map { String(repeating: "x", count: $0) }
            + ["é", "é", "\u{0}", "renewWorkout1_1"]
        for (value, name) in names.enumerated() {
            let expected = reference[name]
            if expected == nil { reference[name] = value }
            #expect(index.insertIfAbsent(name, value: value) == expected, "\(name)")
        }
        index.reserveCapacity(1000)
        for name in names { #expect(index[name] == reference[name], "\(name)") }
        for other in ["renewWorkout", "renewWorkout1_300", "y", String(repeating: "x", count: 40), "e"] {
            #expect(index[other] == nil, "\(other)")
        }
    }

    @Test func propertyIDLiteralsMatchTheSchema() {
        let literals: [(String, Int)] = [
            ("style", PropertyID.style), ("theme", PropertyID.theme), ("title", PropertyID.title),
            ("message", PropertyID.message), ("subtitle", PropertyID.subtitle), ("image", PropertyID.image),
            ("page", PropertyID.page), ("priority", PropertyID.priority), ("exclusive", PropertyID.exclusive),
            ("after", PropertyID.after), ("ready", PropertyID.ready), ("host", PropertyID.host),
            ("preferred", PropertyID.preferred), ("headerView", PropertyID.headerView),
            ("contentView", PropertyID.contentView), ("containerView", PropertyID.containerView),
            ("dismissOnBackdropTap", PropertyID.dismissOnBackdropTap), ("spacingAfter", PropertyID.spacingAfter),
        ]
        for (name, id) in literals {
            #expect(PropertySchema.id(name) == id, "\(name)")
        }
    }

    @Test func propertyNameIDRoundTrips() {
        for name in PropertySchema.names {
            let id = PropertyNameID(name)
            #expect(id?.name == name)
            #expect(Int(id!.rawValue) < PropertyNameID.count)
        }
        #expect(PropertyNameID("notAProperty") == nil)
        let property = ResolvedProperty(name: "titleColor", value: .bool(true), origin: .own, range: nil)
        #expect(property.name == "titleColor")
        #expect([property]["titleColor"] == .bool(true))
        #expect([property]["messageColor"] == nil)
        #expect([property]["notAProperty"] == nil)
    }

    /// Below and above the point where `SeenNames` switches from scanning to a dictionary, every repeat
    /// reports the position of the first occurrence, like a dictionary of first positions.
    @Test(arguments: [0, 3, 16, 17, 40])
    func seenNamesReportsTheFirstOccurrence(distinct: Int) {
        var seen = SeenNames()
        var reference: [String: Int] = [:]
        let names = (0..<distinct).map { "n\($0)" }
        // Forwards, backwards, then odd positions before even ones: repeats in three different orders.
        let interleaved =
            stride(from: 1, to: distinct, by: 2).map { names[$0] }
            + stride(from: 0, to: distinct, by: 2).map { names[$0] }
        let sequence = names + names.reversed() + interleaved
        for (position, name) in sequence.enumerated() {
            let expected = reference[name]
            if expected == nil { reference[name] = position }
            #expect(seen.insert(name, at: position) == expected, "\(name) at \(position)")
        }
    }

    /// The case-name initialisers analysis uses agree with `init(rawValue:)` on every name and on names
    /// that are no case.
    @Test func caseNameInitialisersMatchRawValues() {
        let others = ["", "Default", "alerts", "nothing", "cancel ", "immediately"]
        for name in ResolvedAction.Style.allCases.map(\.rawValue) + others {
            #expect(ResolvedAction.Style(caseName: name) == ResolvedAction.Style(rawValue: name), "\(name)")
        }
        for name in ResolvedAlert.Style.allCases.map(\.rawValue) + others {
            #expect(ResolvedAlert.Style(caseName: name) == ResolvedAlert.Style(rawValue: name), "\(name)")
        }
        for name in ResolvedAlert.Exclusivity.allCases.map(\.rawValue) + others {
            #expect(ResolvedAlert.Exclusivity(caseName: name) == ResolvedAlert.Exclusivity(rawValue: name), "\(name)")
        }
        for name in ResolvedAlert.Readiness.allCases.map(\.rawValue) + others {
            #expect(ResolvedAlert.Readiness(caseName: name) == ResolvedAlert.Readiness(rawValue: name), "\(name)")
        }
    }
}
