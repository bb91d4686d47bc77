-- The same rule (one person per user in a tenant; nulls never collided), as a partial index: a
-- column of a partial unique index is not a key column to PostgreSQL's row locks, so linking a
-- person (changing user_id) takes FOR NO KEY UPDATE, which does not wait for the FOR KEY SHARE
-- locks that meetings being saved with that person hold through their foreign keys (decision 016).
DROP INDEX "people_tenant_user_key";--> statement-breakpoint
CREATE UNIQUE INDEX "people_tenant_user_key" ON "people" USING btree ("tenant_id","user_id") WHERE user_id IS NOT NULL;
