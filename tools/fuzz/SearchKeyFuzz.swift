// libFuzzer target: the search query normalizer must never crash and must be idempotent, so a
// normalized index key and a normalized query always meet.
@_cdecl("LLVMFuzzerTestOneInput")
public func searchKeyFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let query = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let key = SearchKey.normalize(query)
    precondition(SearchKey.normalize(key) == key, "normalizing a key again changed it")
    return 0
}
