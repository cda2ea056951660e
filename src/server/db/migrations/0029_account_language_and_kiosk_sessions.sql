ALTER TABLE "users" ADD COLUMN "language" varchar(2);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kiosk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'te', 'hi'));