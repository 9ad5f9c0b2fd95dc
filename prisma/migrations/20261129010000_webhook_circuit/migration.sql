-- An endpoint that keeps failing is paused (docs/activity.md, "Webhooks"): its consecutive
-- failures, and until when its deliveries wait without trying.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "failureStreak" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "WebhookEndpoint" ADD COLUMN "pausedUntil" TIMESTAMPTZ(3);
