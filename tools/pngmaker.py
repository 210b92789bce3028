#!/usr/bin/env python3
"""Make PNG files for the artwork pipeline's tests, benchmarks and fuzz seeds, and read them
back with Pillow, the independent decoder the tests compare against.

The encoder is written here with zlib (Pillow cannot write every bit depth, nor interlaced
files): every colour type (0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA) at every bit depth
PNG allows for it, Adam7 interlaced or not, rows filtered with all five filter types in turn.

Usage:
  pngmaker.py samples DIR     every colour type × bit depth × interlace, with tRNS variants:
                              NAME.png, and NAME.rgba (Pillow's decode as 8-bit RGBA, see
                              `pillow_rgba`) when Pillow is installed; prints the names
  pngmaker.py artwork DIR ID... [--size N] [--interlace] [--texture]
                              ID.png for each /pokemon id (or range, 1-25): an N×N RGBA picture on
                              a transparent background, different for each id (default 96);
                              --texture shades every pixel, to compress like real artwork
  pngmaker.py hostile DIR     truncated.png, bad-crc.png, huge-dimensions.png, bomb-idat.png
                              (small image, a zlib stream of 64 MiB), bomb-ztxt.png (a zTXt
                              chunk inflating to 64 MiB), short-idat.png (intact chunks, half
                              the image data), not-png.png
  pngmaker.py box SRC.png W H OUT.rgba
                              Pillow's BOX (area-averaging) resize of SRC to W×H as 8-bit RGBA
  pngmaker.py decode SRC.png OUT.rgba
                              Pillow's decode of SRC as 8-bit RGBA (rules in `pillow_rgba`)
Python standard library only, except Pillow for .rgba files.
"""

import os
import random
import struct
import sys
import zlib

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
COLOR_NAMES = {0: "gray", 2: "rgb", 3: "palette", 4: "gray-alpha", 6: "rgba"}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(pixels, color_type, depth):
    """One row of pixels (tuples of samples) as bytes, samples big-endian, low depths MSB first."""
    samples = [sample for pixel in pixels for sample in pixel]
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", sample) for sample in samples)
    out, accumulator, bits = bytearray(), 0, 0
    for sample in samples:
        accumulator = (accumulator << depth) | sample
        bits += depth
        if bits == 8:
            out.append(accumulator)
            accumulator, bits = 0, 0
    if bits:
        out.append(accumulator << (8 - bits))
    return bytes(out)


def paeth(left, up, upper_left):
    estimate = left + up - upper_left
    distances = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
    if distances[0] <= distances[1] and distances[0] <= distances[2]:
        return left
    return up if distances[1] <= distances[2] else upper_left


def filter_rows(rows, bpp, first_filter=0):
    """Filters each row with filter types 0–4 in turn, starting at `first_filter`."""
    out, previous = bytearray(), bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = (first_filter + index) % 5
        filtered = bytearray()
        for i, value in enumerate(row):
            left = row[i - bpp] if i >= bpp else 0
            up = previous[i]
            upper_left = previous[i - bpp] if i >= bpp else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, upper_left)][kind]
            filtered.append((value - predictor) & 0xFF)
        out.append(kind)
        out += filtered
        previous = row
    return bytes(out)


