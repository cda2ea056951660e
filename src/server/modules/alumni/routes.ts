import { Hono, type Context } from 'hono';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { hasAnyRole } from '../../../domain/auth/access';
import { ALUMNI_STAFF_ROLES } from '../../../domain/alumni/access';
import {
  countByBatch,
  DirectoryQuerySchema,
  matchesDirectoryQuery,
  type DirectoryRow,
} from '../../../domain/alumni/directory';
import { AlumniHistorySchema } from '../../../domain/alumni/history-schema';
import { ALUMNI_ATTACHMENT_TYPES, ALUMNI_MESSAGES as M } from '../../../domain/alumni/messages';
import { AlumniRegistrationSchema } from '../../../domain/alumni/registration-schema';
import { MB } from '../../../domain/files/allowed-types';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import type { StoredFilesService, NewFile } from '../../files/stored-files';
import { multipart } from '../../http/multipart';
import { validate } from '../../http/validate';
import { directoryWorkbook } from './export-sheet';
import { DuplicateRollNumber, type AlumniStore } from './alumni-store';

const isStaff = (user: SessionUser) => hasAnyRole(user.roles, ALUMNI_STAFF_ROLES);

/** An alumnus sees other alumni without their phone and e-mail; staff see everything. */
function visibleRow(row: DirectoryRow, user: SessionUser, ownRoll: string | null): DirectoryRow {
  return isStaff(user) || row.rollNumber === ownRoll ? row : { ...row, email: null, mobile: null };
}

