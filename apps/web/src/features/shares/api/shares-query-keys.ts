/** The cache keys of sharing: a meeting's shares and previews, a link's coaching, the removal requests. */
export const sharesQueryKey = ['shares'] as const
export const meetingSharesKey = (meetingId: string) => [...sharesQueryKey, 'meeting', meetingId] as const
export const removalsQueryKey = [...sharesQueryKey, 'removals'] as const
export const sharedCoachingKey = (token: string) => [...sharesQueryKey, 'link', token] as const
