import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import type { Locale } from '../../../domain/i18n/locales';
import { useLocale } from '../../i18n/use-locale';
import { SUPPORT_EMAIL } from '../../lib/config';
import { PageFrame } from '../../ui/page-frame';

/** The day the pages took effect; English spells its month out as the pages always did, Telugu and Hindi as dateText. */
const EFFECTIVE_DAY = '2022-12-07';
const effectiveDate = (locale: Locale) => (locale === 'en' ? '7 December 2022' : dateText(EFFECTIVE_DAY, locale));

/** The frame of a legal page: title, effective date, sections, and how to reach support. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <PageFrame title={title}>
      <article className="legal">
        <h2>{title}</h2>
        <p className="hint">
          <Trans id="Effective date: {date}" values={{ date: effectiveDate(locale) }} />
        </p>
        {children}
        <h3>
          <Trans id="Contact" />
        </h3>
        <p>
          <Trans
            id="Questions about this page: write to <0>{email}</0>."
            values={{ email: SUPPORT_EMAIL }}
            components={{ 0: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </p>
      </article>
    </PageFrame>
  );
}
