import * as v from 'valibot';

/** What a subject is, as its regulation's pass rules and the exam cell treat it. */
export const SUBJECT_KINDS = ['theory', 'lab', 'project', 'mandatory'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** The least percentage of the internal marks, of the external marks and of the total a pass needs. */
export interface KindMinimums {
  internal: number;
  external: number;
  total: number;
}

/**
 * A regulation's own minimums for the kinds it sets; a kind it does not set passes on the regulation's minimum
 * external and total percentages with no internal minimum.
 */
export type KindPassRules = Partial<Record<SubjectKind, KindMinimums>>;

/** The minimums a subject of `kind` is held to under a regulation. */
export function minimumsFor(
  kind: SubjectKind,
  byKind: KindPassRules | undefined,
  pair: { minExternalPercent: number; minTotalPercent: number },
): KindMinimums {
  return byKind?.[kind] ?? { internal: 0, external: pair.minExternalPercent, total: pair.minTotalPercent };
}

/** Why a regulation's pass rules by kind are refused, given with the invalid-data words. */
export const PASS_RULE_REASONS = {
  format:
    "Write each kind's minimum internal, external and total per cent, separated by ';': theory 0 35 40; lab 0 35 40; mandatory 0 0 40",
  range: 'A minimum is a whole per cent from 0 to 100',
} as const;

const R = PASS_RULE_REASONS;
const percent = v.pipe(v.number(R.range), v.integer(R.range), v.minValue(0, R.range), v.maxValue(100, R.range));
const MinimumsSchema = v.strictObject({ internal: percent, external: percent, total: percent }, R.format);

export const KindPassRulesSchema = v.strictObject(
  {
    theory: v.optional(MinimumsSchema),
    lab: v.optional(MinimumsSchema),
    project: v.optional(MinimumsSchema),
    mandatory: v.optional(MinimumsSchema),
  },
  R.format,
);

/** How the rules are written in a form: 'lab 0 40 50; mandatory 0 0 40' (kind, internal, external, total). */
export function kindPassRulesText(rules: KindPassRules): string {
  return SUBJECT_KINDS.flatMap((kind) => {
    const m = rules[kind];
    return m ? [`${kind} ${m.internal} ${m.external} ${m.total}`] : [];
  }).join('; ');
}

/**
 * The rules a form's text names ('' is none: every kind on the regulation's pair); text that is not
 * 'kind internal external total' parts, or names a kind twice, stays text so that the schema refuses it.
 */
export function parseKindPassRules(text: string): KindPassRules | string {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const rules: KindPassRules = {};
  for (const part of parts) {
    const m = /^([a-z]+)\s+(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})$/i.exec(part);
    const kind = m?.[1]!.toLowerCase() as SubjectKind | undefined;
    if (!m || !kind || !(SUBJECT_KINDS as readonly string[]).includes(kind) || rules[kind]) return text;
    rules[kind] = { internal: Number(m[2]), external: Number(m[3]), total: Number(m[4]) };
  }
  return rules;
}
