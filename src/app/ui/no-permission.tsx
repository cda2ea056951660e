import { NO_PERMISSION } from '../../domain/auth/messages';
import { PageFrame } from './page-frame';
import { ErrorAlert } from './error-alert';

/** §6: what a signed-in user sees on a screen their role may not open. */
export function NoPermission({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <ErrorAlert message={NO_PERMISSION} />
    </PageFrame>
  );
}
