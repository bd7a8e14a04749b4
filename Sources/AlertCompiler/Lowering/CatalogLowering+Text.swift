import AlertDSL
import AlertRuntimeCore

extension CatalogLowering {
    /// A Text value in canonical form (docs/json-format.md): adjacent literal segments merged and no
    /// empty literal segment, so equal texts always give equal bytes.
    static func text(_ text: TextValue) -> AlertText {
        switch text {
        case .plain(let segments):
            return .plain(canonical(segments))
        case .localized(let key, let table, let defaultValue):
            return .localized(key: key, table: table, defaultValue: defaultValue.map(canonical))
        case .rich(let spans):
            return .rich(spans.map(span))
        }
    }

    static func span(_ span: TextValue.Span) -> TextSpan {
        switch span {
        case .plain(let segments): return .plain(canonical(segments))
        case .bold(let segments): return .bold(canonical(segments))
        case .italic(let segments): return .italic(canonical(segments))
        case .styled(let segments, let font, let color):
            return .styled(
                canonical(segments), font: font.flatMap { self.font($0) }, color: color.flatMap { self.color($0) })
        }
    }

    /// Merges adjacent literals and drops empty ones; parameters stay where they are.
    static func canonical(_ segments: [TextValue.Segment]) -> [TextSegment] {
        var result: [TextSegment] = []
        result.reserveCapacity(segments.count)
        for segment in segments {
            switch segment {
            case .literal(let literal):
                guard !literal.isEmpty else { continue }
                if case .literal(let previous) = result.last {
                    result[result.count - 1] = .literal(previous + literal)
                } else {
                    result.append(.literal(literal))
                }
            case .parameter(let name):
                result.append(.parameter(name))
            }
        }
        return result
    }
}
