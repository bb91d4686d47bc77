-- The meetings list pages through three orders (date, name, duration); each gets an index whose key
-- ends with id, the tie-break, so a page is read from the index in either direction.
DROP INDEX "meetings_tenant_date_idx";--> statement-breakpoint
CREATE INDEX "meetings_tenant_date_idx" ON "meetings" USING btree ("tenant_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "meetings_tenant_name_idx" ON "meetings" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "meetings_tenant_duration_idx" ON "meetings" USING btree ("tenant_id","duration_seconds","id");--> statement-breakpoint
-- A participation carries its meeting's date (as participant_metrics does), so one person's trends
-- read a date range of their own rows instead of joining every meeting of the tenant.
ALTER TABLE "meeting_participants" ADD COLUMN "meeting_date" date;--> statement-breakpoint
UPDATE "meeting_participants" mp SET "meeting_date" = m."date" FROM "meetings" m WHERE m."id" = mp."meeting_id";--> statement-breakpoint
ALTER TABLE "meeting_participants" ALTER COLUMN "meeting_date" SET NOT NULL;--> statement-breakpoint
DROP INDEX "meeting_participants_person_idx";--> statement-breakpoint
CREATE INDEX "meeting_participants_person_idx" ON "meeting_participants" USING btree ("tenant_id","person_id","meeting_date");
