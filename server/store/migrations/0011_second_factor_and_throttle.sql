-- Idempotent, as 0010: an older store's rewound migrations (server/store/older-store-migrations.test.ts) run it again.
CREATE TABLE IF NOT EXISTS "staff_known_addresses" (
	"user_id" integer NOT NULL REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_known_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD COLUMN IF NOT EXISTS "name" text DEFAULT 'Passkey' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN IF NOT EXISTS "stage" text DEFAULT 'signed-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN IF NOT EXISTS "strong" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN IF NOT EXISTS "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN IF NOT EXISTS "factor_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_failures" ADD COLUMN IF NOT EXISTS "account" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN IF NOT EXISTS "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN IF NOT EXISTS "totp_last_step" bigint;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_recovery_codes_user" ON "staff_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_sign_in_failures_account" ON "staff_sign_in_failures" USING btree ("account","created_at");
