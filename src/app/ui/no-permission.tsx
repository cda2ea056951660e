import { NO_PERMISSION } from '../../domain/auth/messages';
import { PageFrame } from './page-frame';

/** §6: what a signed-in user sees on a screen their role may not open. */
export function NoPermission({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <p className="error-alert" role="alert">
        {NO_PERMISSION}
      </p>
    </PageFrame>
  );
}
