/** The root of every meetings query's key (list, detail and the detail's parts); no schema, so the shared core may import it. */
export const meetingsQueryKey = ['meetings'] as const
