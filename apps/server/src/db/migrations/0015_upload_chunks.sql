-- Transcripts move out of upload_tasks into ordered chunks (upload_chunks, at most 500,000
-- characters each, as uploads/transcript-store.ts writes them): on the embedded database (PGlite
-- runs inside the process) one 50 MB value held the event loop that answers HTTP for seconds when
-- written and about a second when read; one chunk holds it for milliseconds. The content is stored
-- uncompressed (STORAGE EXTERNAL): compressing it was most of the time a write took.
CREATE TABLE "upload_chunks" (
	"tenant_id" uuid NOT NULL,
	"upload_task_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "upload_chunks_upload_task_id_seq_pk" PRIMARY KEY("upload_task_id","seq")
);
--> statement-breakpoint
ALTER TABLE "upload_chunks" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_upload_task_id_upload_tasks_id_fk" FOREIGN KEY ("upload_task_id") REFERENCES "public"."upload_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD COLUMN "transcript_chunks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The uploads stored before, each as one value: moved into chunks (substr counts characters, as
-- the application does). An emptied transcript (its meeting deleted) has no chunks.
INSERT INTO "upload_chunks" ("tenant_id", "upload_task_id", "seq", "content")
  SELECT t."tenant_id", t."id", g.seq, substr(t."transcript", g.seq * 500000 + 1, 500000)
  FROM "upload_tasks" t, generate_series(0, (length(t."transcript") - 1) / 500000) AS g(seq)
  WHERE t."transcript" <> '';--> statement-breakpoint
UPDATE "upload_tasks" SET "transcript_chunks" = (length("transcript") + 499999) / 500000 WHERE "transcript" <> '';--> statement-breakpoint
ALTER TABLE "upload_tasks" DROP COLUMN "transcript";--> statement-breakpoint
SELECT rapport_enable_tenant_rls('upload_chunks');
