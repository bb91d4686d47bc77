ALTER TABLE "meetings" ADD COLUMN "meeting_type" text;--> statement-breakpoint
ALTER TABLE "participant_metrics" ADD COLUMN "measured" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_metrics" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "participant_metrics" ADD COLUMN "target" jsonb;--> statement-breakpoint
ALTER TABLE "participant_metrics" ADD CONSTRAINT "participant_metrics_unmeasured_unscored" CHECK ("participant_metrics"."measured" OR "participant_metrics"."score" IS NULL);