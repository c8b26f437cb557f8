CREATE TABLE "application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"field" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"job_title" text NOT NULL,
	"job_category" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"location" text NOT NULL,
	"years_of_experience" text NOT NULL,
	"application_type" text NOT NULL,
	"salary_expectation" text NOT NULL,
	"phone_number" text NOT NULL,
	"highest_qualification" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"published_on" date NOT NULL,
	"author" text NOT NULL,
	"author_role" text NOT NULL,
	"long_description" text NOT NULL,
	"points_heading" text NOT NULL,
	"points" jsonb NOT NULL,
	"closing_paragraphs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"message_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"role_type" text NOT NULL,
	"location" text NOT NULL,
	"deadline" date NOT NULL,
	"tech_skills" jsonb NOT NULL,
	"role_description" text NOT NULL,
	"summary" text NOT NULL,
	"description_title" text NOT NULL,
	"description" text NOT NULL,
	"description_points" jsonb NOT NULL,
	"technical_requirements" jsonb NOT NULL,
	"soft_skills_requirement" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_field" ON "application_files" USING btree ("application_id","field");--> statement-breakpoint
CREATE INDEX "applications_email" ON "applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "articles_published" ON "articles" USING btree ("status","published_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_email" ON "contact_messages" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_type" ON "subscriptions" USING btree ("email","type");