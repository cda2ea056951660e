CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"department_name" text NOT NULL,
	"faculty_name" text NOT NULL,
	"faculty_email" text NOT NULL,
	"achieved_on" date NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "achievements_faculty" ON "achievements" USING btree ("faculty_id","achieved_on");