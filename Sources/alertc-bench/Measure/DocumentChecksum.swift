/// Consumes the chunks of a generated document so that no byte of it can be optimised away, at a cost far below
/// writing it: a rotate and an exclusive or per eight bytes, as a write to a file's page cache costs a copy.
struct DocumentChecksum {
    private(set) var value: UInt64 = 0

    mutating func add(_ chunk: UnsafeBufferPointer<UInt8>) {
        let bytes = UnsafeRawBufferPointer(chunk)
        var index = 0
        while index &+ 8 <= bytes.count {
            value = (value &<< 5 | value &>> 59) ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index &+= 8
        }
        while index < bytes.count {
            value = value &* 31 &+ UInt64(bytes[index])
            index &+= 1
        }
        value ^= UInt64(bytes.count)
    }
}
