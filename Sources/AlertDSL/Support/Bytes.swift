/// Byte-string helpers shared by the name tables (``NameTable``, ``NameIndex``) and the parser.
enum Bytes {
    /// Whether `count` bytes at `a` and `b` are equal: eight at a time (the last word overlapping), byte by byte
    /// below eight.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        if count >= 8 {
            let a = UnsafeRawPointer(a)
            let b = UnsafeRawPointer(b)
            var offset = 0
            while offset &+ 8 < count {
                if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    return false
                }
                offset &+= 8
            }
            return a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        var offset = 0
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// The eight bytes at `pointer + offset`, unaligned.
    @inline(__always)
    static func load64(_ pointer: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UnsafeRawPointer(pointer).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// The four bytes at `pointer + offset`, unaligned.
    @inline(__always)
    static func load32(_ pointer: UnsafePointer<UInt8>, _ offset: Int) -> UInt32 {
        UnsafeRawPointer(pointer).loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }
}
