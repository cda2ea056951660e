import { useLingui } from '@lingui/react';
import { PlainIcon } from '../../ui/plain/plain-icon';
import { Link } from '@tanstack/react-router';
import { barChartOutline, logInOutline, medalOutline, ribbonOutline, schoolOutline } from 'ionicons/icons';
import { EXTERNAL_SITES } from '../../lib/config';
import { PageFrame } from '../../ui/page-frame';

interface Card {
  title: string;
  subtitle: string;
  icon: string;
  to?: string;
  href?: string;
}

/** §2 /iqacnewhome and /IQACHome: the accreditation landing with its five cards (external ones when configured). */
export function IqacHomeScreen() {
  const { i18n } = useLingui();
  const cards: Card[] = [
    {
      title: /*i18n*/ 'IQAC Login',
      subtitle: /*i18n*/ 'Internal Quality Assurance Cell',
      icon: logInOutline,
      to: '/login/IQAC',
    },
    {
      title: /*i18n*/ 'Faculty Dashboard',
      subtitle: /*i18n*/ 'Publications, citations, Scopus, awards',
      icon: barChartOutline,
      to: '/Faculty Dashboard',
    },
    {
      title: /*i18n*/ 'NAAC',
      subtitle: /*i18n*/ 'National Assessment and Accreditation Council',
      icon: ribbonOutline,
      href: EXTERNAL_SITES.naac,
    },
    {
      title: /*i18n*/ 'NIRF',
      subtitle: /*i18n*/ 'National Institutional Ranking Framework',
      icon: medalOutline,
      href: EXTERNAL_SITES.nirf,
    },
    {
      title: /*i18n*/ 'OBE',
      subtitle: /*i18n*/ 'Outcome-based education',
      icon: schoolOutline,
      href: EXTERNAL_SITES.obe,
    },
  ];
  return (
    <PageFrame title="IQAC">
      <ul className="home-cards" aria-label={i18n._('Accreditation')}>
        {cards
          .filter((c) => c.to || c.href)
          .map((c) => {
            const body = (
              <div className="home-card">
                <PlainIcon icon={c.icon} className="card-icon" />
                <h2 className="home-card__title">{i18n._(c.title)}</h2>
                <p className="home-card__subtitle">{i18n._(c.subtitle)}</p>
              </div>
            );
            return (
              <li key={c.title} className="plain-item">
                {c.to ? (
                  <Link to={c.to as '/'} className="card-link">
                    {body}
                  </Link>
                ) : (
                  <a href={c.href} className="card-link" rel="noopener">
                    {body}
                  </a>
                )}
              </li>
            );
          })}
      </ul>
    </PageFrame>
  );
}
