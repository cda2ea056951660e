import { createInflateRaw } from 'node:zlib';
import { SHEET_LIMIT_MESSAGES, SHEET_LIMITS } from '../../domain/files/sheet-limits';

/** A workbook past SHEET_LIMITS: 413 when there is too much of it, 400 when a cell cannot be right. */
export class SheetTooLarge extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** Bytes that are not a zip this check can follow; the reader reports them as an unreadable sheet. */
class DamagedZip extends Error {}

interface Part {
  name: string;
  method: number;
  size: number;
  data: Buffer;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The parts of a zip as its central directory lists them, each with its compressed bytes — found exactly as
 * SheetJS finds them (the directory's offset, then the local header's name and extra lengths), so the check
 * below unpacks the very bytes SheetJS would. Neither SheetJS nor fflate gives these offsets without first
 * unpacking every part, which is what the check must not do.
 */
function partsOf(zip: Buffer): Part[] {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new DamagedZip('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts: Part[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new DamagedZip('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new DamagedZip('bad local header');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const compressedSize = zip.readUInt32LE(at + 20);
    if (start + compressedSize > zip.length) throw new DamagedZip('part past the end');
    parts.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      size: zip.readUInt32LE(at + 24),
      data: zip.subarray(start, start + compressedSize),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

const LT = 0x3c;
const GT = 0x3e;
const COLON = 0x3a;
const LOWER_C = 0x63;
/** Bytes of text between two tags: a cell of Excel's longest text in UTF-8, with room for its markup. */
const MAX_TEXT_RUN = SHEET_LIMITS.maxCellChars * 3 + 1024;
/** After `<`, a name ended by one of these is a whole tag name. */
const ENDS_NAME = new Set([0x20, 0x09, 0x0a, 0x0d, GT, 0x2f]);

/**
 * Scans a part's XML as it is unpacked: the text between two tags (longer than a cell can be is refused) and,
 * in a worksheet, the cells (`<c …>`, with or without a namespace prefix), whose count is returned.
 */
function xmlScanner(countCells: boolean) {
  let run = 0;
  let cells = 0;
  // Where the scan is in a tag name: -1 outside one, else how far after `<` (0: just after it).
  let inName = -1;
  let nameIsC = false;
  return {
    scan(chunk: Buffer) {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]!;
        if (byte === LT) {
          run = 0;
          if (countCells) {
            inName = 0;
            nameIsC = false;
          }
          continue;
        }
        if (++run > MAX_TEXT_RUN) throw new SheetTooLarge(400, SHEET_LIMIT_MESSAGES.cellTooLong(null));
        if (inName < 0) continue;
        if (ENDS_NAME.has(byte)) {
          if (nameIsC && ++cells > SHEET_LIMITS.maxCells)
            throw new SheetTooLarge(413, SHEET_LIMIT_MESSAGES.tooManyCells);
          inName = -1;
        } else if (byte === COLON) {
          inName = 0; // a prefix ended: the local name starts here
          nameIsC = false;
        } else {
          nameIsC = inName === 0 && byte === LOWER_C;
          inName++;
        }
      }
    },
  };
}

/** Inflates raw deflate data chunk by chunk into `sink`, stopping at the first error `sink` throws. */
function inflateInto(data: Buffer, sink: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      inflater.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    inflater.on('data', (chunk: Buffer) => {
      try {
        sink(chunk);
      } catch (error) {
        fail(error);
      }
    });
    inflater.on('error', fail);
    inflater.on('end', () => {
      if (!failed) resolve();
    });
    inflater.end(data);
  });
}

/**
 * Unpacks every part of an .xlsx once, keeping nothing, and refuses it (SheetTooLarge) as soon as the parts
 * together pass SHEET_LIMITS.maxUnpackedBytes, the worksheets hold more than SHEET_LIMITS.maxCells cells, or
 * any text between two tags is longer than a cell can be. The sizes the zip declares are checked first, then
 * the real ones (a zip can lie about them). SheetJS holds the whole workbook while it reads it, so this runs
 * first: a few MB of zip that unpack to GBs, or to millions of tiny cells, never reach it.
 */
export async function checkXlsxUnpacked(bytes: Uint8Array): Promise<void> {
  const parts = partsOf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const tooMuch = () => new SheetTooLarge(413, SHEET_LIMIT_MESSAGES.tooMuchData);
  if (parts.reduce((n, p) => n + p.size, 0) > SHEET_LIMITS.maxUnpackedBytes) throw tooMuch();
  let total = 0;
  for (const part of parts) {
    const scanner = xmlScanner(part.name.startsWith('xl/worksheets/'));
    const sink = (chunk: Buffer) => {
      total += chunk.length;
      if (total > SHEET_LIMITS.maxUnpackedBytes) throw tooMuch();
      scanner.scan(chunk);
    };
    if (part.method === 0) sink(part.data);
    else if (part.method === 8) await inflateInto(part.data, sink);
    else throw new DamagedZip(`compression method ${String(part.method)}`);
  }
}
