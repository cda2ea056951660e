import { constants, inflateRawSync } from 'node:zlib';

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
