import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { listReadScope } from '../../../domain/academic/access';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { MB } from '../../../domain/files/allowed-types';
import { SHARED_MESSAGES } from '../../../domain/messages/shared';
import { AllotmentIdSchema } from '../../../domain/faculty/allotment';
import type { FacultyRecordView } from '../../../domain/faculty/faculty-record-view';
import type { AppEnv } from '../../auth/session-user';
import type { Database } from '../../db/client';
import {
  awards,
  departments,
  faculty,
  facultyAllotments,
  mous,
  publications,
  storedFiles as storedFileRows,
  users,
} from '../../db/schema';
import type { StoredFilesService } from '../../files/stored-files';
import { multipart } from '../../http/multipart';
import { validate } from '../../http/validate';

/**
 * A faculty record's own screen (/api/app/facultyRecord/{id}): whether the member has a login and what of theirs
 * the faculty database holds; and their photo, stored through the file store like every upload (image bytes
 * checked, owner type 'faculty').
 */
export function facultyRecordViewRoutes(db: Database, storedFiles: StoredFilesService) {
  const total = async (
    table: typeof publications | typeof mous | typeof awards | typeof facultyAllotments,
    id: number,
  ) => Number((await db.select({ n: count() }).from(table).where(eq(table.facultyId, id)))[0]!.n);

  return new Hono<AppEnv>()
    .get('/facultyRecord/:id', validate('param', AllotmentIdSchema), async (c) => {
      const user = c.get('user')!;
      const { id } = c.req.valid('param');
      const scope = listReadScope(user.roles, user.program);
      const [row] = await db
        .select({
          id: faculty.id,
          empCode: faculty.empCode,
          fullName: faculty.fullName,
          department: departments.name,
          designation: faculty.designation,
          status: faculty.status,
          photoFileId: storedFileRows.publicId,
        })
        .from(faculty)
        .innerJoin(departments, eq(departments.id, faculty.departmentId))
        .leftJoin(storedFileRows, eq(storedFileRows.id, faculty.photoFileId))
        .where(and(eq(faculty.id, id), scope === 'all' ? undefined : eq(departments.name, scope.department)));
      if (!row) return c.json({ message: M.noSuchRecord }, 404);
      const [login] = await db.select({ username: users.username }).from(users).where(eq(users.facultyId, id)).limit(1);
      const view: FacultyRecordView = {
        ...row,
        login: login?.username ?? null,
        publications: await total(publications, id),
        mous: await total(mous, id),
        awards: await total(awards, id),
        allotments: await total(facultyAllotments, id),
      };
      c.header('Cache-Control', 'private, no-store');
      return c.json(view);
    })
    .post(
      '/facultyRecord/:id/photo',
      validate('param', AllotmentIdSchema),
      multipart({ maxBodyBytes: 6 * MB, files: [{ name: 'photo', label: 'photo', kind: 'image', required: true }] }),
      async (c) => {
        const user = c.get('user')!;
        const { id } = c.req.valid('param');
        const file = c.var.upload.files.photo![0]!;
        const [member] = await db.select({ id: faculty.id }).from(faculty).where(eq(faculty.id, id));
        if (!member) return c.json({ message: M.noSuchRecord }, 404);
        const photoFileId = await storedFiles.saveWithFiles(
          [{ file, owner: { type: 'faculty', id }, purpose: 'photo', uploadedBy: user.id }],
          async ([fileId]) => {
            await db.update(faculty).set({ photoFileId: fileId! }).where(eq(faculty.id, id));
            return (await storedFiles.byId(fileId!))!.publicId;
          },
        );
        return c.json({ message: SHARED_MESSAGES.fileUploaded, photoFileId });
      },
    );
}
