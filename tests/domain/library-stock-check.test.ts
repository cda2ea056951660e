import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  STOCK_CHECK_MESSAGES as M,
  StartStockCheckSchema,
  StockScansSchema,
  sameShelf,
  scanOutcome,
} from '../../src/domain/library/stock-check';

describe('stock verification rules', () => {
  it('names a scanned copy seen, on a wrong shelf or found, whatever the shelf’s case and spacing', () => {
    const shelf = 'CSE stacks, Rack A';
    expect(scanOutcome({ status: 'AVAILABLE', location: shelf }, 'cse stacks,  rack a ')).toBe('SEEN');
    expect(scanOutcome({ status: 'DAMAGED', location: shelf }, shelf)).toBe('SEEN');
    expect(scanOutcome({ status: 'AVAILABLE', location: shelf }, 'Science stacks, Rack S')).toBe('WRONG_SHELF');
    for (const status of ['ISSUED', 'LOST', 'WITHDRAWN'])
      expect(scanOutcome({ status, location: shelf }, shelf)).toBe('FOUND');
    expect(sameShelf('Rack A', 'Rack B')).toBe(false);
  });

  it('takes a batch of barcodes as the scanner types them, and refuses what is not one', () => {
    const scans = v.parse(StockScansSchema, {
      shelf: ' CSE stacks, Rack A ',
      barcodes: ['cse/0099', '12'],
      scannedAt: '2026-12-01T10:30:00+05:30',
    });
    expect(scans).toEqual({
      shelf: 'CSE stacks, Rack A',
      barcodes: ['CSE/0099', '12'],
      scannedAt: '2026-12-01T10:30:00+05:30',
    });
    const refused = (input: unknown) => v.safeParse(StockScansSchema, input).issues?.[0]?.message;
    const base = { shelf: 'Rack A', barcodes: ['1'], scannedAt: '2026-12-01T05:00:00Z' };
    expect(refused({ ...base, barcodes: [] })).toBe(M.barcodesInvalid);
    expect(refused({ ...base, barcodes: Array.from({ length: 201 }, (_, i) => String(i)) })).toBe(M.barcodesInvalid);
    expect(refused({ ...base, shelf: '' })).toBe(M.shelfInvalid);
    expect(refused({ ...base, scannedAt: 'now' })).toBe(M.scannedAtInvalid);
  });

  it('checks the whole library when no shelf is named, each shelf once', () => {
    expect(v.parse(StartStockCheckSchema, {})).toEqual({ locations: [] });
    expect(v.parse(StartStockCheckSchema, { locations: ['Rack A', 'Rack A', 'Rack B'] })).toEqual({
      locations: ['Rack A', 'Rack B'],
    });
    expect(v.safeParse(StartStockCheckSchema, { locations: ['<b>'] }).issues?.[0]?.message).toBe(M.scopeInvalid);
  });
});
