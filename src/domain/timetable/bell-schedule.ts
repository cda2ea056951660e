import * as v from 'valibot';
import { ACADEMIC_LIST_WRITERS } from '../academic/access';
import type { ListDescriptor } from '../academic/list-descriptor';
import { choiceField, codeField, integerField, textField } from '../academic/list-fields';
import { LIST_MESSAGES as M } from '../academic/messages';

/** A row of the bell schedule is a teaching period or a break (lunch, tea). */
export const BELL_KINDS = ['Period', 'Break'] as const;

/** A time of day on the college's clock, 24-hour 'HH:MM'. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeField = () => codeField(5, TIME);

/** One row of the college's bell schedule: its place in the day, name, start and end time, period or break. */
export const BellPeriodSchema = v.pipe(
  v.object({
    position: integerField(1, 20),
    name: textField(30),
    startTime: timeField(),
    endTime: timeField(),
    kind: choiceField(BELL_KINDS),
  }),
  v.check((p) => p.endTime > p.startTime, M.invalid),
);

/** A saved row of the bell schedule, as the timetable answers carry it. */
export const BellPeriodRowSchema = v.object({
  id: v.number(),
  position: v.number(),
  name: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  kind: v.picklist(BELL_KINDS),
});
export type BellPeriod = v.InferOutput<typeof BellPeriodRowSchema>;

/** The bell schedule is kept on the list engine: everyone signed in reads it, the academic section keeps it. */
export const bellPeriodList: ListDescriptor<typeof BellPeriodSchema> = {
  kind: 'bellPeriods',
  title: 'Bell schedule',
  one: 'period',
  schema: BellPeriodSchema as unknown as ListDescriptor<typeof BellPeriodSchema>['schema'],
  fields: [
    { name: 'position', label: 'Order in the day', kind: 'number', hint: '1' },
    { name: 'name', label: 'Name', kind: 'text', hint: 'Period 1' },
    { name: 'startTime', label: 'Starts at', kind: 'code', hint: '09:00' },
    { name: 'endTime', label: 'Ends at', kind: 'code', hint: '09:50' },
    { name: 'kind', label: 'Period or break', kind: 'choice', options: BELL_KINDS },
  ],
  columns: ['position', 'name', 'startTime', 'endTime', 'kind'],
  search: ['name'],
  filters: ['kind'],
  labelField: 'name',
  referencedBy: ['timetable slots'],
  readers: 'signed-in',
  writers: ACADEMIC_LIST_WRITERS,
};
