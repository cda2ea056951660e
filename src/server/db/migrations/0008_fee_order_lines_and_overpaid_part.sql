CREATE TABLE "fee_payment_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_status" varchar(8) NOT NULL,
	"student_id" integer NOT NULL,
	"fee_structure_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"item" varchar(64) DEFAULT '' NOT NULL,
	"amount_paise" integer NOT NULL,
	"settled_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_payment_order_lines_amount_positive" CHECK ("fee_payment_order_lines"."amount_paise" > 0),
	CONSTRAINT "fee_payment_order_lines_settled" CHECK ("fee_payment_order_lines"."settled_paise" >= 0 and "fee_payment_order_lines"."settled_paise" <= "fee_payment_order_lines"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "overpaid_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_id_status" UNIQUE("id","status");--> statement-breakpoint
ALTER TABLE "fee_payment_order_lines" ADD CONSTRAINT "fee_payment_order_lines_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_order_lines" ADD CONSTRAINT "fee_payment_order_lines_fee_structure_id_fee_structures_id_fk" FOREIGN KEY ("fee_structure_id") REFERENCES "public"."fee_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_order_lines" ADD CONSTRAINT "fee_payment_order_lines_order" FOREIGN KEY ("order_id","order_status") REFERENCES "public"."fee_payment_orders"("id","status") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payment_order_lines_line" ON "fee_payment_order_lines" USING btree ("order_id","fee_structure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payment_order_lines_open" ON "fee_payment_order_lines" USING btree ("student_id","fee_structure_id") WHERE "fee_payment_order_lines"."order_status" in ('CREATED', 'DUE');--> statement-breakpoint
CREATE INDEX "fee_payment_order_lines_student" ON "fee_payment_order_lines" USING btree ("student_id","fee_structure_id");--> statement-breakpoint
-- Every order made before pays its one line: a PAID order settled its whole amount on it.
INSERT INTO "fee_payment_order_lines" ("order_id", "order_status", "student_id", "fee_structure_id", "semester", "item", "amount_paise", "settled_paise")
  SELECT o."id", o."status", o."student_id", o."fee_structure_id", o."semester", o."item", o."amount_paise",
    CASE WHEN o."status" = 'PAID' THEN o."amount_paise" ELSE 0 END FROM "fee_payment_orders" o;--> statement-breakpoint
UPDATE "fee_payment_orders" SET "overpaid_paise" = "amount_paise" WHERE "status" = 'OVERPAID';
