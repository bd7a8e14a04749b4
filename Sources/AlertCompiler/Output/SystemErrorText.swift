#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the system says of the `errno` `code`, in the compiler's diagnostic style: lower case, no period
/// ("permission denied", "is a directory"), as the input errors of `FileSystem.read` are worded. Public for the
/// `alertc` executable, which words a standard output that cannot be written with it.
public func systemErrorText(_ code: Int32) -> String {
    let words = String(cString: strerror(code))
    return words.prefix(1).lowercased() + words.dropFirst()
}
