import * as v from 'valibot';

/** The §3 'Current user' cookie's name. */
export const ERP_USER_COOKIE = 'erpUser';

/**
 * §3 erpUser cookie (JSON): the display fields of the signed-in user. The server writes it at sign-in, the
 * app's route guard and header read it. The session token itself lives in an HttpOnly cookie instead.
 */
export const ErpUserSchema = v.object({
  remember: v.optional(v.boolean(), false),
  username: v.string(),
  email: v.optional(v.string(), ''),
  fullName: v.optional(v.string(), ''),
  roles: v.array(v.string()),
  program: v.optional(v.nullable(v.string()), null),
  collegeName: v.optional(v.nullable(v.string()), null),
  instituteType: v.optional(v.nullable(v.string()), null),
  collegeId: v.optional(v.nullable(v.number()), null),
  /** §2 auth data flag `new`: the string 'true' when this user may create users (Create User's button). */
  new: v.optional(v.picklist(['true', 'false']), 'false'),
});
export type ErpUser = v.InferOutput<typeof ErpUserSchema>;

/** The cookie's JSON text; throws when the value does not fit the schema (a server bug, not user input). */
export function erpUserCookieText(user: v.InferInput<typeof ErpUserSchema>): string {
  return JSON.stringify(v.parse(ErpUserSchema, user));
}

/** §5 route access: the user when the cookie's (URI-encoded) text parses and fits the schema, else null. */
export function parseErpUserCookie(raw: string): ErpUser | null {
  try {
    const parsed = v.safeParse(ErpUserSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
