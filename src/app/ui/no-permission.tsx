import { useLingui } from '@lingui/react';
import { NO_PERMISSION } from '../../domain/auth/no-permission';
import { PageFrame } from './page-frame';
import { ErrorAlert } from './error-alert';

/**
 * §6: what a signed-in user sees on a screen their role may not open, in the page's language (the title and the
 * message are the signed-in frame's words, which load with the frame).
 */
export function NoPermission({ title }: { title: string }) {
  const { i18n } = useLingui();
  return (
    <PageFrame title={title && i18n._(title)}>
      <ErrorAlert message={i18n._(NO_PERMISSION)} />
    </PageFrame>
  );
}
