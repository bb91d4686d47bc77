/** What an upload shows when its job failed for good (the worker writes it, the API reads it back). */
export const FAILURE_MESSAGE =
  'We could not finish analysing this meeting after several attempts. Retry the upload, and contact support if it keeps failing.'

export const ANALYSIS_FAILURE_MESSAGE =
  'We could not identify the participants of this transcript after several attempts. Retry the upload, and contact support if it keeps failing.'
