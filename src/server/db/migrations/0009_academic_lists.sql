CREATE TABLE "list_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list" varchar(20) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"name" varchar(8) NOT NULL,
	"capacity" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "intake" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "subject_type" varchar(8) DEFAULT 'theory' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "internal_max" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "external_max" smallint DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "elective_group" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "grading_scheme" jsonb DEFAULT '[{"grade":"S","min":90,"points":10},{"grade":"A","min":80,"points":9},{"grade":"B","min":70,"points":8},{"grade":"C","min":60,"points":7},{"grade":"D","min":50,"points":6},{"grade":"F","min":0,"points":0}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "min_external_percent" smallint DEFAULT 35 NOT NULL;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "min_total_percent" smallint DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "credits_to_graduate" smallint DEFAULT 160 NOT NULL;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "max_years" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "list_changes" ADD CONSTRAINT "list_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_changes_list_at" ON "list_changes" USING btree ("list","at");--> statement-breakpoint
CREATE INDEX "list_changes_at" ON "list_changes" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_batch_branch_name" ON "sections" USING btree ("batch_id","branch_id","name");