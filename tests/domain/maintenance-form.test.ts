import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MaintenanceFormSchema } from '../../src/domain/maintenance/maintenance-form';
import { MAINTENANCE_MESSAGES as M } from '../../src/domain/maintenance/schemas';

/** Each field's first message, as the form kit shows them under the fields. */
function messagesByField(input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of v.safeParse(MaintenanceFormSchema, input).issues ?? []) {
    found[String(issue.path?.[0]?.key)] ??= issue.message;
  }
  return found;
}

describe('the maintenance form', () => {
  it('shows every problem under its field: markup in the message, an end in the past', () => {
    expect(messagesByField({ enabled: true, message: '<b>Closed</b>', until: '2000-01-01T10:00' })).toEqual({
      message: M.messagePlainText,
      until: M.untilPast,
    });
  });

  it('ignores the expected end while maintenance is off', () => {
    expect(
      v.parse(MaintenanceFormSchema, { enabled: false, message: ' Back soon ', until: '2000-01-01T10:00' }),
    ).toEqual({ enabled: false, message: 'Back soon', until: null });
  });

  it('sends the expected end as the moment it stands for', () => {
    const parsed = v.parse(MaintenanceFormSchema, { enabled: true, message: '', until: '2030-01-01T10:00' });
    expect(parsed.until).toMatch(/^20(29-12-31|30-01-01)T\d\d:\d\d:00\.000Z$/);
  });
});
