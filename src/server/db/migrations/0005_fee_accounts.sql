CREATE TABLE "credit_note_counters" (
	"financial_year" varchar(9) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "credit_note_counters_financial_year_pk" PRIMARY KEY("financial_year")
);
--> statement-breakpoint
CREATE TABLE "fee_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_no" varchar(32) NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_refunds_amount_positive" CHECK ("fee_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"recorded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"started_by" integer
);
--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_payment_id_fee_payment_orders_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_refunds_credit_note_no" ON "fee_refunds" USING btree ("credit_note_no");--> statement-breakpoint
CREATE INDEX "fee_refunds_payment" ON "fee_refunds" USING btree ("payment_id");