-- Idempotent, as 0010: an older store's rewound migrations run it again.
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "page_of_origin" text;