/** §7 alumni calls (paths verbatim) and the directory (ours). */
export function alumniRoutes(alumni: AlumniStore, storedFiles: StoredFilesService) {
  /** An alumnus acts only for the roll number their account proved; staff for anyone. */
  async function mayActFor(user: SessionUser, rollNumber: string): Promise<boolean> {
    if (isStaff(user)) return true;
    return (await alumni.rollOfUser(user.id)) === rollNumber;
  }

  async function directoryFor(c: Context<AppEnv>, query: Parameters<typeof matchesDirectoryQuery>[1]) {
    const user = c.get('user')!;
    const ownRoll = await alumni.rollOfUser(user.id);
    const rows = (await alumni.directory())
      .filter((row) => matchesDirectoryQuery(row, query))
      .map((row) => visibleRow(row, user, ownRoll));
    return { rows, countsByBatch: countByBatch(rows), total: rows.length };
  }

  return (
    new Hono<AppEnv>()
      // §7 POST saveAlumniStudentRegister: part `file` (optional attachment) + `alumniStudentRegistration` JSON.
      .post(
        '/saveAlumniStudentRegister',
        multipart({
          maxBodyBytes: 11 * MB,
          json: { field: 'alumniStudentRegistration', schema: AlumniRegistrationSchema },
          files: [{ name: 'file', label: 'attachment', kind: 'document' }],
        }),
        async (c) => {
          const user = c.get('user')!;
          const { data, files } = c.var.upload;
          const file = files.file?.[0];
          // §5: .pdf, .jpg, .jpeg, .png, .gif only (the document kind also takes WebP).
          if (file && !ALUMNI_ATTACHMENT_TYPES.includes(file.mediaType))
            return c.json({ message: M.attachmentType }, 415);
          if (!(await mayActFor(user, data.rollNumber))) return c.json({ message: M.notYourRoll }, 403);
          if (await alumni.registrationExists(data.rollNumber))
            return c.json({ message: M.duplicateRegistration }, 409);
          const newFiles: NewFile[] = file
            ? [
                {
                  file,
                  owner: { type: 'alumni-registration', id: data.rollNumber },
                  purpose: 'attachment',
                  uploadedBy: user.id,
                },
              ]
            : [];
          try {
            const id = await storedFiles.saveWithFiles(newFiles, (ids) =>
              alumni.saveRegistration(data, ids[0] ?? null, user.id),
            );
            return c.json({ message: M.registrationDone, id }, 200);
          } catch (error) {
            if (error instanceof DuplicateRollNumber) return c.json({ message: M.duplicateRegistration }, 409);
            throw error;
          }
        },
      )
      // §7 GET getAlumniData: the alumni history records (contact details only for staff and one's own).
      .get('/getAlumniData', async (c) => {
        const user = c.get('user')!;
        const ownRoll = await alumni.rollOfUser(user.id);
        c.header('Cache-Control', 'private, no-store');
        const records = await alumni.historyRecords();
        return c.json(
          records.map(({ createdBy: _by, ...r }) =>
            isStaff(user) || r.rollNumber === ownRoll
              ? r
              : {
                  ...r,
                  studentMobile: '',
                  studentEmail: '',
                  fatherName: '',
                  passportPhotoFileId: null,
                  certificateFileId: null,
                },
          ),
        );
      })
      // §7 POST saveAluminiHistoryByUrl: `alumniData` JSON + `passportPhoto` (any image) and `certificate`.
      .post(
        '/saveAluminiHistoryByUrl',
        multipart({
          maxBodyBytes: 16 * MB,
          json: { field: 'alumniData', schema: AlumniHistorySchema },
          files: [
            { name: 'passportPhoto', label: 'passport photo', kind: 'image' },
            { name: 'certificate', label: 'certificate', kind: 'document' },
          ],
        }),
        async (c) => {
          const user = c.get('user')!;
          const { data, files } = c.var.upload;
          const photo = files.passportPhoto?.[0];
          const certificate = files.certificate?.[0];
          if (!certificate)
            return c.json({ message: data.status === 'working' ? M.offerLetterRequired : M.admitCardRequired }, 400);
          if (!(await mayActFor(user, data.rollNumber))) return c.json({ message: M.notYourRoll }, 403);
          if (await alumni.historyExists(data.rollNumber)) return c.json({ message: M.duplicateRoll }, 409);
          const owner = { type: 'alumni-history', id: data.rollNumber };
          const newFiles: NewFile[] = [
            {
              file: certificate,
              owner,
              purpose: data.status === 'working' ? 'offer-letter' : 'admit-card',
              uploadedBy: user.id,
            },
            ...(photo ? [{ file: photo, owner, purpose: 'passport-photo', uploadedBy: user.id }] : []),
          ];
          try {
            const id = await storedFiles.saveWithFiles(newFiles, (ids) =>
              alumni.saveHistory(data, { certificateFileId: ids[0]!, passportPhotoFileId: ids[1] ?? null }, user.id),
            );
            return c.json({ message: M.historySaved, id }, 200);
          } catch (error) {
            if (error instanceof DuplicateRollNumber) return c.json({ message: M.duplicateRoll }, 409);
            throw error;
          }
        },
      )
      // Directory (ours): search, filters, counts by batch; the same rows as an Excel workbook.
      .get('/alumni/directory', validate('query', DirectoryQuerySchema), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json(await directoryFor(c, c.req.valid('query')));
      })
      .get('/alumni/directory/export', validate('query', DirectoryQuerySchema), async (c) => {
        const { rows, countsByBatch } = await directoryFor(c, c.req.valid('query'));
        const bytes = await directoryWorkbook(rows, countsByBatch);
        return c.body(bytes as unknown as ArrayBuffer, 200, {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="Alumni_Directory.xlsx"',
          'Cache-Control': 'private, no-store',
        });
      })
      // The alumnus's own record: their registration, to read and correct.
      .get('/alumni/me', async (c) => {
        c.header('Cache-Control', 'private, no-store');
        const roll = await alumni.rollOfUser(c.get('user')!.id);
        const record = roll ? await alumni.registrationOf(roll) : null;
        if (!record) return c.json({ message: M.noOwnRecord, rollNumber: roll }, 404);
        const { createdBy: _by, attachmentFileId: _file, ...fields } = record;
        return c.json(fields);
      })
      .put('/alumni/me', validate('json', AlumniRegistrationSchema), async (c) => {
        const roll = await alumni.rollOfUser(c.get('user')!.id);
        if (!roll || !(await alumni.registrationExists(roll))) return c.json({ message: M.noOwnRecord }, 404);
        const data = c.req.valid('json');
        if (data.rollNumber !== roll) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
        await alumni.updateRegistration(roll, data);
        return c.json({ message: M.ownRecordSaved });
      })
  );
}
