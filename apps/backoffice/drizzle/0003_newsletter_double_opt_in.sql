ALTER TABLE "subscribers" ADD COLUMN "language_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
-- Addresses from before double opt-in stay subscribed (confirmed as of their sign-up): their owners
-- were told "You have successfully subscribed", the shop has sent them no newsletter yet, and every
-- newsletter now carries a one-click unsubscribe link, so an address a stranger typed in is one click
-- from removal. Mailing them all a confirmation instead would be a burst of mail nobody asked for.
-- Their language was not recorded: English, the shop's default.
UPDATE "subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
