CREATE TABLE "attempt_counters" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"unlock_token_id" varchar(64),
	"unlock_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "attempt_counters_last_at" ON "attempt_counters" USING btree ("last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_counters_unlock_token" ON "attempt_counters" USING btree ("unlock_token_id");