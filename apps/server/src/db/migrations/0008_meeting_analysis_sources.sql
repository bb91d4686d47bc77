ALTER TABLE "meetings" ADD COLUMN "analysis_sources" jsonb;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "token_usage" jsonb;--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD COLUMN "analysis_source" jsonb;