/** The documents the exam cell issues: a consolidated marks memo or a provisional certificate. */
export const DOCUMENT_KINDS = ['memo', 'provisional'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
