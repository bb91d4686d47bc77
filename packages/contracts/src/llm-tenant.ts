/**
 * Only the tenant with this slug configures LLM providers. In a module of its own, without schemas:
 * the web app's shell reads it, and importing it from llm-providers.ts would bring that module's
 * schemas into every page's first load (decision 013).
 */
export const LLM_TENANT_SLUG = 'default'
