/**
 * The schemas a meeting page's three first answers are parsed with, in a module of their own that
 * is only ever loaded dynamically (`loadMeetingContracts`): the requests are sent from the shared
 * core on a first load (app/prefetch-page-data.ts), and zod loads beside them (decision 013).
 */
export { meetingResponse, meetingScoresResponse, participantListResponse } from '@rapport/contracts'
