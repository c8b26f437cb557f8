ALTER TABLE "staff_audit" ADD COLUMN IF NOT EXISTS "hash" text;
