import { useState } from 'react';
import { PageFrame } from '../../ui/page-frame';
import { SignUpPanel } from './sign-up-panel';

/** §2 /register and /register/{module}: the register template with tabs 'With Email' and 'With Social Media'. */
export function RegisterScreen({ module }: { module: string | null }) {
  const [tab, setTab] = useState<'email' | 'social'>('email');
  return (
    <PageFrame title={module ? `Register for ${module} Module` : 'Register'}>
      <div className="tabs" role="tablist" aria-label="Register with">
        <button type="button" role="tab" aria-selected={tab === 'email'} onClick={() => setTab('email')}>
          With Email
        </button>
        <button type="button" role="tab" aria-selected={tab === 'social'} onClick={() => setTab('social')}>
          With Social Media
        </button>
      </div>
      {tab === 'email' ? (
        <SignUpPanel module={module ?? 'erp'} />
      ) : (
        <div className="form-card" role="status">
          <p>
            Sign-in with social media accounts is not configured for this college. Please register with your e-mail
            address.
          </p>
        </div>
      )}
    </PageFrame>
  );
}
