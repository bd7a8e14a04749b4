import AlertRuntime
import Foundation
import Testing

/// The runtime model reads back exactly what it writes: a server-driven app decodes the JSON back end's documents
/// with `AlertCatalog(jsonData:)`, and the back end's bytes are `jsonData()`'s. Seeded random catalogs hold every
/// value kind, every enum case, hostile strings and awkward numbers, including shapes no checked program has.
@Suite struct CatalogCodableTests {
    @Test("seeded random catalogs decode to what was encoded", arguments: 0..<4)
    func randomCatalogsRoundTrip(batch: Int) throws {
        for index in 0..<200 {
            let seed = UInt64(batch * 200 + index)
            var generator = RandomCatalogGenerator(seed: seed)
            var catalog = generator.catalog()
            // The generator also writes formats this runtime refuses to read (tested in AlertRuntimeTests).
            catalog.format = AlertCatalog.currentFormat
            let decoded = try AlertCatalog(jsonData: catalog.jsonData())
            guard decoded == catalog else {
                Issue.record("seed \(seed): the decoded catalog differs from the encoded one")
                return
            }
        }
    }

    @Test func nonFiniteNumbersAreRefused() {
        for value in [Double.nan, .infinity, -.infinity] {
            let catalog = AlertCatalog(alerts: [AlertDefinition(name: "n", animationDuration: value)])
            #expect(throws: (any Error).self) { try catalog.jsonData() }
        }
    }
}
