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
ALTER TABLE "awards" ADD CONSTRAINT "awards_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mous" ADD CONSTRAINT "mous_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awards_faculty" ON "awards" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "mous_faculty" ON "mous" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "publications_faculty" ON "publications" USING btree ("faculty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_faculty_doi" ON "publications" USING btree ("faculty_id",lower("doi")) WHERE "publications"."doi" is not null;