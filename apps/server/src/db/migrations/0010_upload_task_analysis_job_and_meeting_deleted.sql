ALTER TABLE "upload_tasks" ADD COLUMN "analysis_job_id" text;--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD COLUMN "meeting_deleted_at" timestamp with time zone;