-- Row-level security: the second wall around tenant data (src/db/tenant-scope.ts).
-- Tenant tables answer to the role rapport_app only with the rows of the tenant named in the
-- transaction-local setting app.tenant_id ('*' opens all tenants for system work); without the
-- setting they answer nothing. New tenant tables call rapport_enable_tenant_rls('<table>').
-- The settings are read through sub-selects so PostgreSQL reads them once per query, not per row.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'rapport_app') THEN
    CREATE ROLE rapport_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT rapport_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO rapport_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO rapport_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO rapport_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rapport_current_tenant() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(nullif(current_setting('app.tenant_id', true), ''), '*')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rapport_all_tenants() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.tenant_id', true) = '*', false) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rapport_enable_tenant_rls(tbl regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO rapport_app '
    'USING (tenant_id = (SELECT rapport_current_tenant()) OR (SELECT rapport_all_tenants())) '
    'WITH CHECK (tenant_id = (SELECT rapport_current_tenant()) OR (SELECT rapport_all_tenants()))',
    tbl
  );
END
$$;
--> statement-breakpoint
SELECT rapport_enable_tenant_rls('people');
--> statement-breakpoint
SELECT rapport_enable_tenant_rls('meetings');
--> statement-breakpoint
SELECT rapport_enable_tenant_rls('meeting_participants');
--> statement-breakpoint
SELECT rapport_enable_tenant_rls('participant_metrics');
--> statement-breakpoint
SELECT rapport_enable_tenant_rls('upload_tasks');
