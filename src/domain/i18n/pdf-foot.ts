import type { Translate } from './translate';

/**
 * The line at the foot of every PDF: when it was made, and what it is. Each is its English text and the id of its
 * Telugu and Hindi (the shared catalogue, since every module's PDFs print it); the letterhead's `drawGeneratedNote`
 * prints `translate(words)`, in the reader's language. A document's own note (a receipt's, a memo's) is its module's.
 */
export const PDF_FOOT = {
  generated: /*i18n*/ 'Generated {time} {zone} time.',
  statement: /*i18n*/ 'This is a computer-generated statement.',
} as const;

/** The foot line's words in the reader's language, for a shaper's loader to see which fonts they need. */
export const pdfFootWords = (translate: Translate): string[] => Object.values(PDF_FOOT).map((word) => translate(word));
