CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"created_by" uuid,
	"metric_id" text NOT NULL,
	"template_id" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"motivation" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"target_value" double precision NOT NULL,
	"baseline_value" double precision,
	"deadline" date,
	"priority" integer DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_tenant_status_idx" ON "goals" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "goals_tenant_person_idx" ON "goals" USING btree ("tenant_id","person_id");
--> statement-breakpoint
SELECT rapport_enable_tenant_rls('goals');