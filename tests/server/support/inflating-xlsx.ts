import { constants, crc32, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';

interface Part {
  name: string;
  data: Buffer;
  size: number;
  crc: number;
}

/** A zip of raw-deflated parts, with the sizes given (which may lie, as a crafted file's do). */
function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0);
    fields.writeUInt16LE(0, 2);
    fields.writeUInt16LE(8, 4);
    fields.writeUInt32LE(p.crc, 10);
    fields.writeUInt32LE(p.data.length, 14);
    fields.writeUInt32LE(p.size, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fields]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields.copy(central, 6, 0, 24);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    centrals.push(central, name);
    offset += local.length + name.length + p.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The workbook with its first worksheet replaced by `prefix`, then `repeat` MB of `fill`, then
 * `suffix`: the repeated megabyte is deflated once and its blocks repeated, so a few MB of file unpack to GBs.
 */
export function inflatingXlsx(
  workbook: Uint8Array,
  prefix: string,
  fill: string,
  repeat: number,
  suffix: string,
  declaredSize?: number,
): Buffer {
  const parts: Part[] = [];
  for (const [name, content] of Object.entries(unzipSync(workbook))) {
    if (name !== 'xl/worksheets/sheet1.xml') {
      parts.push({ name, data: deflateRawSync(content), size: content.length, crc: crc32(content) });
      continue;
    }
    const flush = { finishFlush: constants.Z_SYNC_FLUSH };
    const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024, fill), flush);
    const data = Buffer.concat([
      deflateRawSync(Buffer.from(prefix), flush),
      ...Array<Buffer>(repeat).fill(megabyte),
      deflateRawSync(Buffer.from(suffix)),
    ]);
    const size = prefix.length + repeat * 1024 * 1024 + suffix.length;
    parts.push({ name, data, size: declaredSize ?? size, crc: 0 });
  }
  return zipOf(parts);
}

/** The start of a worksheet part, up to its rows. */
export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
