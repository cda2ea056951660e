import type { FormEvent, ReactNode } from 'react';
import { usePageI18n } from '../i18n/translate-known';
import { ErrorAlert } from './error-alert';
import { PlainButton } from './plain/plain-button';

/**
 * A form that adds or changes one row of a list: its heading names it, the first problem shows above the fields,
 * the fields sit in the `.list-form__grid` the screen's stylesheet lays out, and the buttons come last.
 */
export function ListFormCard({
  title,
  titleId,
  heading: Heading = 'h2',
  focusable = false,
  problem,
  onSubmit,
  actions,
  children,
}: {
  title: ReactNode;
  titleId: string;
  heading?: 'h2' | 'h3' | 'h4';
  /** The heading takes focus when the form opens for a row (tabIndex -1). */
  focusable?: boolean;
  problem: string | null | undefined;
  onSubmit: (event: FormEvent) => void;
  /** The buttons under the fields. */
  actions: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form className="form-card list-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Heading id={titleId} tabIndex={focusable ? -1 : undefined}>
        {title}
      </Heading>
      <ErrorAlert message={problem} />
      <div className="list-form__grid">{children}</div>
      {actions}
    </form>
  );
}

/** Save and Cancel, the buttons of a form that adds or edits a list's row, in the page's language. */
export function SaveOrCancel({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const i18n = usePageI18n();
  return (
    <div className="row-actions">
      <PlainButton type="submit" disabled={pending}>
        {i18n._('Save')}
      </PlainButton>
      <PlainButton fill="outline" onClick={onCancel}>
        {i18n._('Cancel')}
      </PlainButton>
    </div>
  );
}
