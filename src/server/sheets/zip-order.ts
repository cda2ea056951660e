/**
 * A zip held in memory, rewritten so that a reader going through its entries in order (exceljs' WorkbookReader, which
 * streams through unzipper) reads it reliably. Two things made such reading fail now and then on valid workbooks:
 * entries with a data descriptor (sizes after the data, the way exceljs and other streaming writers save), whose end
 * the reader must guess by searching for the descriptor's signature (a guess that is sometimes wrong, ending the
 * workbook early), and worksheets placed before the workbook part and shared strings they need. Each entry is copied
 * as it is compressed, with its sizes in its own header, in the order `rank` gives (ties keep the zip's order).
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DATA_DESCRIPTOR_FLAG = 0x0008;

export class DamagedZip extends Error {}

export interface Entry {
  name: Buffer;
  versionNeeded: number;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  dataStart: number;
}

function endOfCentralDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at--) if (zip.readUInt32LE(at) === EOCD) return at;
  throw new DamagedZip('no end of central directory');
}

/** The zip's entries as its central directory lists them, with where each one's compressed data starts. */
export function entriesOf(zip: Buffer): Entry[] {
  const end = endOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new DamagedZip('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new DamagedZip('bad local header');
    const entry: Entry = {
      name: zip.subarray(at + 46, at + 46 + nameLength),
      versionNeeded: zip.readUInt16LE(at + 6),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      time: zip.readUInt16LE(at + 12),
      date: zip.readUInt16LE(at + 14),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      dataStart: local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28),
    };
    if (entry.dataStart + entry.compressedSize > zip.length) throw new DamagedZip('entry past the end');
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The fields a local header and a central directory entry share, in the same order, from "version needed" at `at`:
 * the sizes and checksum written in the header itself (no data descriptor).
 */
function writeEntryFields(buffer: Buffer, at: number, e: Entry): void {
  buffer.writeUInt16LE(e.versionNeeded, at);
  buffer.writeUInt16LE(e.flags & ~DATA_DESCRIPTOR_FLAG, at + 2);
  buffer.writeUInt16LE(e.method, at + 4);
  buffer.writeUInt16LE(e.time, at + 6);
  buffer.writeUInt16LE(e.date, at + 8);
  buffer.writeUInt32LE(e.crc, at + 10);
  buffer.writeUInt32LE(e.compressedSize, at + 14);
  buffer.writeUInt32LE(e.size, at + 18);
  buffer.writeUInt16LE(e.name.length, at + 22);
}

const ZIP64 = 0xffffffff;

/**
 * The zip with its entries in `rank` order (lower first), each entry's sizes and checksum in its local header and no
 * data descriptors, and a central directory to match. A ZIP64 archive (over 4 GB or 65,535 entries, far beyond an
 * upload) is returned unchanged. Throws DamagedZip when the bytes are not a zip it can follow.
 */
export function zipInReadingOrder(bytes: Uint8Array, rank: (name: string) => number): Buffer {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = entriesOf(zip);
  if (entries.some((e) => e.compressedSize === ZIP64 || e.size === ZIP64 || e.dataStart > ZIP64)) return zip;
  const ordered = entries
    .map((entry, index) => ({ entry, index, rank: rank(entry.name.toString('utf8')) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((e) => e.entry);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of ordered) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL, 0);
    writeEntryFields(header, 4, e);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(e.versionNeeded, 4);
    writeEntryFields(central, 6, e);
    central.writeUInt32LE(offset, 42);
    locals.push(header, e.name, zip.subarray(e.dataStart, e.dataStart + e.compressedSize));
    centrals.push(central, e.name);
    offset += 30 + e.name.length + e.compressedSize;
  }
  const directorySize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(ordered.length, 8);
  end.writeUInt16LE(ordered.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
