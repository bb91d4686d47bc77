-- The transcript as analysed, one row a line (decision 015): the meeting page reads a page of lines,
-- a moment and a search from it instead of parsing the whole upload per request. Written by the
-- processing job; meetings stored before this migration get their lines on their first read (the
-- server parses them in its upload-check thread), so nothing is backfilled here.
CREATE TABLE "transcript_cues" (
	"tenant_id" uuid NOT NULL,
	"upload_task_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"cue_id" text NOT NULL,
	"start_seconds" double precision NOT NULL,
	"end_seconds" double precision NOT NULL,
	"speaker" text,
	"text" text NOT NULL,
	CONSTRAINT "transcript_cues_upload_task_id_seq_pk" PRIMARY KEY("upload_task_id","seq")
);
--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD COLUMN "transcript_cue_count" integer;--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD COLUMN "transcript_speakers" jsonb;--> statement-breakpoint
ALTER TABLE "transcript_cues" ADD CONSTRAINT "transcript_cues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_cues" ADD CONSTRAINT "transcript_cues_upload_task_id_upload_tasks_id_fk" FOREIGN KEY ("upload_task_id") REFERENCES "public"."upload_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_cues_task_start_idx" ON "transcript_cues" USING btree ("upload_task_id","start_seconds");--> statement-breakpoint
CREATE INDEX "transcript_cues_task_cue_idx" ON "transcript_cues" USING btree ("upload_task_id","cue_id");--> statement-breakpoint
SELECT rapport_enable_tenant_rls('transcript_cues');
