import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ForgotPasswordSchema } from '../../../domain/auth/schemas';
import type { RestoreCredentialsSchema } from '../../../domain/auth/restore-credentials';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { translateKnown } from '../../i18n/translate-known';
import { StatusNote } from '../../ui/status-note';
import { failureMessage } from '../../lib/http';

/** What a page asking for an account's e-mail address says and does with it. */
export interface EmailRequest {
  title: string;
  intro: string;
  schema: typeof ForgotPasswordSchema | typeof RestoreCredentialsSchema;
  send: (email: string) => Promise<{ message: string }>;
  sendLabel: string;
  /** The links under the button. */
  links: ReactNode;
}

/** §2 a public page that asks for an account's e-mail address and mails it something; the server's answer shows. */
export function EmailRequestForm({ title, intro, schema, send, sendLabel, links }: EmailRequest) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: send,
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const form = useSchemaForm(schema, {
    initial: { email: '' },
    onSubmit: ({ email }) => {
      setFailure(null);
      ask.mutate(email);
    },
  });

  return (
    <PageFrame title={title}>
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={title}>
        <p>{intro}</p>
        <TextField
          field={form.field('email')}
          label={i18n._('E-mail')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <ErrorAlert message={failure && translateKnown(i18n, failure)} as="div" />
        {ask.isSuccess && <StatusNote>{translateKnown(i18n, ask.data.message)}</StatusNote>}
        <PlainButton type="submit" expand="block" disabled={ask.isPending}>
          {ask.isPending ? i18n._('Sending…') : sendLabel}
        </PlainButton>
        {links}
      </form>
    </PageFrame>
  );
}
