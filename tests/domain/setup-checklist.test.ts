import { describe, expect, it } from 'vitest';
import { mayOpen } from '../../src/domain/menus/screen-access';
import { SETUP_STEPS } from '../../src/domain/setup/setup-checklist';

const ADMIN = ['ROLE_ADMIN'];

describe('the set-up checklist’s steps', () => {
  it('link only to screens the administrator opens; a step done on another role’s screen names that role', () => {
    const linked = SETUP_STEPS.filter((s) => s.to !== null);
    for (const step of linked) expect(mayOpen(ADMIN, step.to!), step.key).toBe(true);
    const exam = SETUP_STEPS.find((s) => s.key === 'firstExam')!;
    expect(exam.to).toBeNull();
    expect(exam.note).toContain('the role Examination');
    expect(SETUP_STEPS.find((s) => s.key === 'staffLogins')!.note).toContain('with the role Examination');
  });

  it('say whom a step waits on', () => {
    for (const step of SETUP_STEPS.filter((s) => 'waitingOn' in s))
      expect((step as { waitingOn: string }).waitingOn).toMatch(/^Waiting for (the|a) /);
  });
});
