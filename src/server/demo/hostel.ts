import type { RoomsInput } from '../../domain/hostel/structure';
import type { Database } from '../db/client';
import { structureStore } from '../modules/hostel/structure-store';
import type { DemoPart } from './demo-part';

/** The demo college's room types: how Telangana's engineering college hostels are mostly built. */
const ROOM_TYPES = [
  { name: 'Triple sharing, non-AC', beds: 3, ac: false },
  { name: 'Double sharing, AC', beds: 2, ac: true },
] as const;

/** Its two blocks, one for boys and one for girls, each floor's rooms of one type. */
const BLOCKS = [
  {
    building: { name: 'Krishna Block', gender: 'MALE', floors: 3, warden: 'Sri K. Venkateswara Rao' },
    rooms: [
      { floor: 0, firstNumber: 'G-01', count: 8, type: 0 },
      { floor: 1, firstNumber: '101', count: 8, type: 0 },
      { floor: 2, firstNumber: '201', count: 6, type: 1 },
    ],
  },
  {
    building: { name: 'Godavari Block', gender: 'FEMALE', floors: 2, warden: 'Smt. P. Lakshmi Devi' },
    rooms: [
      { floor: 0, firstNumber: 'G-01', count: 6, type: 0 },
      { floor: 1, firstNumber: '101', count: 4, type: 1 },
    ],
  },
] as const;

/** The hostel's blocks, room types, rooms and beds (all free), through the store the incharge's screens use. */
async function seedHostel(tx: Database): Promise<void> {
  const store = structureStore(tx, (work) => work());
  const types = [];
  for (const type of ROOM_TYPES) types.push((await store.addRoomType({ ...type }))!);
  for (const block of BLOCKS) {
    const id = (await store.addBuilding({ ...block.building }))!;
    for (const { type, ...rooms } of block.rooms) {
      const roomType = types[type]!;
      const input: RoomsInput = { ...rooms, roomTypeId: roomType.id };
      await store.addRooms(id, input, roomType.beds);
    }
  }
}

export const hostelDemo: DemoPart = { name: 'hostel', order: 170, seed: (tx) => seedHostel(tx) };
