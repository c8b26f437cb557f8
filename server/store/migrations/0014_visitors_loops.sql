-- Idempotent, as 0010: an older store's rewound migrations run it again. Issue 40's loops: double
-- opt-in subscriptions and their links, the newsletter's issues, job alerts, the applicant's status
-- link and withdrawal, deletion requests, and the outbox's HTML part and headers.
CREATE TABLE IF NOT EXISTS "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text NOT NULL,
	"send_started_at" timestamp with time zone,
	"last_batch_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer REFERENCES "public"."applications"("id") ON DELETE set null,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "job_alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL REFERENCES "public"."job_vacancies"("id") ON DELETE cascade,
	"subscription_id" integer NOT NULL REFERENCES "public"."subscriptions"("id") ON DELETE cascade,
	"outbox_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "newsletter_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade,
	"subscription_id" integer NOT NULL REFERENCES "public"."subscriptions"("id") ON DELETE cascade,
	"outbox_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "subscription_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL REFERENCES "public"."subscriptions"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"issue_id" integer REFERENCES "public"."newsletter_issues"("id") ON DELETE set null,
	"categories" jsonb,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_status_changes" DROP CONSTRAINT IF EXISTS "application_status_changes_from_known";--> statement-breakpoint
ALTER TABLE "application_status_changes" DROP CONSTRAINT IF EXISTS "application_status_changes_to_known";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT IF EXISTS "applications_status_known";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "status_token_hash" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "headers" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "categories" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "job_alert_deliveries_once" ON "job_alert_deliveries" USING btree ("job_id","subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "newsletter_deliveries_once" ON "newsletter_deliveries" USING btree ("issue_id","subscription_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscription_tokens_subscription" ON "subscription_tokens" USING btree ("subscription_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "applications_status_token" ON "applications" USING btree ("status_token_hash");--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_from_known" CHECK ("application_status_changes"."from_status" in ('new', 'reviewed', 'shortlisted', 'rejected', 'hired', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_to_known" CHECK ("application_status_changes"."to_status" in ('new', 'reviewed', 'shortlisted', 'rejected', 'hired', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_known" CHECK ("applications"."status" in ('new', 'reviewed', 'shortlisted', 'rejected', 'hired', 'withdrawn'));
