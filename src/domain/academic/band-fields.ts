import { DEFAULT_AWARD_BANDS, awardBandsText, parseAwardBands, type AwardBand } from './award-bands';
import { DEFAULT_GRADING_SCHEME, gradingSchemeText, parseGradingScheme, type GradeBand } from './grading-scheme';
import type { FieldSpec } from './list-descriptor';
import { kindPassRulesText, parseKindPassRules, type KindPassRules } from './pass-rules';

type BandsKind = 'grades' | 'classes' | 'passRules';

/**
 * A field that holds bands written as one text: a grading scheme ('S 90 10; …'), the classes ('First Class 6.75; …')
 * or the pass rules by subject kind ('lab 0 40 50; …').
 */
export const isBandsField = (f: FieldSpec): f is Extract<FieldSpec, { kind: BandsKind }> =>
  f.kind === 'grades' || f.kind === 'classes' || f.kind === 'passRules';

/** The text of a bands field's value, its default when there is none. */
export function bandsText(kind: BandsKind, value: unknown): string {
  if (kind === 'grades') return gradingSchemeText((value as GradeBand[] | null | undefined) ?? DEFAULT_GRADING_SCHEME);
  if (kind === 'passRules') return kindPassRulesText((value as KindPassRules | null | undefined) ?? {});
  return awardBandsText((value as AwardBand[] | null | undefined) ?? DEFAULT_AWARD_BANDS);
}

/** The bands a text names, or the text itself when it is not bands (the list's schema then refuses it). */
export function bandsOfText(kind: BandsKind, text: string): unknown {
  if (kind === 'passRules') return parseKindPassRules(text);
  return (kind === 'grades' ? parseGradingScheme(text) : parseAwardBands(text)) ?? text;
}
