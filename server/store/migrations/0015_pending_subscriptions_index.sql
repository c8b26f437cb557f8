-- Idempotent, as 0010: an older store's rewound migrations run it again.
-- Each new subscription drops the pending ones older than seven days (server/domain/subscribing.ts):
-- without this index that delete reads every subscription, and subscriptions slow as the list grows.
CREATE INDEX IF NOT EXISTS "subscriptions_pending_since" ON "subscriptions" USING btree ("updated_at") WHERE "subscriptions"."status" = 'pending';
