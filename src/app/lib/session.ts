import * as v from 'valibot';

/** §3 erpUser cookie: the display fields of the signed-in user (the session itself is an HttpOnly cookie). */
const ErpUserSchema = v.object({
  remember: v.optional(v.boolean(), false),
  username: v.string(),
  email: v.optional(v.string(), ''),
  fullName: v.optional(v.string(), ''),
  roles: v.array(v.string()),
  program: v.optional(v.nullable(v.string()), null),
  collegeName: v.optional(v.nullable(v.string()), null),
  instituteType: v.optional(v.nullable(v.string()), null),
  collegeId: v.optional(v.nullable(v.number()), null),
});
export type ErpUser = v.InferOutput<typeof ErpUserSchema>;

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? entry.slice(name.length + 1) : null;
}

/** The current user when the erpUser cookie exists and parses (§5 route access), else null. */
export function currentUser(): ErpUser | null {
  const raw = readCookie('erpUser');
  if (!raw) return null;
  try {
    const parsed = v.safeParse(ErpUserSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
