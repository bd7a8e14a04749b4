import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Positional format strings")
struct FormatStringTests {
    @Test func developmentFormatNumbersParametersInOrderOfAppearance() {
        let format = FormatString.make(from: [
            .parameter("name"), .literal(" has "), .parameter("count"), .literal(" items, "), .parameter("name"),
        ])
        #expect(format == "%1$@ has %2$@ items, %3$@")
    }

    @Test func developmentFormatEscapesPercent() {
        #expect(
            FormatString.make(from: [.literal("100% of "), .parameter("n"), .literal(" %@")]) == "100%% of %1$@ %%@")
    }

    @Test func substitutesPositionalArgumentsInAnyOrder() {
        #expect(FormatString.substitute("%2$@ before %1$@", arguments: ["a", "b"]) == "b before a")
        #expect(FormatString.substitute("%1$@%1$@", arguments: ["x"]) == "xx")
        #expect(FormatString.substitute("%10$@", arguments: (1...10).map(String.init)) == "10")
    }

    @Test func sequentialSpecifiersContinueAfterThePreviousPosition() {
        #expect(FormatString.substitute("%@ and %@", arguments: ["a", "b"]) == "a and b")
        #expect(FormatString.substitute("%2$@ then %@", arguments: ["a", "b", "c"]) == "b then c")
    }

    @Test func percentEscapesAndUnknownSpecifiersStayReadable() {
        #expect(FormatString.substitute("100%% sure", arguments: []) == "100% sure")
        #expect(FormatString.substitute("%d items", arguments: ["3"]) == "%d items")
        #expect(FormatString.substitute("%3$@ missing", arguments: ["a"]) == "%3$@ missing")
        #expect(FormatString.substitute("%0$@ zero", arguments: ["a"]) == "%0$@ zero")
        #expect(FormatString.substitute("ends with %", arguments: []) == "ends with %")
        #expect(FormatString.substitute("%@", arguments: []) == "%@")
    }

    /// Only `%n$@` is filled in: another conversion after a position, or a position too large for an `Int`, stays
    /// as written.
    @Test func positionalSpecifiersOtherThanObjectsStayVerbatim() {
        #expect(FormatString.substitute("%1$d items", arguments: ["3"]) == "%1$d items")
        #expect(FormatString.substitute("%1$ then %1$@", arguments: ["x"]) == "%1$ then x")
        #expect(
            FormatString.substitute("%99999999999999999999$@ %1$@", arguments: ["a"]) == "%99999999999999999999$@ a")
    }

    @Test func roundTripOfTheDevelopmentFormat() {
        let segments: [TextSegment] = [.literal("50% off for "), .parameter("who"), .literal(" (%1$@)")]
        let format = FormatString.make(from: segments)
        #expect(FormatString.substitute(format, arguments: ["you"]) == "50% off for you (%1$@)")
    }

    /// A combining mark or variation selector just after a parameter (`"\(name)\u{301}"`) makes one `Character` of
    /// the specifier's `@` and the mark: specifiers are read by scalar, so it is still filled in.
    @Test func aMarkAfterASpecifierLeavesItASpecifier() {
        let format = FormatString.make(from: [
            .parameter("name"), .literal("\u{301} has "), .parameter("count"), .literal("\u{FE0F} (100%\u{301})"),
        ])
        #expect(format.unicodeScalars.elementsEqual("%1$@\u{301} has %2$@\u{FE0F} (100%%\u{301})".unicodeScalars))
        let text = FormatString.substitute(format, arguments: ["Ann", "3"])
        #expect(text.unicodeScalars.elementsEqual("Ann\u{301} has 3\u{FE0F} (100%\u{301})".unicodeScalars))
        #expect(FormatString.substitute("%@\u{301} %%\u{301}", arguments: ["a"]) == "a\u{301} %\u{301}")
    }

    @Test func unicodeTextIsPreserved() {
        #expect(FormatString.substitute("👋 %1$@ — café", arguments: ["Zoë"]) == "👋 Zoë — café")
    }
}
