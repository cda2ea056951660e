import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LISTS } from '../../../src/domain/academic/lists';
import { emptyValues, payloadOf, valuesOfRow } from '../../../src/app/features/academic/row-values';

describe('the list form’s payload', () => {
  const subjectValues = {
    regulationId: '1',
    branchId: '2',
    semesterId: '3',
    code: 'R22CS107',
    name: 'Engineering Workshop',
    credits: '1.5',
    subjectType: 'lab',
    internalMax: '40',
    externalMax: '60',
    electiveGroup: '',
  };

  it('sends 1.5 credits as a number the subjects list accepts', () => {
    const payload = payloadOf(LISTS.subjects.fields, subjectValues);
    expect(payload.credits).toBe(1.5);
    expect(v.is(LISTS.subjects.schema, payload)).toBe(true);
  });

  it('sends a regulation’s pass rules as rules, and shows them (blank when none) as text', () => {
    const regulation = LISTS.regulations.fields;
    expect(emptyValues(regulation).passRules).toBe('');
    const payload = payloadOf(regulation, { ...emptyValues(regulation), passRules: 'lab 0 40 50' });
    expect(payload.passRules).toEqual({ lab: { internal: 0, external: 40, total: 50 } });
    expect(
      valuesOfRow(regulation, { passRules: { mandatory: { internal: 0, external: 0, total: 40 } } }).passRules,
    ).toBe('mandatory 0 0 40');
  });
});
