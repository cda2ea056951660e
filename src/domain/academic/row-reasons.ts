import type * as v from 'valibot';
import { AWARD_BAND_REASONS } from './award-bands';
import { PASS_RULE_REASONS } from './pass-rules';
import { SUBJECT_REASONS } from './subject-list';

const REASONS: ReadonlySet<string> = new Set([
  ...Object.values(AWARD_BAND_REASONS),
  ...Object.values(PASS_RULE_REASONS),
  ...Object.values(SUBJECT_REASONS),
]);

/**
 * The reason given after the invalid-data words when a row's issue is one a list explains (a regulation's classes
 * or pass rules, a subject's credits), else undefined.
 */
export const rowReason = (issue: v.BaseIssue<unknown> | undefined): string | undefined =>
  issue && REASONS.has(issue.message) ? issue.message : undefined;
