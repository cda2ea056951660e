import { crc32, inflateSync } from 'node:zlib';

/**
 * Whether an uploaded image is whole, checked by walking its structure: every PNG chunk with its CRC, IHDR
 * first, IEND last and the image data inflating to the size IHDR declares; JPEG segments from SOI through
 * a frame header and the scans to EOI; GIF blocks to the trailer; WebP's RIFF size and chunks. A file cut
 * short or damaged on the way fails here, before anything is saved, rather than later in the PDF writer.
 * Done with node:zlib and a few loops rather than a decoder package: sharp is not installed (native), and a
 * pure-JS decoder would hold every pixel in memory just to say yes or no.
 */
export function imageIsWhole(bytes: Uint8Array, mediaType: string): boolean {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (mediaType) {
      case 'image/png':
        return pngIsWhole(b);
      case 'image/jpeg':
        return jpegIsWhole(b);
      case 'image/gif':
        return gifIsWhole(b);
      case 'image/webp':
        return webpIsWhole(b);
      default:
        return true;
    }
  } catch {
    return false;
  }
}

/** Larger than any photo or scan: a bigger IHDR is refused rather than inflated (a decompression bomb). */
const MAX_PIXELS = 50_000_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function pngIsWhole(b: Buffer): boolean {
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | null = null;
  const data: Buffer[] = [];
  for (;;) {
    if (at + 12 > b.length) return false;
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > b.length) return false;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== b.readUInt32BE(at + 8 + length)) return false;
    const body = b.subarray(at + 8, at + 8 + length);
    if (header === null) {
      if (type !== 'IHDR' || length !== 13) return false;
      const channels = CHANNELS[body[9]!];
      if (channels === undefined) return false;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitsPerPixel: channels * body[8]!,
        interlaced: body[12] === 1,
      };
      if (header.width === 0 || header.height === 0 || header.width * header.height > MAX_PIXELS) return false;
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at = end;
  }
  if (!header || data.length === 0) return false;
  const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: imageDataBytes(header) + 1 });
  return pixels.length === imageDataBytes(header);
}

/** Adam7's seven passes: x, y start and step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The inflated size of a PNG's image data: each row's bytes and its filter byte, per interlace pass. */
function imageDataBytes({
  width,
  height,
  bitsPerPixel,
  interlaced,
}: {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
}) {
  const rows = (w: number, h: number) => (w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rows(width, height);
  let total = 0;
  for (const [x, y, dx, dy] of ADAM7)
    total += rows(Math.max(0, Math.ceil((width - x) / dx)), Math.max(0, Math.ceil((height - y) / dy)));
  return total;
}

function jpegIsWhole(b: Buffer): boolean {
  if (b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  let frame = false;
  let scans = 0;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return frame && scans > 0;
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > b.length) return false;
    // SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC): the frame header with the image's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (b.readUInt16BE(at + 5) === 0 || b.readUInt16BE(at + 7) === 0) return false;
      frame = true;
    }
    at += 2 + length;
    if (marker === 0xda) {
      if (!frame) return false;
      scans++;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (
        at + 1 < b.length &&
        !(b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7))
      )
        at++;
    }
  }
  return at + 2 <= b.length && b[at] === 0xff && b[at + 1] === 0xd9 && frame && scans > 0;
}

/** GIF data sub-blocks from `at`: the offset after their terminator, or -1 when the file ends first. */
function skipSubBlocks(b: Buffer, at: number): number {
  while (at < b.length) {
    const size = b[at]!;
    if (size === 0) return at + 1;
    at += 1 + size;
  }
  return -1;
}

function gifIsWhole(b: Buffer): boolean {
  const signature = b.toString('latin1', 0, 6);
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || b.length < 13) return false;
  const flags = b[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let images = 0;
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) return images > 0;
    if (block === 0x21) at = skipSubBlocks(b, at + 2);
    else if (block === 0x2c) {
      if (at + 10 > b.length) return false;
      const local = b[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1; // + LZW minimum code size
      at = skipSubBlocks(b, at);
      images++;
    } else return false;
    if (at < 0) return false;
  }
  return false;
}

function webpIsWhole(b: Buffer): boolean {
  if (b.length < 20 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return false;
  if (b.readUInt32LE(4) + 8 !== b.length) return false;
  let at = 12;
  let image = false;
  while (at < b.length) {
    if (at + 8 > b.length) return false;
    const type = b.toString('latin1', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    if (at + 8 + size > b.length) return false;
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') image = true;
    at += 8 + size + (size % 2);
  }
  return image && at === b.length;
}
