import { paths } from '../../../config/paths.ts'

/** The query parameter naming the upload the flow is about: /upload?task={id}. */
export const TASK_PARAM = 'task'

/** The upload flow reopened at this upload's participant analysis and review. */
export function resumeUploadHref(taskId: string): string {
  return `${paths.upload.getHref()}?${new URLSearchParams({ [TASK_PARAM]: taskId })}`
}
