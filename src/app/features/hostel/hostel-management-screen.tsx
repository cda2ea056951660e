import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasAnyRole } from '../../../domain/auth/access';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { countText } from '../../../domain/display-formats';
import { HOSTEL_STAFF_ROLES } from '../../../domain/hostel/access';
import { HOSTEL_PATHS } from '../../../domain/hostel/paths';
import { HOSTEL_GENDER_LABELS } from '../../../domain/hostel/structure';
import type { BuildingLine } from '../../../domain/hostel/structure-answers';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { Counter } from '../../ui/counter-tile';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { BuildingGridView } from './building-grid';
import { hostelQueries } from './hostel-queries';
import '../../ui/dashboard.css';
import './hostel.css';

const TITLE = /*i18n*/ 'Hostel Management';

const total = (blocks: readonly BuildingLine[], key: 'beds' | 'free' | 'held' | 'occupied') =>
  blocks.reduce((n, b) => n + b[key], 0);

/**
 * §2 /app/Hostel/Hostel Management, the incharge's landing (read by the administrator and the principal too): the
 * beds of every block counted by status, each block's occupancy, and one block's beds floor by floor (`?block=`, the
 * first block when none is chosen). What was last seen reads again offline.
 */
export function HostelManagementScreen({
  block,
  onShow,
}: {
  block: number | undefined;
  onShow: (block: number | undefined) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = currentUser();
  const staff = hasAnyRole(user?.roles ?? [], HOSTEL_STAFF_ROLES);
  const answer = useQuery(hostelQueries.buildings(user?.username ?? ''));
  const blocks = answer.data?.data.buildings;
  const shown = blocks?.find((b) => b.id === block) ?? blocks?.[0];
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="hostel">
        {staff && (
          <p className="hostel__links">
            <Link to={HOSTEL_PATHS.hostelRooms}>{i18n._('Add blocks, room types and rooms')}</Link>
          </p>
        )}
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        {answer.isError && (
          <ErrorAlert message={i18n._('The hostel could not be loaded. Check your connection and try again.')} />
        )}
        <section className="dashboard-section" aria-labelledby="hostel-beds">
          <h2 id="hostel-beds">{i18n._('Beds')}</h2>
          <ul className="counter-grid" aria-busy={answer.isPending}>
            <Counter label={i18n._('Beds')} value={blocks && total(blocks, 'beds')} />
            <Counter label={i18n._('Free')} value={blocks && total(blocks, 'free')} />
            <Counter label={i18n._('Held')} value={blocks && total(blocks, 'held')} />
            <Counter label={i18n._('Occupied')} value={blocks && total(blocks, 'occupied')} />
          </ul>
        </section>
        {blocks && (
          <section className="dashboard-section" aria-labelledby="hostel-blocks">
            <h2 id="hostel-blocks">{i18n._('Blocks')}</h2>
            {blocks.length === 0 ? (
              <p className="hint">
                {staff
                  ? i18n._('No blocks yet. Add the hostel’s blocks and their rooms first.')
                  : i18n._('No blocks yet: the hostel incharge adds them.')}
              </p>
            ) : (
              <BlockTable blocks={blocks} shown={shown?.id} onShow={onShow} />
            )}
          </section>
        )}
        {shown && <ShownBlock block={shown} user={user?.username ?? ''} />}
      </div>
    </PageFrame>
  );
}

function BlockTable({
  blocks,
  shown,
  onShow,
}: {
  blocks: readonly BuildingLine[];
  shown: number | undefined;
  onShow: (block: number) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="hostel-table-wrap">
      <table className="hostel-table">
        <caption className="visually-hidden">{i18n._('Occupancy of each block')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Block')}</th>
            <th scope="col">{i18n._('Houses')}</th>
            <th scope="col">{i18n._('Rooms')}</th>
            <th scope="col">{i18n._('Beds')}</th>
            <th scope="col">{i18n._('Occupied')}</th>
            <th scope="col">{i18n._('Free')}</th>
          </tr>
        </thead>
        <tbody>
          {blocks.map((b) => (
            <tr key={b.id} aria-current={b.id === shown ? 'true' : undefined}>
              <th scope="row">
                <PlainButton fill="clear" onClick={() => onShow(b.id)}>
                  {b.name}
                </PlainButton>
              </th>
              <td>{i18n._(HOSTEL_GENDER_LABELS[b.gender])}</td>
              <td>{countText(b.rooms)}</td>
              <td>{countText(b.beds)}</td>
              <td>{countText(b.occupied)}</td>
              <td>{countText(b.free)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ShownBlock({ block, user }: { block: BuildingLine; user: string }) {
  const { i18n } = useLingui();
  const grid = useQuery(hostelQueries.grid(user, block.id));
  const heading = i18n._('Beds of {name}', { name: block.name });
  return (
    <section className="dashboard-section" aria-labelledby="hostel-block-beds">
      <h2 id="hostel-block-beds">{heading}</h2>
      {block.warden && <p className="hint">{i18n._('Warden: {name}', { name: block.warden })}</p>}
      {grid.isPending && <p className="hint">{i18n._('Loading…')}</p>}
      {grid.isError && (
        <ErrorAlert message={i18n._('The block’s beds could not be loaded. Check your connection and try again.')} />
      )}
      {grid.data && <BuildingGridView grid={grid.data.data} />}
    </section>
  );
}
