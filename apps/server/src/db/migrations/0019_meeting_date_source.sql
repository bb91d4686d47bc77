-- Issue 30: meetings on the day they happened. Where a meeting's date came from (the file name,
-- its NOTE lines, its modified time, the upload day, or the user on the review step); null for
-- meetings stored before it was recorded.
ALTER TABLE "meetings" ADD COLUMN "date_source" text;--> statement-breakpoint
-- The day the upload inferred from the file, and where from, for the review to show and configure
-- to compare with; null for uploads before it.
ALTER TABLE "upload_tasks" ADD COLUMN "meeting_date" date;--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD COLUMN "meeting_date_source" text;
