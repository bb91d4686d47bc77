/** What an upload shows when its job failed for good (the worker writes it, the API reads it back). */
export const FAILURE_MESSAGE =
  'We could not finish analysing this meeting after several attempts. Retry the upload, and contact support if it keeps failing.'

export const ANALYSIS_FAILURE_MESSAGE =
  'We could not identify the participants of this transcript after several attempts. Retry the upload, and contact support if it keeps failing.'

/** The analysis needed more memory than the server lets one analysis use (ANALYSIS_WORKER_MEMORY_MB). */
export const OUT_OF_MEMORY_MESSAGE =
  'This transcript is too large to analyse on this server: the analysis ran out of memory. Split the meeting into shorter transcripts and upload them one by one, or ask your administrator to raise ANALYSIS_WORKER_MEMORY_MB.'
