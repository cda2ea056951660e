import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuditExportFormSchema } from '../../src/domain/academic/audit-export-form';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';

describe('the audit export form', () => {
  it('takes no days, one day, or a first day not after the last', () => {
    expect(v.parse(AuditExportFormSchema, { from: '', to: '' })).toEqual({ from: undefined, to: undefined });
    expect(v.parse(AuditExportFormSchema, { from: '2026-03-01', to: '' })).toEqual({
      from: '2026-03-01',
      to: undefined,
    });
    expect(v.parse(AuditExportFormSchema, { from: '2026-03-01', to: '2026-03-01' }).to).toBe('2026-03-01');
  });

  it("answers a last day before the first under To with 'Invalid Data'", () => {
    const issue = v.safeParse(AuditExportFormSchema, { from: '2026-03-02', to: '2026-03-01' }).issues?.[0];
    expect([issue?.path?.[0]?.key, issue?.message]).toEqual(['to', M.invalid]);
  });
});
