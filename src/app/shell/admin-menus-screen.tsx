import { PlainIcon } from '../ui/plain/plain-icon';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { menuFor } from '../../domain/menus/menu-tree';
import { currentUser } from '../lib/session';
import { PageFrame } from '../ui/page-frame';
import { MENU_ICONS } from './menu-icons';
import { MenuLinkEntry } from './menu-link-entry';
import { shellQueries } from './shell-queries';

/** `/app/Admin Menus` (the header logo's target, §6): every menu the user's roles may open, on one page. */
export function AdminMenusScreen() {
  const { i18n } = useLingui();
  const user = currentUser();
  const badges = useQuery(shellQueries.menuBadges()).data ?? {};
  if (!user) return null;
  return (
    <PageFrame title="Admin Menus" wide>
      <div className="admin-menus">
        {menuFor(user.roles).map((category) => (
          <section key={category.id} className="admin-menus__category" aria-labelledby={`menus-${category.id}`}>
            <h2 id={`menus-${category.id}`}>
              <PlainIcon icon={MENU_ICONS[category.icon]} /> {i18n._(category.title)}
            </h2>
            {category.sections.map((section) => (
              <div key={section.title}>
                <h3 className="menu-section-title">{i18n._(section.title)}</h3>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <MenuLinkEntry link={link} badges={badges} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
