import { describe, expect, it } from 'vitest';
import { buildHallTicketsPdf, buildHallTicketsPdfByPage, type HallTicket } from '../../src/domain/pdf/hall-ticket-pdf';

const ticket = (rollNo: string): HallTicket => ({
  rollNo,
  name: `Student ${rollNo}`,
  branch: 'CSE',
  photo: null,
  subjects: [{ date: '2026-11-02', session: 'FN', code: 'R22CS711', name: 'Information Security' }],
});
const heading = { collegeName: 'Demo College', generatedAt: new Date(Date.UTC(2026, 10, 1)) };
const pages = (pdf: ArrayBuffer) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

describe('hall tickets made page by page', () => {
  it('counts each page as it is made and makes the same pages as the one-go PDF', async () => {
    const tickets = ['22B81A0501', '22B81A0503', '22B81A0504'].map(ticket);
    const seen: [number, number][] = [];
    const pdf = await buildHallTicketsPdfByPage('An exam', tickets, heading, async (made, total) => {
      seen.push([made, total]);
    });
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBe(3);
    expect(pages(pdf)).toBe(pages(buildHallTicketsPdf('An exam', tickets, heading)));
  });
});
