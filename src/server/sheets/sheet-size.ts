import { constants, createInflateRaw, inflateRawSync } from 'node:zlib';
import { SHEET_LIMIT_MESSAGES, SHEET_LIMITS } from '../../domain/files/sheet-limits';
import { DamagedZip, entriesOf } from './zip-order';

const LOCAL_HEADER = 0x04034b50;
const FIRST_SHEET = 'xl/worksheets/sheet1.xml';

/**
 * How many rows an .xlsx's first worksheet says it has (its `<dimension ref="A1:BF10001"/>`), read from the
 * first bytes of that zip entry only, so progress can show "rows checked of N" before the rows are read.
 * Null when the workbook does not say (the count then grows as rows are read).
 */
export function xlsxDeclaredRows(bytes: Uint8Array): number | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at + 30 <= buffer.length) {
    at = buffer.indexOf('PK\u0003\u0004', at, 'latin1');
    if (at < 0 || at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_HEADER) return null;
    const method = buffer.readUInt16LE(at + 8);
    const nameLength = buffer.readUInt16LE(at + 26);
    const extraLength = buffer.readUInt16LE(at + 28);
    const name = buffer.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    if (name === FIRST_SHEET) {
      const head = buffer.subarray(start, Math.min(buffer.length, start + 16_384));
      let xml: string;
      try {
        xml = method === 0 ? head.toString('utf8') : inflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
      } catch {
        return null;
      }
      const ref = /<dimension\s+ref="[A-Z]+(\d+)(?::[A-Z]+(\d+))?"/.exec(xml);
      if (!ref) return null;
      return Number(ref[2] ?? ref[1]);
    }
    at = start;
  }
  return null;
}

/** A workbook past SHEET_LIMITS: 413 when there is too much of it, 400 when a cell cannot be right. */
export class SheetTooLarge extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const LT = 0x3c;
/** Bytes of text between two tags: a cell of Excel's longest text in UTF-8, with room for its markup. */
const MAX_TEXT_RUN = SHEET_LIMITS.maxCellChars * 3 + 1024;

/**
 * Unpacks every part of an .xlsx once, keeping nothing, and refuses it (SheetTooLarge) as soon as the parts
 * together pass SHEET_LIMITS.maxUnpackedBytes or any text between two tags is longer than a cell can be.
 * The sizes the zip declares are checked first, then the real ones (a zip can lie about them). This runs
 * before exceljs reads the workbook, whose XML parser would otherwise build each huge text in memory.
 */
export async function checkXlsxUnpacked(bytes: Uint8Array): Promise<void> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = entriesOf(zip);
  const tooMuch = () => new SheetTooLarge(413, SHEET_LIMIT_MESSAGES.tooMuchData);
  if (entries.reduce((n, e) => n + e.size, 0) > SHEET_LIMITS.maxUnpackedBytes) throw tooMuch();
  let total = 0;
  let run = 0;
  const scan = (chunk: Buffer) => {
    total += chunk.length;
    if (total > SHEET_LIMITS.maxUnpackedBytes) throw tooMuch();
    let at = 0;
    for (let next = chunk.indexOf(LT, at); ; next = chunk.indexOf(LT, at)) {
      run += (next < 0 ? chunk.length : next) - at;
      if (run > MAX_TEXT_RUN) throw new SheetTooLarge(400, SHEET_LIMIT_MESSAGES.cellTooLong(null));
      if (next < 0) return;
      run = 0;
      at = next + 1;
    }
  };
  for (const entry of entries) {
    run = 0;
    const data = zip.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    if (entry.method === 0) scan(data);
    else if (entry.method === 8) await inflateInto(data, scan);
    else throw new DamagedZip(`compression method ${String(entry.method)}`);
  }
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
