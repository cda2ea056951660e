/** The part of marcjs (no types of its own) the MARC import uses: parsing one ISO 2709 record. */
declare module 'marcjs' {
  export interface MarcRecord {
    leader: string;
    /** `[tag, value]` for a control field, `[tag, indicators, code, value, …]` for a data field. */
    fields: string[][];
  }
  export const Marc: {
    parse(raw: Buffer, type: 'iso2709'): MarcRecord;
    format(record: MarcRecord, type: 'iso2709'): string;
  };
  export class Record implements MarcRecord {
    leader: string;
    fields: string[][];
    append(...fields: string[][]): this;
  }
}
