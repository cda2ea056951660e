import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LANDING_BY_ROLE } from '../../../domain/auth/roles';
import { countText } from '../../../domain/display-formats';
import { currentUser } from '../../lib/session';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { hostelQueries } from './hostel-queries';
import { BuildingForm, RoomsForm, RoomTypeForm } from './structure-forms';
import '../../ui/dashboard.css';
import './hostel.css';

const TITLE = /*i18n*/ 'Buildings and Rooms';

/**
 * The Hostel tile's "Buildings and rooms": the incharge adds the blocks (whom each houses, its floors, its warden), the
 * room types (beds, AC) and the rooms of a floor with their beds; the room types kept so far are listed. Occupancy is
 * on Hostel Management.
 */
export function RoomsScreen() {
  const { i18n } = useLingui();
  const user = currentUser();
  const blocks = useQuery(hostelQueries.buildings(user?.username ?? ''));
  const roomTypes = useQuery(hostelQueries.roomTypes());
  const blockList = blocks.data?.data.buildings;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="hostel">
        <p className="hostel__links">
          <Link to={LANDING_BY_ROLE.ROLE_HOSTEL_INCHARGE}>{i18n._('Occupancy and beds (Hostel Management)')}</Link>
        </p>
        {(blocks.isError || roomTypes.isError) && (
          <ErrorAlert message={i18n._('The hostel could not be loaded. Check your connection and try again.')} />
        )}
        <div className="hostel-forms">
          <BuildingForm />
          <RoomTypeForm />
        </div>
        {blockList && blockList.length > 0 ? (
          <RoomsForm blocks={blockList} roomTypes={roomTypes.data?.roomTypes} />
        ) : (
          <p className="hint">{i18n._('Add a block and a room type, then the rooms of each floor.')}</p>
        )}
        <section className="dashboard-section" aria-labelledby="hostel-room-types">
          <h2 id="hostel-room-types">{i18n._('Room types')}</h2>
          {roomTypes.data?.roomTypes.length === 0 && <p className="hint">{i18n._('No room types yet.')}</p>}
          <ul className="hostel-types">
            {roomTypes.data?.roomTypes.map((t) => (
              <li key={t.id}>
                <strong>{t.name}</strong>{' '}
                <span className="hint">
                  {i18n._('{beds} beds', { beds: countText(t.beds) })} · {t.ac ? i18n._('AC') : i18n._('Non-AC')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageFrame>
  );
}
