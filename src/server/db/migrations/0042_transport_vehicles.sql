CREATE TABLE "transport_document_reminders" (
	"day" date PRIMARY KEY NOT NULL,
	"documents" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_vehicle_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"document" varchar(10) NOT NULL,
	"number" varchar(40) NOT NULL,
	"valid_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_vehicle_documents_document" CHECK ("transport_vehicle_documents"."document" in ('INSURANCE', 'FITNESS', 'PERMIT', 'POLLUTION'))
);
--> statement-breakpoint
CREATE TABLE "transport_vehicle_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"day" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"fuel_millilitres" integer,
	"odometer_km" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_vehicle_expenses_kind" CHECK ("transport_vehicle_expenses"."kind" in ('FUEL', 'REPAIR', 'TYRES', 'INSURANCE', 'OTHER')),
	CONSTRAINT "transport_vehicle_expenses_amount" CHECK ("transport_vehicle_expenses"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "transport_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration" varchar(12) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"seats" smallint NOT NULL,
	"driver_name" varchar(80) NOT NULL,
	"driver_licence" varchar(15) NOT NULL,
	"attendant_name" varchar(80) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_vehicles_kind" CHECK ("transport_vehicles"."kind" in ('BUS', 'MINIBUS', 'VAN', 'CAR')),
	CONSTRAINT "transport_vehicles_seats" CHECK ("transport_vehicles"."seats" between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "transport_vehicle_documents" ADD CONSTRAINT "transport_vehicle_documents_vehicle_id_transport_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."transport_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_vehicle_expenses" ADD CONSTRAINT "transport_vehicle_expenses_vehicle_id_transport_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."transport_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_vehicle_expenses" ADD CONSTRAINT "transport_vehicle_expenses_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transport_vehicle_documents_one" ON "transport_vehicle_documents" USING btree ("vehicle_id","document");--> statement-breakpoint
CREATE INDEX "transport_vehicle_expenses_day" ON "transport_vehicle_expenses" USING btree ("vehicle_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_vehicles_registration" ON "transport_vehicles" USING btree ("registration");