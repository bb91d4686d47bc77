/**
 * The Goals page's strings the specifications fix, word for word. Apart from messages.ts so that
 * only the pages that set goals load them (decision 013).
 */
export const goalMessages = {
  title: 'Goals',
  // Not in the spec: the page's subtitle, addressed to you (issue 30).
  subtitle: 'Set goals for how you communicate and follow your progress from one meeting to the next.',
  empty: 'No goals set yet',
  createNew: 'Create New Goal',
  steps: ['Choose Approach', 'Select Person', 'Configure Goal', 'Finalize'],
  active: 'Active',
  completed: 'Completed',
  avgProgress: 'Avg Progress',
  overdue: 'Overdue',
  dueToday: 'Due today',
  // Not in the spec: the card shows the date itself beside the days-left label.
  dueOn: (date: string) => `Due ${date}`,
  createFailed: 'Failed to create goal',
  // Not in the spec: the wizard's own words (the title check is the server's wording).
  titleRequired: 'Title is required',
  metricsLoading: 'Loading this person’s recent values…',
  metricsFailed: 'Failed to load metrics. Please try again.',
  // Not in the spec: a person linked to a teammate is theirs to set goals on (the server's rule).
  teammatesOwn: 'Their own goals: only they or an administrator can set them',
  priority: { 1: 'High', 2: 'Medium', 3: 'Low' },
  target: {
    required: 'Target value is required',
    excellent: 'Excellent target! This is an ambitious goal.',
    good: 'Good target! This is a solid improvement goal.',
    tooAmbitious: 'Very ambitious target! Consider setting a more achievable goal first.',
    notChallenging: 'Consider setting a more challenging target for meaningful improvement.',
    ok: 'Good target value!',
  },
}
