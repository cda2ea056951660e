ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idle_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_at" timestamp with time zone DEFAULT now() NOT NULL;