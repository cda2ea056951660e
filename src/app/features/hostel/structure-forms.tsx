import { useLingui } from '@lingui/react';
import { HOSTEL_GENDERS } from '../../../domain/hostel/allotment';
import { HOSTEL_GENDER_LABELS } from '../../../domain/hostel/structure';
import type { BuildingLine, RoomTypeLine } from '../../../domain/hostel/structure-answers';
import {
  BuildingFormSchema,
  RoomsFormSchema,
  RoomTypeFormSchema,
  type BuildingFormValues,
  type RoomsFormOutput,
  type RoomsFormValues,
  type RoomTypeFormValues,
} from '../../../domain/hostel/structure-forms';
import { ChoiceField } from '../../ui/form/choice-field';
import { FormFooter } from '../../ui/form/form-footer';
import { NumberField } from '../../ui/form/number-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { addBuilding, addRooms, addRoomType } from './hostel-queries';
import { useHostelSave } from './hostel-save';

const NEW_BUILDING: Required<BuildingFormValues> = { name: '', gender: 'MALE', floors: '', warden: '' };
const NEW_ROOM_TYPE: RoomTypeFormValues = { name: '', beds: '', ac: 'NO' };

/** A new block: its name, whom it houses, how many floors, its warden. */
export function BuildingForm() {
  const { i18n } = useLingui();
  const { mutation, refusal } = useHostelSave(addBuilding, () => form.reset(NEW_BUILDING));
  const form = useSchemaForm(BuildingFormSchema, { initial: NEW_BUILDING, onSubmit: (body) => mutation.mutate(body) });
  return (
    <form className="hostel-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="hostel-new-block">
      <h2 id="hostel-new-block">{i18n._('Add a block')}</h2>
      <div className="hostel-form__grid">
        <TextField field={form.field('name')} label={i18n._('Name of the block')} maxLength={60} required />
        <ChoiceField
          field={form.field('gender')}
          legend={i18n._('Houses')}
          options={HOSTEL_GENDERS.map((g) => ({ value: g, label: i18n._(HOSTEL_GENDER_LABELS[g]) }))}
          required
        />
        <NumberField field={form.field('floors')} label={i18n._('Floors (with the ground floor)')} required />
        <TextField field={form.field('warden')} label={i18n._('Warden')} maxLength={80} />
      </div>
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Add the block')}
      />
    </form>
  );
}

/** A new kind of room: its name, how many share it, air-conditioned or not. */
export function RoomTypeForm() {
  const { i18n } = useLingui();
  const { mutation, refusal } = useHostelSave(addRoomType, () => form.reset(NEW_ROOM_TYPE));
  const form = useSchemaForm(RoomTypeFormSchema, { initial: NEW_ROOM_TYPE, onSubmit: (body) => mutation.mutate(body) });
  return (
    <form className="hostel-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="hostel-new-type">
      <h2 id="hostel-new-type">{i18n._('Add a room type')}</h2>
      <div className="hostel-form__grid">
        <TextField
          field={form.field('name')}
          label={i18n._('Name (e.g. Triple sharing, non-AC)')}
          maxLength={60}
          required
        />
        <NumberField field={form.field('beds')} label={i18n._('Beds in a room')} required />
        <ChoiceField
          field={form.field('ac')}
          legend={i18n._('Air-conditioned')}
          options={[
            { value: 'YES', label: i18n._('Yes') },
            { value: 'NO', label: i18n._('No') },
          ]}
          required
        />
      </div>
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Add the room type')}
      />
    </form>
  );
}

/** Rooms of one type on a floor of a block, numbered on from the first (101, 102…), each with its beds. */
export function RoomsForm({
  blocks,
  roomTypes,
}: {
  blocks: readonly BuildingLine[];
  roomTypes: readonly RoomTypeLine[] | undefined;
}) {
  const { i18n } = useLingui();
  const initial: RoomsFormValues = {
    buildingId: String(blocks[0]?.id ?? ''),
    floor: '',
    firstNumber: '',
    count: '',
    roomTypeId: '',
  };
  const { mutation, refusal } = useHostelSave(
    ({ buildingId, ...body }: RoomsFormOutput) => addRooms(buildingId, body),
    () => form.reset({ ...form.values, firstNumber: '', count: '' }),
  );
  const form = useSchemaForm(RoomsFormSchema, { initial, onSubmit: (body) => mutation.mutate(body) });
  return (
    <form className="hostel-panel" onSubmit={form.handleSubmit} noValidate aria-labelledby="hostel-new-rooms">
      <h2 id="hostel-new-rooms">{i18n._('Add rooms')}</h2>
      <div className="hostel-form__grid">
        <SelectField
          field={form.field('buildingId')}
          label={i18n._('Block')}
          options={blocks.map((b) => ({ value: String(b.id), label: b.name }))}
          required
        />
        <NumberField field={form.field('floor')} label={i18n._('Floor (0 is the ground floor)')} required />
        <SelectField
          field={form.field('roomTypeId')}
          label={i18n._('Room type')}
          options={roomTypes?.map((t) => ({ value: String(t.id), label: t.name }))}
          loading={!roomTypes}
          required
        />
        <TextField field={form.field('firstNumber')} label={i18n._('First room’s number')} maxLength={12} required />
        <NumberField field={form.field('count')} label={i18n._('How many rooms')} required />
      </div>
      <FormFooter
        error={form.formError ?? refusal}
        pending={mutation.isPending}
        submitLabel={i18n._('Add the rooms')}
      />
    </form>
  );
}
