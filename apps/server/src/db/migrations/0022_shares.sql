-- Issue 32 (decision 024): a participant's own coaching shared with them by a personal link.
-- shares and share_removal_requests are tenant data under row-level security; a link is found by
-- its token's SHA-256 in an all-tenants scope, and everything after that runs in the share's tenant.
-- share_opt_outs holds addresses, not tenant data: a stop holds for every sender.
CREATE TABLE "share_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_removal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"share_id" uuid,
	"participant_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"held" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"participant_name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"section" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	"saved_meeting_id" uuid
);
--> statement-breakpoint
ALTER TABLE "upload_tasks" ADD COLUMN "from_share" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "share_link_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_removal_requests" ADD CONSTRAINT "share_removal_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_removal_requests" ADD CONSTRAINT "share_removal_requests_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_removal_requests" ADD CONSTRAINT "share_removal_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_removal_requests" ADD CONSTRAINT "share_removal_requests_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_removal_requests" ADD CONSTRAINT "share_removal_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_removal_requests_tenant_idx" ON "share_removal_requests" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_removal_requests_open_key" ON "share_removal_requests" USING btree ("meeting_id","person_id") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "shares_token_hash_key" ON "shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shares_tenant_meeting_idx" ON "shares" USING btree ("tenant_id","meeting_id");--> statement-breakpoint
CREATE INDEX "shares_tenant_person_idx" ON "shares" USING btree ("tenant_id","person_id");--> statement-breakpoint
SELECT rapport_enable_tenant_rls('shares');--> statement-breakpoint
SELECT rapport_enable_tenant_rls('share_removal_requests');
