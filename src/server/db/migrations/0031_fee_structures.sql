CREATE TABLE "fee_plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"what" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"kept_paid" integer DEFAULT 0 NOT NULL,
	"by" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_plan_heads" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"fee_type_id" integer NOT NULL,
	"item" varchar(48) DEFAULT '' NOT NULL,
	"amount_paise" integer NOT NULL,
	"due_date" date NOT NULL,
	"fine_kind" varchar(8) DEFAULT 'NONE' NOT NULL,
	"fine_per_day_paise" integer DEFAULT 0 NOT NULL,
	"fine_slabs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fine_cap_paise" integer DEFAULT 0 NOT NULL,
	"instalments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "fee_plan_heads_amount_positive" CHECK ("fee_plan_heads"."amount_paise" > 0),
	CONSTRAINT "fee_plan_heads_fine_kind" CHECK ("fee_plan_heads"."fine_kind" in ('NONE', 'PER_DAY', 'SLAB')),
	CONSTRAINT "fee_plan_heads_fine_money" CHECK ("fee_plan_heads"."fine_per_day_paise" >= 0 and "fee_plan_heads"."fine_cap_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"degree_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"branch_id" integer,
	"quota" varchar(64) DEFAULT '' NOT NULL,
	"category" varchar(16) DEFAULT '' NOT NULL,
	"semester" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fee_structures" ADD COLUMN "plan_head_id" integer;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "fee_plan_changes" ADD CONSTRAINT "fee_plan_changes_plan_id_fee_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_changes" ADD CONSTRAINT "fee_plan_changes_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_heads" ADD CONSTRAINT "fee_plan_heads_plan_id_fee_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_heads" ADD CONSTRAINT "fee_plan_heads_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_plan_changes_plan" ON "fee_plan_changes" USING btree ("plan_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plan_heads_head" ON "fee_plan_heads" USING btree ("plan_id","fee_type_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plans_name" ON "fee_plans" USING btree ("name");--> statement-breakpoint
CREATE INDEX "fee_plans_batch" ON "fee_plans" USING btree ("batch_id","semester");--> statement-breakpoint
CREATE INDEX "fee_structures_plan_head" ON "fee_structures" USING btree ("plan_head_id");