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
  const cards: Card[] = [
    { title: 'IQAC Login', subtitle: 'Internal Quality Assurance Cell', icon: logInOutline, to: '/login/IQAC' },
    {
      title: 'Faculty Dashboard',
      subtitle: 'Publications, citations, Scopus, awards',
      icon: barChartOutline,
      to: '/Faculty Dashboard',
    },
    {
      title: 'NAAC',
      subtitle: 'National Assessment and Accreditation Council',
      icon: ribbonOutline,
      href: EXTERNAL_SITES.naac,
    },
    {
      title: 'NIRF',
      subtitle: 'National Institutional Ranking Framework',
      icon: medalOutline,
      href: EXTERNAL_SITES.nirf,
    },
    { title: 'OBE', subtitle: 'Outcome-based education', icon: schoolOutline, href: EXTERNAL_SITES.obe },
  ];
  return (
    <PageFrame title="IQAC">
      <ul className="home-cards" aria-label="Accreditation">
        {cards
          .filter((c) => c.to || c.href)
          .map((c) => {
            const body = (
              <div className="home-card">
                <PlainIcon icon={c.icon} className="card-icon" />
                <h2 className="home-card__title">{c.title}</h2>
                <p className="home-card__subtitle">{c.subtitle}</p>
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
