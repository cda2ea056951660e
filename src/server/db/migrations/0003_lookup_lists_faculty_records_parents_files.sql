CREATE TABLE "admission_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "admission_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agents_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "attempt_counters" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"unlock_token_id" varchar(64),
	"unlock_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"title" text NOT NULL,
	"awarded_by" text NOT NULL,
	"year" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caste_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "caste_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"call" text NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status" smallint,
	"content_type" text,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_value_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_key" varchar(32) NOT NULL,
	"item_key" varchar(64) NOT NULL,
	"item_value" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "levels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "mous" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"partner" text NOT NULL,
	"purpose" text NOT NULL,
	"signed_on" date NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mous_valid_after_signed" CHECK ("mous"."valid_until" is null or "mous"."valid_until" >= "mous"."signed_on")
);
--> statement-breakpoint
CREATE TABLE "parent_link_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_students" (
	"parent_user_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_students_parent_user_id_student_id_pk" PRIMARY KEY("parent_user_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"uniquekey" varchar(36) NOT NULL,
	"fee_type" text NOT NULL,
	"payment_gateway_user_name" text NOT NULL,
	"payment_gateway_password_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"title" text NOT NULL,
	"venue" text NOT NULL,
	"year" smallint NOT NULL,
	"doi" text,
	"scopus" boolean DEFAULT false NOT NULL,
	"web_of_science" boolean DEFAULT false NOT NULL,
	"citations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_citations" CHECK ("publications"."citations" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"uuid" varchar(32) PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"status" varchar(8) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"order_info" text NOT NULL,
	"udf" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"webhook_url" text,
	"return_method" varchar(4) NOT NULL,
	"return_url" text,
	"return_timeout" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"transactions" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seat_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "seat_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_type" varchar(40) NOT NULL,
	"owner_id" text NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"media_type" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"original_name" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_positive" CHECK ("stored_files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "sub_castes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "regulation_id" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "introduced_in" smallint;--> statement-breakpoint
ALTER TABLE "degrees" ADD COLUMN "full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mous" ADD CONSTRAINT "mous_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_link_failures" ADD CONSTRAINT "parent_link_failures_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_castes" ADD CONSTRAINT "sub_castes_category_id_caste_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."caste_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_counters_last_at" ON "attempt_counters" USING btree ("last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_counters_unlock_token" ON "attempt_counters" USING btree ("unlock_token_id");--> statement-breakpoint
CREATE INDEX "awards_faculty" ON "awards" USING btree ("faculty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "key_value_pairs_list_item" ON "key_value_pairs" USING btree ("list_key","item_key");--> statement-breakpoint
CREATE INDEX "mous_faculty" ON "mous" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "parent_link_failures_parent_at" ON "parent_link_failures" USING btree ("parent_user_id","at");--> statement-breakpoint
CREATE INDEX "parent_students_student" ON "parent_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_keys_uniquekey" ON "payment_gateway_keys" USING btree ("uniquekey");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_keys_fee_type" ON "payment_gateway_keys" USING btree ("fee_type");--> statement-breakpoint
CREATE INDEX "payment_gateway_keys_user_name" ON "payment_gateway_keys" USING btree ("payment_gateway_user_name");--> statement-breakpoint
CREATE INDEX "publications_faculty" ON "publications" USING btree ("faculty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_faculty_doi" ON "publications" USING btree ("faculty_id",lower("doi")) WHERE "publications"."doi" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_shop_order" ON "sandbox_charges" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "stored_files_owner" ON "stored_files" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "stored_files_sha256" ON "stored_files" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_castes_category_name" ON "sub_castes" USING btree ("category_id","name");--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;