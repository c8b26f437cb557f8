-- Idempotent, as 0010: an older store's rewound migrations run it again.
CREATE SEQUENCE IF NOT EXISTS "public"."submission_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "reference" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "applications_reference" ON "applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contact_messages_reference" ON "contact_messages" USING btree ("reference");
