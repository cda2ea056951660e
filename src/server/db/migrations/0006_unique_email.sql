-- An address used by several accounts stays with the oldest one; the later accounts keep their user name and
-- password but lose the address (they could take over the first account's e-mail sign-in and reset links).
UPDATE "users" SET "email" = '' WHERE "email" <> '' AND "id" NOT IN (SELECT min("id") FROM "users" WHERE "email" <> '' GROUP BY lower("email"));--> statement-breakpoint
DROP INDEX "users_email_lower";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';
