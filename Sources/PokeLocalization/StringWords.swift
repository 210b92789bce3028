/// A `String` carried as its two words, so code can pick one of several strings without the
/// optimizer taking a reference to each, and turned back into a `String` where it is copied.
///
/// Why: a lookup by slug answers with a table's name or, for an unknown slug, the slug itself.
/// When those two `String`s meet in one variable, Swift 6.3 retains the table's name on every hit
/// and releases it after the caller reads it: two runtime calls, a quarter of a lookup. Words
/// are plain integers, so they meet for free; ``string`` then makes one copy, which the
/// optimizer can drop when the caller only reads it, as it does for a lookup by number.
///
/// The rule that makes it sound: ``string`` must be called while the string the words were read
/// from is alive. The localizer's names live as long as the process (chains are cached for good),
/// an inline ("small") string's words hold its bytes and no reference, and a slug stored out of
/// line that is echoed back is held by this thread's ``EchoSlot`` until the copy is made. The
/// copy is an ordinary `String`: Swift retains it whenever it must, and the words are never used
/// after. (This leans on how Swift treats a `String` made from integers, as it does
/// `Unmanaged.takeUnretainedValue()`; `tools/release-lookups.sh` checks it in release builds.)
@usableFromInline
struct StringWords {
    #if _pointerBitWidth(_64)
    @usableFromInline let words: (UInt64, UInt64)

    /// The words of a string, read without a retain.
    @inlinable @inline(__always)
    init(_ string: String) {
        words = unsafeBitCast(string, to: (UInt64, UInt64).self)
    }

    /// The words of the string stored at `pointer`, read without a retain.
    @inlinable @inline(__always)
    init(at pointer: UnsafePointer<String>) {
        words = UnsafeRawPointer(pointer).load(as: (UInt64, UInt64).self)
    }

    /// The string, copied.
    @inlinable @inline(__always)
    var string: String { unsafeBitCast(words, to: String.self) }
    #else
    // Elsewhere the words are the string itself: correct, with the retain this type avoids on 64-bit.
    @usableFromInline let string: String

    @inlinable init(_ string: String) { self.string = string }
    @inlinable init(at pointer: UnsafePointer<String>) { string = pointer.pointee }
    #endif
}
