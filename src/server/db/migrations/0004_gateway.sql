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
CREATE UNIQUE INDEX "payment_gateway_keys_uniquekey" ON "payment_gateway_keys" USING btree ("uniquekey");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_keys_fee_type" ON "payment_gateway_keys" USING btree ("fee_type");--> statement-breakpoint
CREATE INDEX "payment_gateway_keys_user_name" ON "payment_gateway_keys" USING btree ("payment_gateway_user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_shop_order" ON "sandbox_charges" USING btree ("shop_id","order_id");