import type { PassRules } from '../../../domain/exams/processing';

/** The rules an exam is graded under, as `exam_result_states.rules` keeps them. */
export const rulesRecord = (rules: PassRules): Record<string, unknown> => ({
  scheme: rules.scheme,
  minExternalPercent: rules.minExternalPercent,
  minTotalPercent: rules.minTotalPercent,
  byKind: rules.byKind ?? {},
});

/**
 * The rules an exam was last processed under, when they are not `now`'s: re-grading under changed rules is a
 * request of its own. null when they are the same, or when the exam was processed before the rules were kept.
 */
export function changedRules(kept: Record<string, unknown> | null, now: PassRules): Record<string, unknown> | null {
  if (!kept) return null;
  return canonical(kept) === canonical(rulesRecord(now)) ? null : kept;
}

/** JSON with each object's keys in order: jsonb keeps keys in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
