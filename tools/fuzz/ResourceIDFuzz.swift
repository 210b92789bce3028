// libFuzzer target: reading an id from a URL must never crash, and an id it reads must be a
// positive number written as the last path segment of the URL.
@_cdecl("LLVMFuzzerTestOneInput")
public func resourceIDFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let url = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let id = NamedResource.id(fromURL: url) else { return 0 }
    precondition(id > 0, "a resource id must be positive")
    let path = url.prefix { $0 != "?" && $0 != "#" }
    let last = path.split(separator: "/").last.map(String.init)
    precondition(last == String(id) || last.map { Int($0) == id } == true, "the id must be the last path segment")
    // The same URL with a trailing slash or a query names the same resource.
    precondition(NamedResource.id(fromURL: String(path) + "/?limit=20") == id, "a trailing slash or query changed the id")
    return 0
}
