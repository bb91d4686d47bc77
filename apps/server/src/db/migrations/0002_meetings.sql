CREATE TABLE "meeting_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"job_title" text NOT NULL,
	"role" text NOT NULL,
	"talk_time_seconds" double precision NOT NULL,
	"talk_time_percentage" double precision NOT NULL,
	"words" integer NOT NULL,
	"speaking_turns" integer NOT NULL,
	"scored" boolean NOT NULL,
	"dimensions" jsonb NOT NULL,
	"insights" jsonb NOT NULL,
	"quotes" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"upload_task_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"participant_count" integer NOT NULL,
	"total_words" integer NOT NULL,
	"analyzer" text DEFAULT 'builtin' NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"meeting_date" date NOT NULL,
	"metric_id" text NOT NULL,
	"dimension" text NOT NULL,
	"value" double precision NOT NULL,
	"score" double precision,
	"formatted_value" text NOT NULL,
	"evidence" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"filename" text NOT NULL,
	"file_size" integer NOT NULL,
	"transcript" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" text DEFAULT 'Uploaded' NOT NULL,
	"eta_seconds" integer,
	"error_message" text,
	"analysis_state" text DEFAULT 'idle' NOT NULL,
	"analysis_progress" integer DEFAULT 0 NOT NULL,
	"analysis_step" text DEFAULT '' NOT NULL,
	"analysis_eta_seconds" integer,
	"analysis_error" text,
	"analysis" jsonb,
	"configuration" jsonb,
	"job_id" text,
	"meeting_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_metrics" ADD CONSTRAINT "participant_metrics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_metrics" ADD CONSTRAINT "participant_metrics_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_metrics" ADD CONSTRAINT "participant_metrics_participant_id_meeting_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."meeting_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_metrics" ADD CONSTRAINT "participant_metrics_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD CONSTRAINT "upload_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD CONSTRAINT "upload_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_participants_meeting_idx" ON "meeting_participants" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_participants_person_idx" ON "meeting_participants" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_upload_task_key" ON "meetings" USING btree ("upload_task_id");--> statement-breakpoint
CREATE INDEX "meetings_tenant_date_idx" ON "meetings" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "participant_metrics_person_idx" ON "participant_metrics" USING btree ("tenant_id","person_id","metric_id","meeting_date");--> statement-breakpoint
CREATE INDEX "participant_metrics_participant_idx" ON "participant_metrics" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_tenant_name_key" ON "people" USING btree ("tenant_id","name_key");--> statement-breakpoint
CREATE INDEX "upload_tasks_tenant_created_idx" ON "upload_tasks" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_tasks_status_idx" ON "upload_tasks" USING btree ("status","updated_at");