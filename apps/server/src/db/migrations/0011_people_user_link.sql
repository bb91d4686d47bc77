ALTER TABLE "people" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_tenant_user_key" ON "people" USING btree ("tenant_id","user_id");
-- people has been under row-level security since 0004 (rapport_enable_tenant_rls): the new column is covered by its tenant_isolation policy.