def encode(width, height, color_type, depth, pixels, palette=None, trns=None, interlace=False,
           extra_chunks=(), compression=6):
    """A PNG of `pixels` (a list of rows of sample tuples)."""
    channels = CHANNELS[color_type]
    bpp = max(1, channels * depth // 8)
    raw = bytearray()
    if interlace:
        for x0, y0, dx, dy in ADAM7:
            rows = [pack_row([pixels[y][x] for x in range(x0, width, dx)], color_type, depth)
                    for y in range(y0, height, dy)]
            if rows and rows[0]:
                raw += filter_rows(rows, bpp, first_filter=x0 + y0)
    else:
        raw += filter_rows([pack_row(row, color_type, depth) for row in pixels], bpp)
    header = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlace else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    for kind, body in extra_chunks:
        data += chunk(kind, body)
    if palette is not None:
        data += chunk(b"PLTE", b"".join(bytes(entry) for entry in palette))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    data += chunk(b"IDAT", zlib.compress(bytes(raw), compression)) + chunk(b"IEND", b"")
    return data


def sample_image(color_type, depth, width, height, seed, with_trns):
    """Seeded random samples covering the depth's whole range; with a tRNS key some pixels hit it."""
    rng = random.Random(seed)
    top = (1 << depth) - 1
    channels = CHANNELS[color_type]
    palette = trns = None
    if color_type == 3:
        entries = 1 << depth
        palette = [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(entries)]
        if with_trns:  # shorter than the palette: the rest are opaque
            trns = bytes(rng.randrange(256) for _ in range(max(1, entries // 2)))
    key = None
    if with_trns and color_type in (0, 2):
        key = tuple(rng.randrange(top + 1) for _ in range(channels))
        trns = b"".join(struct.pack(">H", sample) for sample in key)

    def pixel():
        if key is not None and rng.random() < 0.25:
            return key
        values = tuple(rng.randrange(top + 1) for _ in range(channels))
        if key is not None and depth == 16 and values != key:
            # Pillow reads 16-bit RGB and gray as their high bytes only, so the oracle can tell a
            # pixel from the key only by them: an opaque pixel's high bytes differ from the key's.
            if all((value >> 8) == (wanted >> 8) for value, wanted in zip(values, key)):
                values = ((values[0] ^ 0x8000),) + values[1:]
        return values

    pixels = [[pixel() for _ in range(width)] for _ in range(height)]
    return pixels, palette, trns


def samples(directory):
    """Every colour type and depth, interlaced and not, with and without tRNS where it applies."""
    os.makedirs(directory, exist_ok=True)
    names = []
    seed = 0
    for color_type, depths in DEPTHS.items():
        for depth in depths:
            for interlace in (False, True):
                for with_trns in ((False, True) if color_type in (0, 2, 3) else (False,)):
                    seed += 1
                    # Odd sizes, so the Adam7 passes and the packing of low depths have ragged ends.
                    width, height = 13 + seed % 7, 11 + seed % 5
                    pixels, palette, trns = sample_image(color_type, depth, width, height, seed, with_trns)
                    name = f"{COLOR_NAMES[color_type]}-{depth}{'-interlaced' if interlace else ''}{'-trns' if with_trns else ''}"
                    with open(os.path.join(directory, name + ".png"), "wb") as handle:
                        handle.write(encode(width, height, color_type, depth, pixels, palette, trns, interlace))
                    names.append(name)
    try:
        for name in names:
            decode_with_pillow(os.path.join(directory, name + ".png"), os.path.join(directory, name + ".rgba"))
    except ImportError:
        pass  # no Pillow: only the PNGs
    print("\n".join(names))


def pillow_rgba(path):
    """Pillow's decode as (width, height, bytes of 8-bit RGBA).

    Pillow is the decoder; the rules that turn its modes into 8-bit RGBA are PNG's, spelled out:
    16-bit samples keep their high byte (Pillow reads 16-bit RGB and gray-alpha that way itself);
    low-bit grays come scaled to 0–255 from Pillow; a tRNS key (which Pillow reports in the file's
    units and does not apply) makes the pixels equal to it transparent: compared at the file's
    depth for gray, by high bytes for 16-bit RGB (see `sample_image`); palettes and their tRNS
    alphas are Pillow's own conversion to RGBA.
    """
    from PIL import Image

    image = Image.open(path)
    image.load()
    width, height = image.size
    with open(path, "rb") as handle:
        header = handle.read(33)
    depth = header[24]
    key = image.info.get("transparency")
    mode = image.mode
    out = bytearray()
    if mode == "P":
        return width, height, image.convert("RGBA").tobytes()
    if mode in ("1", "L", "I", "I;16", "I;16B"):
        values = flattened(image)
        for value in values:
            if mode == "1":
                value = 255 if value else 0
            if depth == 16:
                raw, shown = value, value >> 8
            else:
                raw, shown = value * ((1 << depth) - 1) // 255, value
            alpha = 0 if key is not None and not isinstance(key, bytes) and raw == key else 255
            out += bytes((shown, shown, shown, alpha))
        return width, height, bytes(out)
    if mode == "LA":
        for gray, alpha in flattened(image):
            out += bytes((gray, gray, gray, alpha))
        return width, height, bytes(out)
    if mode == "RGB":
        if isinstance(key, tuple) and depth == 16:
            key = tuple(sample >> 8 for sample in key)
        for pixel in flattened(image):
            alpha = 0 if isinstance(key, tuple) and pixel == key else 255
            out += bytes(pixel + (alpha,))
        return width, height, bytes(out)
    if mode == "RGBA":
        return width, height, image.tobytes()
    raise SystemExit(f"pngmaker: Pillow opened {path} as mode {mode}, which this script does not know.")


def flattened(image):
    """The pixels as a list, row by row (Pillow 12 renamed getdata)."""
    return list(image.get_flattened_data() if hasattr(image, "get_flattened_data") else image.getdata())


def decode_with_pillow(source, target):
    width, height, data = pillow_rgba(source)
    with open(target, "wb") as handle:
        handle.write(struct.pack(">II", width, height) + data)


def box(source, width, height, target):
    from PIL import Image

    image = Image.open(source).convert("RGBA").resize((width, height), Image.Resampling.BOX)
    with open(target, "wb") as handle:
        handle.write(struct.pack(">II", width, height) + image.tobytes())


def artwork_colours(identifier):
    """The two colours of an id's picture."""
    rng = random.Random(identifier)
    return ((rng.randrange(256), rng.randrange(256), rng.randrange(256)),
            (rng.randrange(256), rng.randrange(256), rng.randrange(256)))


def artwork_pixels(identifier, size, texture=False):
    """A picture for one id: a disc in two colours from the id, with soft edges, on transparency.
    With `texture`, shading and grain vary every pixel, so it compresses about as badly as the
    official artwork (a 475 × 475 one is 200–300 KB)."""
    inner, outer = artwork_colours(identifier)
    rng = random.Random(identifier * 7919)
    centre, radius = (size - 1) / 2, size * 0.42
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            distance = ((x - centre) ** 2 + (y - centre) ** 2) ** 0.5
            colour = inner if (x + y * 2) % size < size // 2 else outer
            if texture:
                shade = 0.75 + 0.25 * (1 - distance / max(1, radius)) + rng.uniform(-0.06, 0.06)
                colour = tuple(max(0, min(255, int(channel * shade))) for channel in colour)
            alpha = max(0, min(255, int(round((radius - distance) * 64))))
            row.append(colour + (alpha,) if alpha else (0, 0, 0, 0))
        rows.append(row)
    return rows


def artwork(directory, identifiers, size, interlace, texture=False):
    os.makedirs(directory, exist_ok=True)
    for identifier in identifiers:
        pixels = artwork_pixels(identifier, size, texture)
        with open(os.path.join(directory, f"{identifier}.png"), "wb") as handle:
            handle.write(encode(size, size, 6, 8, pixels, interlace=interlace))


def hostile(directory):
    os.makedirs(directory, exist_ok=True)
    good = encode(64, 64, 6, 8, artwork_pixels(1, 64))
    files = {}
    files["truncated.png"] = good[: len(good) * 2 // 3]
    # One byte of the image data flipped, the CRC left as it was.
    idat = good.index(b"IDAT")
    damaged = bytearray(good)
    damaged[idat + 10] ^= 0xFF
    files["bad-crc.png"] = bytes(damaged)
    # A header claiming 100,000 × 100,000 pixels (40 GB decoded) over a few bytes of data.
    header = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 6, 0, 0, 0)
    files["huge-dimensions.png"] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                                    + chunk(b"IDAT", zlib.compress(bytes(4096), 9)) + chunk(b"IEND", b""))
    # A 64 × 64 image whose one compressed stream inflates to 64 MiB: 16 KB of rows, then zeros.
    header = struct.pack(">IIBBBBB", 64, 64, 8, 6, 0, 0, 0)
    stream = zlib.compressobj(9)
    bomb = stream.compress(bytes(64 * 1024 * 1024)) + stream.flush()
    files["bomb-idat.png"] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", bomb)
                              + chunk(b"IEND", b""))
    # A valid image with a zTXt chunk inflating to 64 MiB before its data.
    text = b"Comment\x00\x00" + zlib.compress(bytes(64 * 1024 * 1024), 9)
    files["bomb-ztxt.png"] = encode(16, 16, 6, 8, artwork_pixels(2, 16), extra_chunks=[(b"zTXt", text)])
    # Every chunk intact, but the compressed image data stops halfway through the image.
    header = struct.pack(">IIBBBBB", 64, 64, 8, 6, 0, 0, 0)
    rows = bytes(64 * (1 + 64 * 4))
    files["short-idat.png"] = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                               + chunk(b"IDAT", zlib.compress(rows[: len(rows) // 2])) + chunk(b"IEND", b""))
    files["not-png.png"] = b"<html><body>Not found</body></html>"
    for name, data in files.items():
        with open(os.path.join(directory, name), "wb") as handle:
            handle.write(data)
    return sorted(files)


def main(arguments):
    if len(arguments) >= 2 and arguments[0] == "samples":
        return samples(arguments[1])
    if len(arguments) >= 2 and arguments[0] == "hostile":
        return print("\n".join(hostile(arguments[1])))
    if len(arguments) >= 3 and arguments[0] == "artwork":
        size, interlace, texture, identifiers = 96, False, False, []
        rest = iter(arguments[2:])
        for word in rest:
            if word == "--size":
                size = int(next(rest))
            elif word == "--interlace":
                interlace = True
            elif word == "--texture":
                texture = True
            elif "-" in word:
                first, last = word.split("-", 1)
                identifiers += range(int(first), int(last) + 1)
            else:
                identifiers.append(int(word))
        return artwork(arguments[1], identifiers, size, interlace, texture)
    if len(arguments) == 5 and arguments[0] == "box":
        return box(arguments[1], int(arguments[2]), int(arguments[3]), arguments[4])
    if len(arguments) == 3 and arguments[0] == "decode":
        return decode_with_pillow(arguments[1], arguments[2])
    sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
