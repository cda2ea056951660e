CREATE TABLE "fee_payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"flow" varchar(16) NOT NULL,
	"roll_no" varchar(20) NOT NULL,
	"student_id" integer NOT NULL,
	"fee_structure_id" integer NOT NULL,
	"fee_type" varchar(64) NOT NULL,
	"semester" smallint NOT NULL,
	"item" varchar(64) DEFAULT '' NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"status" varchar(8) DEFAULT 'CREATED' NOT NULL,
	"charge_uuid" varchar(64),
	"payment_link" text,
	"transaction_uuid" varchar(64),
	"payment_option" varchar(8),
	"card_last4" varchar(4),
	"payer_name" text DEFAULT '' NOT NULL,
	"payer_email" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"request_key" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"status_progress" varchar(8),
	"status_recorded_at" timestamp with time zone,
	CONSTRAINT "fee_payment_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "fee_payment_orders_charge_uuid_unique" UNIQUE("charge_uuid"),
	CONSTRAINT "fee_payment_orders_amount_positive" CHECK ("fee_payment_orders"."amount_paise" > 0),
	CONSTRAINT "fee_payment_orders_status_known" CHECK ("fee_payment_orders"."status" in ('CREATED', 'DUE', 'PAID', 'DROPPED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "fee_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_no" varchar(32) NOT NULL,
	"financial_year" varchar(9) NOT NULL,
	"serial" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "fee_receipts_receipt_no_unique" UNIQUE("receipt_no"),
	CONSTRAINT "fee_receipts_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "fee_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"degree_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"fee_type_id" integer NOT NULL,
	"item" varchar(64) DEFAULT '' NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "fee_structures_amount_positive" CHECK ("fee_structures"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"flow" varchar(16) NOT NULL,
	"instalments_allowed" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" varchar(9) PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_fee_structure_id_fee_structures_id_fk" FOREIGN KEY ("fee_structure_id") REFERENCES "public"."fee_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_order_id_fee_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fee_payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payment_orders_request" ON "fee_payment_orders" USING btree ("student_id","request_key");--> statement-breakpoint
CREATE INDEX "fee_payment_orders_student" ON "fee_payment_orders" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "fee_payment_orders_status" ON "fee_payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fee_payment_orders_confirmed" ON "fee_payment_orders" USING btree ("confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipts_year_serial" ON "fee_receipts" USING btree ("financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_structures_line" ON "fee_structures" USING btree ("degree_id","batch_id","semester","fee_type_id","item");