import { english, type Translate } from '../i18n/translate';

/**
 * What a result sheet says of a subject recounted or revalued: 'Revalued: F → C', 'Recounted: unchanged (B)'. The
 * server keeps and sends it in English (the record's `revaluation`); a screen or a PDF reads it back into its kind and
 * grades and prints the same sentence in the reader's language. Grades stay as they are.
 */
export type NoteKind = 'recounting' | 'revaluation';

const NOTES = {
  revaluation: {
    changed: /*i18n*/ 'Revalued: {oldGrade} → {newGrade}',
    unchanged: /*i18n*/ 'Revalued: unchanged ({grade})',
  },
  recounting: {
    changed: /*i18n*/ 'Recounted: {oldGrade} → {newGrade}',
    unchanged: /*i18n*/ 'Recounted: unchanged ({grade})',
  },
} as const;

/** The note's kind and grades: what `revaluationNote` was given. */
export interface NoteFacts {
  kind: NoteKind;
  oldGrade: string;
  newGrade: string;
}

/** The note in `translate`'s language (English without it). */
export function revaluationNote(kind: NoteKind, oldGrade: string, newGrade: string, translate = english): string {
  return oldGrade === newGrade
    ? translate(NOTES[kind].unchanged, { grade: newGrade })
    : translate(NOTES[kind].changed, { oldGrade, newGrade });
}

const WORDS: Record<string, NoteKind> = { Revalued: 'revaluation', Recounted: 'recounting' };
const NOTE_SHAPE = /^(Revalued|Recounted): (?:unchanged \((.+)\)|(.+) → (.+))$/;

/** The kind and grades an English note was written from; null for a text that is not such a note. */
export function readRevaluationNote(note: string): NoteFacts | null {
  const match = NOTE_SHAPE.exec(note);
  if (!match) return null;
  const [, word, same, oldGrade, newGrade] = match;
  const kind = WORDS[word!]!;
  return same === undefined
    ? { kind, oldGrade: oldGrade!, newGrade: newGrade! }
    : { kind, oldGrade: same, newGrade: same };
}

/** A record's note as the reader reads it: translated when it is one `revaluationNote` wrote, else as sent. */
export function revaluationNoteIn(note: string, translate: Translate): string {
  const facts = readRevaluationNote(note);
  return facts ? revaluationNote(facts.kind, facts.oldGrade, facts.newGrade, translate) : note;
}
