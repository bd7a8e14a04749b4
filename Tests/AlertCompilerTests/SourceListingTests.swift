import Testing

@testable import AlertCompiler

/// The generated Swift's header lists canonical paths relative to the deepest directory holding them all.
@Suite struct SourceListingTests {
    @Test func aSingleFileIsListedByItsName() {
        #expect(SourceListing.relativePaths(["/home/me/app/alerts.alert"]) == ["alerts.alert"])
    }

    @Test func theSharedDirectoriesAreRemovedWholeComponentsAtATime() {
        // `/x/a` and `/x/ab` share `/x` only, although `a` is a prefix of `ab`; the order is kept.
        #expect(
            SourceListing.relativePaths(["/x/a/d.alert", "/x/ab/c.alert", "/x/ab/e/f.alert"])
                == ["a/d.alert", "ab/c.alert", "ab/e/f.alert"])
        #expect(
            SourceListing.relativePaths(["/p/app/main.alert", "/p/app/shared/brand.alert"])
                == ["main.alert", "shared/brand.alert"])
    }

    @Test func filesWithNoSharedDirectoryKeepTheirWholePath() {
        #expect(SourceListing.relativePaths(["/a.alert", "/b/c.alert"]) == ["a.alert", "b/c.alert"])
        #expect(SourceListing.relativePaths(["/a/x.alert", "/b/x.alert"]) == ["a/x.alert", "b/x.alert"])
        #expect(SourceListing.relativePaths([]) == [])
    }
}
