import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ExamCellSearchSchema } from '../../src/domain/exams/exam-cell-search';
import { paymentReturnIn } from '../../src/domain/payments/return-params';
import { TimetablesSearchSchema } from '../../src/domain/timetable/timetable-search';

// The router hands validateSearch the query string parsed as JSON where it can be: `?exam=5` arrives as 5.
describe("the exam cell's address", () => {
  const read = (search: unknown) => v.parse(ExamCellSearchSchema, search);

  it('reads the tab, the exam open and its results tab', () => {
    expect(read({ tab: 'memos' })).toEqual({ tab: 'memos' });
    expect(read({ exam: 5, results: 'publication' })).toEqual({ exam: 5, results: 'publication' });
    expect(read({ exam: '12' })).toEqual({ exam: 12 });
  });

  it('drops what names no tab or exam instead of failing the page', () => {
    expect(read({ tab: 'marks', exam: 'abc', results: 'all' })).toEqual({});
    expect(read({ exam: 0 })).toEqual({});
    expect(read({ exam: 2.5 })).toEqual({});
    expect(read({ other: 'x' })).toEqual({});
  });
});

describe("the timetables screen's address", () => {
  const read = (search: unknown) => v.parse(TimetablesSearchSchema, search);

  it('reads the timetable open and the date to cover (the HoD dashboard link)', () => {
    expect(read({ timetable: 3, date: '2026-03-04' })).toEqual({ timetable: 3, date: '2026-03-04' });
  });

  it('drops a timetable or date that cannot be one', () => {
    expect(read({ timetable: -1, date: '4 March' })).toEqual({});
  });
});

describe('the payment return parameters', () => {
  it('keeps each value as the gateway wrote it, even when it looks like a number', () => {
    const returned = paymentReturnIn(
      '?vads_order_id=000123&vads_charge_uuid=12345678901234567890123456789012&vads_amount=1e3&vads_charge_status=PAID',
    );
    expect(returned).toMatchObject({
      vads_order_id: '000123',
      vads_charge_uuid: '12345678901234567890123456789012',
      vads_amount: '1e3',
      vads_charge_status: 'PAID',
    });
    expect(returned.orderId).toBeUndefined();
  });

  it('reads nothing from an empty query string', () => {
    expect(Object.values(paymentReturnIn('')).filter((value) => value !== undefined)).toEqual([]);
  });
});
