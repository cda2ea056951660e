CREATE TABLE "hostel_beds" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"label" varchar(2) NOT NULL,
	"status" varchar(14) DEFAULT 'FREE' NOT NULL,
	CONSTRAINT "hostel_beds_status" CHECK ("hostel_beds"."status" in ('FREE', 'HELD', 'OCCUPIED', 'OUT_OF_SERVICE'))
);
--> statement-breakpoint
CREATE TABLE "hostel_buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"gender" varchar(6) NOT NULL,
	"floors" smallint NOT NULL,
	"warden" varchar(80) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_buildings_gender" CHECK ("hostel_buildings"."gender" in ('MALE', 'FEMALE')),
	CONSTRAINT "hostel_buildings_floors" CHECK ("hostel_buildings"."floors" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "hostel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"beds" smallint NOT NULL,
	"ac" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_room_types_beds" CHECK ("hostel_room_types"."beds" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "hostel_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"floor" smallint NOT NULL,
	"number" varchar(12) NOT NULL,
	"room_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hostel_beds" ADD CONSTRAINT "hostel_beds_room_id_hostel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hostel_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_building_id_hostel_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."hostel_buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_room_type_id_hostel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hostel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_beds_label" ON "hostel_beds" USING btree ("room_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_buildings_name" ON "hostel_buildings" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_room_types_name" ON "hostel_room_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_rooms_number" ON "hostel_rooms" USING btree ("building_id",upper("number"));--> statement-breakpoint
CREATE INDEX "hostel_rooms_type" ON "hostel_rooms" USING btree ("room_type_id");