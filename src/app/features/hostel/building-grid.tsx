import { useLingui } from '@lingui/react';
import type { BuildingGrid } from '../../../domain/hostel/structure-answers';
import { BED_STATUSES, BED_STATUS_LABELS } from '../../../domain/hostel/structure';

type Floor = BuildingGrid['floors'][number];

/** What a floor is called: the ground floor, or its number. */
function floorName(i18n: ReturnType<typeof useLingui>['i18n'], floor: number) {
  return floor === 0 ? i18n._('Ground floor') : i18n._('Floor {floor}', { floor });
}

/**
 * A block's beds at a glance, floor by floor: each room with its type and its beds, each bed coloured by its status
 * and named with it in words (a screen reader reads "Bed A, free"; colour is never the only sign).
 */
export function BuildingGridView({ grid }: { grid: BuildingGrid }) {
  const { i18n } = useLingui();
  return (
    <div className="hostel-grid">
      <ul className="hostel-legend" aria-label={i18n._('What the colours mean')}>
        {BED_STATUSES.map((status) => (
          <li key={status}>
            <span className={`hostel-bed hostel-bed--${status.toLowerCase()}`} aria-hidden="true" />
            {i18n._(BED_STATUS_LABELS[status])}
          </li>
        ))}
      </ul>
      {grid.floors.length === 0 && <p className="hint">{i18n._('This block has no rooms yet.')}</p>}
      {grid.floors.map((floor) => (
        <FloorRooms key={floor.floor} floor={floor} name={floorName(i18n, floor.floor)} />
      ))}
    </div>
  );
}

function FloorRooms({ floor, name }: { floor: Floor; name: string }) {
  const { i18n } = useLingui();
  const free = floor.rooms.reduce((n, r) => n + r.beds.filter((b) => b.status === 'FREE').length, 0);
  return (
    <section className="hostel-floor" aria-label={name}>
      <h3>
        {name} <span className="hint">{i18n._('{free} beds free', { free })}</span>
      </h3>
      <ul className="hostel-rooms">
        {floor.rooms.map((room) => (
          <li key={room.id} className="hostel-room">
            <span className="hostel-room__number">{room.number}</span>
            <span className="hostel-room__type">{room.roomType}</span>
            <ul className="hostel-room__beds" aria-label={i18n._('Beds of room {number}', { number: room.number })}>
              {room.beds.map((bed) => (
                <li key={bed.id} className={`hostel-bed hostel-bed--${bed.status.toLowerCase()}`}>
                  <span aria-hidden="true">{bed.label}</span>
                  <span className="visually-hidden">
                    {i18n._('Bed {label}, {status}', {
                      label: bed.label,
                      status: i18n._(BED_STATUS_LABELS[bed.status]),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
