-- The team's mails name the setting that holds their address (SALES_EMAIL, HR_EMAIL), which the mail
-- worker reads when it sends them: those still waiting go to the addresses set now, not to those set
-- (or left at their defaults) when they were queued. Sent rows keep the address they went to.
UPDATE "outbox" SET "recipient" = 'SALES_EMAIL' WHERE "status" = 'pending' AND "kind" = 'contact-message';
--> statement-breakpoint
UPDATE "outbox" SET "recipient" = 'HR_EMAIL' WHERE "status" = 'pending' AND "kind" = 'application';
