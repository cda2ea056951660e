import { DEFAULT_AWARD_BANDS, awardBandsText, parseAwardBands, type AwardBand } from './award-bands';
import { DEFAULT_GRADING_SCHEME, gradingSchemeText, parseGradingScheme, type GradeBand } from './grading-scheme';
import type { FieldSpec } from './list-descriptor';

/** A field that holds bands written as one text: a grading scheme ('S 90 10; …') or the classes ('First Class 6.75; …'). */
export const isBandsField = (f: FieldSpec): f is Extract<FieldSpec, { kind: 'grades' | 'classes' }> =>
  f.kind === 'grades' || f.kind === 'classes';

/** The text of a bands field's value, its default when there is none. */
export function bandsText(kind: 'grades' | 'classes', value: unknown): string {
  if (kind === 'grades') return gradingSchemeText((value as GradeBand[] | null | undefined) ?? DEFAULT_GRADING_SCHEME);
  return awardBandsText((value as AwardBand[] | null | undefined) ?? DEFAULT_AWARD_BANDS);
}

/** The bands a text names, or the text itself when it is not bands (the list's schema then refuses it). */
export function bandsOfText(kind: 'grades' | 'classes', text: string): unknown {
  return (kind === 'grades' ? parseGradingScheme(text) : parseAwardBands(text)) ?? text;
}
