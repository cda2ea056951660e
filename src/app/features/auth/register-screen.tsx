import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PageFrame } from '../../ui/page-frame';
import { SignUpPanel } from './sign-up-panel';

/** §2 /register and /register/{module}: the register template with tabs 'With Email' and 'With Social Media'. */
export function RegisterScreen({ module }: { module: string | null }) {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<'email' | 'social'>('email');
  return (
    <PageFrame title={module ? i18n._('Register for {module} Module', { module }) : i18n._('Register')}>
      <div className="tabs" role="tablist" aria-label={i18n._('Register with')}>
        <button type="button" role="tab" aria-selected={tab === 'email'} onClick={() => setTab('email')}>
          {i18n._('With Email')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'social'} onClick={() => setTab('social')}>
          {i18n._('With Social Media')}
        </button>
      </div>
      {tab === 'email' ? (
        <SignUpPanel module={module ?? 'erp'} />
      ) : (
        <div className="form-card" role="status">
          <p>
            {i18n._(
              'Sign-in with social media accounts is not configured for this college. Please register with your e-mail address.',
            )}
          </p>
        </div>
      )}
    </PageFrame>
  );
}
