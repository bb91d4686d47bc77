/** Loads the meeting page's answer schemas (meeting-contracts.ts) on first use: one chunk, fetched once. */
export const loadMeetingContracts = () => import('./meeting-contracts.ts')
