CREATE TABLE "application_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"by" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_changes_application" ON "application_status_changes" USING btree ("application_id","id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_job_vacancies_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_status" ON "applications" USING btree ("job_id","status");--> statement-breakpoint
-- Applications stored before this migration named their job by title and category only: each is tied
-- to the vacancy with that title and category when exactly one has them; the others stay general.
UPDATE "applications" AS "a" SET "job_id" = (
	SELECT "j"."id" FROM "job_vacancies" AS "j" WHERE "j"."title" = "a"."job_title" AND "j"."category" = "a"."job_category"
) WHERE (
	SELECT count(*) FROM "job_vacancies" AS "j" WHERE "j"."title" = "a"."job_title" AND "j"."category" = "a"."job_category"
) = 1;
