import { PlainIcon } from '../ui/plain/plain-icon';
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
  const { open, setOpen, box, button } = usePopup();
  const [status, setStatus] = useStatus();
  const statusLabel = STATUSES.find((s) => s.value === status)?.label ?? 'Online';
  return (
    <div className="header-popup" ref={box}>
      <button
        ref={button}
        type="button"
        className="header-icon"
        aria-expanded={open}
        aria-controls="user-menu"
        aria-label={`User menu (${statusLabel})`}
        onClick={() => setOpen(!open)}
      >
        <PlainIcon icon={personCircleOutline} />
        <span className={`status-dot status-dot--${status}`} aria-hidden="true" />
      </button>
      <div id="user-menu" className="header-popup__panel" hidden={!open} role="region" aria-label="User menu">
        <p className="user-menu__who">
          <strong>{user.fullName || user.username}</strong>
          <br />
          {user.email}
        </p>
        <div className="select-field">
          <label htmlFor="user-status">Status</label>
          <select id="user-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="choice-group user-menu__layout">
          <legend>Menu</legend>
          <label className="choice">
            <input type="radio" name="menu-layout" checked={layout === 'mega'} onChange={() => onLayout('mega')} /> Mega
            menu
          </label>
          <label className="choice">
            <input
              type="radio"
              name="menu-layout"
              checked={layout === 'sidebar'}
              onChange={() => onLayout('sidebar')}
            />{' '}
            Sidebar
          </label>
        </fieldset>
        <LanguageMenu />
        <ul className="user-menu__actions">
          <li>
            <AppLink to="/app/reset Password" className="menu-link" onNavigate={() => setOpen(false)}>
              <PlainIcon icon={keyOutline} /> Reset Password
            </AppLink>
          </li>
          <li>
            <button type="button" className="menu-link" onClick={signOutOnDemand}>
              <PlainIcon icon={logOutOutline} /> Log Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
