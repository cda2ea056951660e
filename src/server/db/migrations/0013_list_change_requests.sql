CREATE TABLE "list_change_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list" varchar(20) NOT NULL,
	"record_id" integer,
	"action" varchar(8) NOT NULL,
	"before" jsonb,
	"proposed" jsonb,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"maker_id" integer NOT NULL,
	"maker_name" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checker_id" integer,
	"checker_name" text,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "list_changes" ADD COLUMN "decision" varchar(10);--> statement-breakpoint
ALTER TABLE "list_changes" ADD COLUMN "checker_id" integer;--> statement-breakpoint
ALTER TABLE "list_changes" ADD COLUMN "checker_name" text;--> statement-breakpoint
ALTER TABLE "list_changes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "list_change_requests" ADD CONSTRAINT "list_change_requests_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_change_requests" ADD CONSTRAINT "list_change_requests_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_change_requests_status" ON "list_change_requests" USING btree ("status","list");--> statement-breakpoint
CREATE UNIQUE INDEX "list_change_requests_one_pending" ON "list_change_requests" USING btree ("list","record_id") WHERE "list_change_requests"."status" = 'pending' and "list_change_requests"."record_id" is not null;--> statement-breakpoint
ALTER TABLE "list_changes" ADD CONSTRAINT "list_changes_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;