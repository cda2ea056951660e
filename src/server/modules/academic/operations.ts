import {
  ChangeAuthorizedSchema,
  ListChangedSchema,
  ListOptionSchema,
  ListRowDataSchema,
  listPageSchema,
} from '../../../domain/academic/list-answers';
import { AuditEntrySchema } from '../../../domain/academic/list-query';
import { ChangeRequestSchema } from '../../../domain/academic/maker-checker';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import * as v from 'valibot';
import type { Operation, PermissionLine } from '../server-module';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The list engine's calls as the API description tells them: the lists, their audit and maker-checker requests. */
export const academicOperations = {
  'GET /api/app/lists/:kind': {
    summary: "A page of a list's rows (query q, page, pageSize, batches, a field's filter); a HoD: their department's",
    answer: listPageSchema(ListRowDataSchema),
  },
  'GET /api/app/lists/:kind/options': {
    summary: "A list's rows as choices for a form (query value: the field to answer, batches)",
    answer: v.array(ListOptionSchema),
  },
  'POST /api/app/lists/:kind': {
    summary: 'Add a row to a list: the row saved (202 and the pending request for regulations and subjects)',
    answer: ListChangedSchema,
    status: 201,
    also: [{ status: 202, answer: ListChangedSchema }],
  },
  'PUT /api/app/lists/:kind/:id': {
    summary: "Change a list's row: the row saved (202 and the pending request for regulations and subjects)",
    answer: ListChangedSchema,
    also: [{ status: 202, answer: ListChangedSchema }],
  },
  'DELETE /api/app/lists/:kind/:id': {
    summary: "Delete a list's row: its id (202 and the pending request for regulations and subjects)",
    answer: ListChangedSchema,
    also: [{ status: 202, answer: ListChangedSchema }],
  },
  'GET /api/app/listChanges': {
    summary: "A page of the lists' changes, newest first (query list, page): who, when, the row before and after",
    answer: listPageSchema(AuditEntrySchema),
  },
  'GET /api/app/listChanges/export': {
    summary: "The lists' changes as a spreadsheet (query list, from, to)",
    produces: XLSX,
  },
  'GET /api/app/lists/:kind/pending': {
    summary: "A list's changes waiting for a second person's authorization",
    answer: v.array(ChangeRequestSchema),
  },
  'GET /api/app/lists/:kind/export': {
    summary: "A list's rows matching the search as a spreadsheet (query q, batches, a field's filter)",
    produces: XLSX,
  },
  'GET /api/app/lists/:kind/template': {
    summary: "A list's upload spreadsheet, with its columns and the choices of its references",
    produces: XLSX,
  },
  'GET /api/app/listChangeRequests': {
    summary: 'Changes to regulations and subjects waiting for authorization (query list)',
    answer: v.array(ChangeRequestSchema),
  },
  'POST /api/app/listChangeRequests/:id/authorize': {
    summary: "Authorize another person's pending change and apply it: the row it left",
    answer: ChangeAuthorizedSchema,
  },
  'POST /api/app/listChangeRequests/:id/reject': {
    summary: "Reject another person's pending change with a reason",
    answer: MessageAnswerSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
