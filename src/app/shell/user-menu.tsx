import { PlainIcon } from '../ui/plain/plain-icon';
import { useLingui } from '@lingui/react';
import { keyOutline, logOutOutline, personCircleOutline } from 'ionicons/icons';
import type { ErpUser } from '../lib/session';
import { AppLink } from '../ui/app-link';
import { STATUSES, useStatus, type MenuLayout } from './shell-preferences';
import { usePopup } from './use-dismiss';
import { signOutOnDemand } from './sign-out-on-demand';
import { LanguageMenu } from '../ui/language-menu';

/** §2 user menu: Reset Password and Log Out, with the status selector (UI only) and the menu type. */
interface Props {
  user: ErpUser;
  layout: MenuLayout;
  onLayout: (layout: MenuLayout) => void;
}

export function UserMenu({ user, layout, onLayout }: Props) {
  const { i18n } = useLingui();
  const { open, setOpen, box, button } = usePopup();
  const [status, setStatus] = useStatus();
  const statusLabel = STATUSES.find((s) => s.value === status)?.label ?? STATUSES[0].label;
  return (
    <div className="header-popup" ref={box}>
      <button
        ref={button}
        type="button"
        className="header-icon"
        aria-expanded={open}
        aria-controls="user-menu"
        aria-label={i18n._('User menu ({status})', { status: i18n._(statusLabel) })}
        onClick={() => setOpen(!open)}
      >
        <PlainIcon icon={personCircleOutline} />
        <span className={`status-dot status-dot--${status}`} aria-hidden="true" />
      </button>
      <div id="user-menu" className="header-popup__panel" hidden={!open} role="region" aria-label={i18n._('User menu')}>
        <p className="user-menu__who">
          <strong>{user.fullName || user.username}</strong>
          <br />
          {user.email}
        </p>
        <div className="select-field">
          <label htmlFor="user-status">{i18n._('Status')}</label>
          <select id="user-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {i18n._(s.label)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="choice-group user-menu__layout">
          <legend>{i18n._('Menu')}</legend>
          <label className="choice">
            <input type="radio" name="menu-layout" checked={layout === 'mega'} onChange={() => onLayout('mega')} />{' '}
            {i18n._('Mega menu')}
          </label>
          <label className="choice">
            <input
              type="radio"
              name="menu-layout"
              checked={layout === 'sidebar'}
              onChange={() => onLayout('sidebar')}
            />{' '}
            {i18n._('Sidebar')}
          </label>
        </fieldset>
        <LanguageMenu />
        <ul className="user-menu__actions">
          <li>
            <AppLink to="/app/reset Password" className="menu-link" onNavigate={() => setOpen(false)}>
              <PlainIcon icon={keyOutline} /> {i18n._('Reset Password')}
            </AppLink>
          </li>
          <li>
            <button type="button" className="menu-link" onClick={signOutOnDemand}>
              <PlainIcon icon={logOutOutline} /> {i18n._('Log Out')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
