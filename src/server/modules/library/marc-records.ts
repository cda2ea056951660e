import { Marc } from 'marcjs';
import type { MarcField } from '../../../domain/library/marc-mapping';

/** One record of a MARC file: its fields as marcjs reads them, or null when it is not a readable MARC21 record. */
export interface MarcFileRecord {
  /** Its place in the file, from 1 (what the report calls its row). */
  number: number;
  record: { leader: string; fields: readonly MarcField[] } | null;
}

const RECORD_TERMINATOR = 0x1d;

/**
 * Whether the bytes of one record hold together as ISO 2709 says: a 24-character leader whose length is the record's
 * (terminator included) and whose base address ends the directory, entries of 12 digits. marcjs trusts these numbers,
 * so a record cut short or edited by hand is refused here rather than read as garbage.
 */
function isWhole(raw: Buffer): boolean {
  if (raw.length < 26) return false;
  const leader = raw.toString('latin1', 0, 24);
  if (!/^\d{5}[\x20-\x7e]{7}\d{5}[\x20-\x7e]{7}$/.test(leader)) return false;
  const base = Number(leader.slice(12, 17));
  if (Number(leader.slice(0, 5)) !== raw.length + 1 || base > raw.length || (base - 25) % 12 !== 0) return false;
  // eslint-disable-next-line no-control-regex -- the directory ends with ISO 2709's field terminator
  return /^(\d{3}\d{4}\d{5})*\x1e$/.test(raw.toString('latin1', 24, base));
}

/** The records of a MARC21 (ISO 2709) file, each read by marcjs, in the order of the file. */
export function readMarcFile(bytes: Uint8Array): MarcFileRecord[] {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: MarcFileRecord[] = [];
  let start = 0;
  while (start < data.length) {
    let end = data.indexOf(RECORD_TERMINATOR, start);
    if (end === -1) end = data.length;
    const raw = data.subarray(start, end);
    start = end + 1;
    // Line breaks or padding some systems write between records are no record.
    if (raw.toString('latin1').trim() === '') continue;
    let record: MarcFileRecord['record'] = null;
    if (isWhole(raw)) {
      try {
        const parsed = Marc.parse(Buffer.concat([raw, Buffer.from([RECORD_TERMINATOR])]), 'iso2709');
        const fields = parsed.fields.filter((f) => f.length >= 2);
        if (!fields.some((f) => f.some((part) => part.includes('\u0000')))) record = { leader: parsed.leader, fields };
      } catch {
        record = null;
      }
    }
    out.push({ number: out.length + 1, record });
  }
  return out;
}
