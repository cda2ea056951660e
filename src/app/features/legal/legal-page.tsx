import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../lib/config';
import { PageFrame } from '../../ui/page-frame';

const EFFECTIVE_DATE = '7 December 2022';

/** The frame of a legal page: title, effective date, sections, and how to reach support. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title={title}>
      <article className="legal">
        <h2>{title}</h2>
        <p className="hint">Effective date: {EFFECTIVE_DATE}</p>
        {children}
        <h3>Contact</h3>
        <p>
          Questions about this page: write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </article>
    </PageFrame>
  );
}
