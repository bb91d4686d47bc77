/**
 * Every user-facing string the specifications fix, word for word, in one place.
 * Components import from here so a spec change is a one-line edit and tests assert the same text.
 * Strings the specs leave open (labels, hints) live beside their components.
 */
export const messages = {
  /** A call that needs a stored token and has none (spec §7: LLM Config, billing); Analytics words it its own way. */
  noToken: 'No authentication token found',
  app: {
    name: 'Rapport',
    tagline: 'Communication coaching from your meeting transcripts',
    applicationError: 'Application Error',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist or has moved.',
  },
  nav: {
    importVtt: 'Import VTT',
    uploadHistory: 'Upload History',
    dashboard: 'Dashboard',
    goals: 'Goals',
    analytics: 'Analytics',
    help: 'Help',
    myCoaching: 'My Coaching',
    // Not in the spec: the phone's navigation opens from a menu button (issue 21).
    menu: 'Menu',
  },
  guard: {
    accessDenied: 'Access Denied',
  },
  login: {
    forgotPassword: 'Forgot Password?',
    resetSuccess: 'Your password has been reset. Sign in with your new credentials.',
    failed: 'Login failed. Please try again.',
  },
  register: {
    failed: 'Registration failed. Please try again.',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 8 characters long',
  },
  resetRequest: {
    success: 'If an account exists with that email, a password reset link has been sent.',
    failed: 'Failed to send reset email. Please try again.',
  },
  resetPassword: {
    invalidToken: 'Invalid or expired reset token',
    validateFailed: 'Failed to validate reset token',
    noToken: 'No reset token provided',
    failed: 'Failed to reset password. Please try again.',
    success: 'Password Reset Successful!',
    passwordTooShort: 'Password must be at least 8 characters long',
    passwordsDoNotMatch: 'Passwords do not match',
  },
  invitation: {
    invalid: 'Invalid or expired invitation',
    goToLogin: 'Go to Login',
    acceptFailed: 'Failed to accept invitation',
    loadingDate: 'Loading...',
  },
  settings: {
    profileUpdated: 'Profile updated successfully!',
    profileFailed: 'Failed to update profile',
    passwordChanged: 'Password changed successfully!',
    passwordFailed: 'Failed to change password',
    newPasswordsDoNotMatch: 'New passwords do not match',
    passwordTooShort: 'Password must be at least 8 characters long',
  },
  userMenu: {
    administration: 'Administration',
    switchTenant: 'Switch Tenant',
    upgradePlan: 'Upgrade Plan',
    manageSubscription: 'Manage Subscription',
    settings: 'Settings',
    changePassword: 'Change Password',
    signOut: 'Sign Out',
    active: 'Active',
    inactive: 'Inactive',
    // Not in the spec: Stripe's past_due.
    paymentDue: 'Payment due',
  },
  meetings: {
    /** Shown while the score overview is wider than its card. */
    scrollScores: (participants: number) => `Scroll sideways to see all ${participants} participants.`,
    /** The participants strip on a narrow screen (its own words: both lines can show at once). */
    scrollParticipants: (participants: number) => `Scroll sideways for all ${participants} participants.`,
    noMeetings: 'No meetings found',
    noSearchMatches: 'No meetings match your search',
    deleteFailed: 'Failed to delete meeting. Please try again.',
    setGoals: 'Set Communication Goals',
    uploadMeeting: 'Upload Meeting',
    noParticipantData: 'No data found for selected participant',
    insufficientData: 'Insufficient data',
    seeWhy: 'See why',
    noInsights: 'No insights available',
    insightsFailed: 'Failed to load insights for this dimension',
    viewCoaching: 'View Coaching Insights',
    coachingTitle: 'Meeting Coaching Summary',
    coachingFailed: 'Failed to load coaching insights. Please try again.',
    coachingFallback: 'Showing fallback analysis based on dimensional scores.',
    priority: { 1: 'High', 2: 'Medium', 3: 'Low' },
  },
  /** Downloads and printing (issue 32; our wording). */
  exports: {
    downloadCsv: 'Download CSV',
    preparing: 'Preparing CSV…',
    failed: 'The CSV could not be downloaded. Please try again.',
    print: 'Print',
  },
  /** The meeting's transcript and the moments quotes and evidence link to (issue 20; our wording). */
  transcript: {
    heading: 'Transcript',
    show: 'Show transcript',
    hide: 'Hide transcript',
    loading: 'Loading the transcript',
    failed: 'Failed to load the transcript. Please try again.',
    gone: 'The transcript of this meeting is no longer available.',
    search: 'Search the transcript',
    searchPlaceholder: 'Words said in the meeting',
    speaker: 'Speaker',
    allSpeakers: 'All speakers',
    lines: 'Transcript lines',
    count: (shown: number, total: number) =>
      shown === total ? `${total} lines` : `${shown} of ${total} lines match`,
    noMatches: 'No lines match your search.',
    earlier: 'Load earlier lines',
    later: 'Load later lines',
    moreMatches: 'Load more matching lines',
    loadingMore: 'Loading more lines',
    unknownSpeaker: 'Unidentified speaker',
    you: 'You',
    highlighted: 'the moment you opened',
    evidenceHeading: 'What made the numbers',
    inTranscript: (time: string) => `At ${time} in the transcript`,
  },
  /** A participant's coaching as sections of the meeting page (issue 20; our wording). */
  coachingSections: {
    heading: (name: string) => `Coaching for ${name}`,
    fullSummary: 'Read the full summary',
  },
  /**
   * A person's coaching as a coach writes it (issue 29; our wording): the headline, the first thing
   * to change with the line to use instead, what worked, and one practice. The meeting page, the
   * coaching summary and /home say it with these words.
   */
  narrative: {
    focusHeading: (name: string, isMe: boolean) =>
      isMe ? 'What to work on next' : `What ${name} could work on next`,
    change: 'Change next time',
    moreChanges: 'Also change',
    instead: 'Instead, say:',
    worked: 'What worked',
    practice: 'Practise in your next meeting',
    /** The practice's measure: the metric, this meeting's value and the target. */
    measure: (metric: string, current: string, target: string) =>
      `${metric}: ${current} in this meeting. Next meeting: ${target}.`,
    makeMyGoal: 'Make this my goal',
    makeGoalFor: (name: string) => `Make this a goal for ${name}`,
  },
  /** Who wrote a participant's coaching (not in the spec: our own wording). */
  analysisSource: {
    coachingByModel: (provider: string) => `Coaching written by ${provider}`,
    coachingBuiltIn: 'Coaching written by the built-in analyzer',
    /** The meeting header's note when a language model took part (not in the spec). */
    modelUse: (provider: string, usage: { inputTokens: number; outputTokens: number; calls: number }) =>
      `${provider} used ${(usage.inputTokens + usage.outputTokens).toLocaleString('en-US')} tokens (${usage.inputTokens.toLocaleString('en-US')} in, ${usage.outputTokens.toLocaleString('en-US')} out) over ${usage.calls} ${usage.calls === 1 ? 'call' : 'calls'} for this meeting`,
  },
  /** The meeting's type, what could not be measured and the targets used (issue 19; our wording after it). */
  meetingContext: {
    meetingTypeLabel: 'Meeting type',
    meetingTypes: {
      one_on_one: 'One-on-one',
      stand_up: 'Stand-up',
      presentation: 'Presentation',
      discussion: 'Discussion',
      sales_call: 'Sales or customer call',
      interview: 'Interview',
    },
    meetingTypeHint: 'Targets for talk share, pace, questions and monologue length follow the meeting type.',
    inferredBecause: (reason: string) => `Suggested because: ${reason}`,
    notMeasurable: 'not measurable from this transcript',
    notMeasurableHeading: 'Not measurable from this transcript',
    targetsHeading: 'Targets used',
    targetSource: (source: string) => `Source: ${source}`,
  },
  analytics: {
    noToken: 'No auth token found',
    httpError: 'HTTP error',
  },
  billing: {
    portalFailed: 'Failed to create portal session',
    openPortalFailed: 'Failed to open billing portal',
  },
  subscriptions: {
    statusFailed: 'Failed to fetch subscription status',
    checkoutFailed: 'Failed to create checkout session',
    startCheckoutFailed: 'Failed to start checkout. Please try again.',
    price: '$49',
    perMonth: 'per month',
    analysesPerMonth: 'Up to 20 meeting analyses per month',
    trial: '14-day free trial',
    trialTerms: 'The trial needs a credit card and bills automatically after 14 days.',
    refund: '30-day satisfaction refund: if you are not satisfied within 30 days, ask us for a refund.',
    teams:
      'Team plans and enterprise agreements are arranged with us directly; contact us for pricing and limits.',
    // Not in the spec: the way to contact us (the operator's CONTACT_EMAIL), and the e-mail's subject.
    contactUs: 'Write to us at',
    contactSubject: 'Rapport for our team',
    startTrial: 'Start 14-Day Free Trial',
    // Back from checkout (not in the spec): what started, or that the payment provider has yet to say.
    trialStarted: 'Your 14-day free trial has started.',
    planActive: 'Your subscription is active.',
    checkoutPending: 'Checkout complete. Your plan will show here in a moment.',
    paymentDue: 'Your last payment did not go through. Update your payment method to keep your plan.',
    updatePayment: 'Update Payment Method',
    // After the tenant's one trial (not in the spec): checkout starts the paid plan at once.
    subscribe: 'Subscribe',
    noNewTrial:
      'Your organization has already used its free trial, so there is no new one: the plan starts, and is charged, as soon as you subscribe.',
  },
  // Issue 21, an individual account's plan on its Settings page (not in the spec).
  account: {
    planTitle: 'Plan & billing',
    planDescription: 'Your individual plan: $49 per month, up to 20 meeting analyses per month.',
    planState: 'Status:',
    settingsDescription: 'Manage your profile, password and plan.',
  },
  // Issue 21, the trial in onboarding (not in the spec).
  onboarding: {
    trialTitle: 'Start your 14-day free trial',
    subscribeTitle: 'Subscribe to analyse new meetings',
    planNeeded:
      'Analysing a new meeting needs a plan or a free trial. Your existing meetings stay available.',
    seePlans: 'See plans and pricing',
  },
  // Issue 20, "This is me" and the coaching home (not in the spec; the issue's own words).
  me: {
    thisIsMe: 'This is me',
    notInMeeting: "I'm not in this meeting",
    you: 'You',
    markYourself: 'Mark yourself on one of your meetings so Rapport can coach you.',
    // Issue 30: after accepting an invitation, on the coaching home.
    welcomeToTeam: (team: string, firstName: string | null) =>
      `Welcome to ${team}${firstName ? `, ${firstName}` : ''}!`,
    welcomeToTeamBody:
      'Your coaching is below: open a meeting you were in and mark yourself, or upload one of your own.',
  },
} as const

/** 'Trial' with the days left, as the user menu shows it. */
export function trialDaysLeft(days: number): string {
  return `Trial: ${days} ${days === 1 ? 'day' : 'days'} left`
}

/** After 'Cleanup Failed' removed something: the total, then each endpoint's count. */
export function cleanedUpUploads(abandoned: number, orphaned: number): string {
  return `✓ Cleaned up ${abandoned + orphaned} failed uploads (${abandoned} abandoned, ${orphaned} orphaned)`
}

export function cleanupUploadsFailed(reason: string): string {
  return `Failed to cleanup uploads: ${reason}. Please try again.`
}

/**
 * A goal's deadline still ahead: 'N days left', the spec's words for every N, 1 included (the
 * trial's countdown in the user menu says '1 day left': its wording is ours, not the spec's).
 */
export function goalDaysLeft(days: number): string {
  return `${days} days left`
}

/** The target outside the metric's typical range. */
export function goalTargetOutOfRange(min: number, max: number, unit: string): string {
  return `Target should be between ${min} and ${max} ${unit}`
}

/** How the Analytics page shows a failure: 'Error: No auth token found', 'Error: HTTP error', … */
export function analyticsError(reason: string): string {
  return `Error: ${reason}`
}
