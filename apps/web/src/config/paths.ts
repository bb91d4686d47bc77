/**
 * Every URL the web app links to. `path` is the router pattern, `getHref` builds a link.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  upload: { path: '/upload', getHref: () => '/upload' },
  uploads: { path: '/uploads', getHref: () => '/uploads' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  meeting: {
    path: '/dashboard/meetings/:meetingId',
    getHref: (meetingId: string) => `/dashboard/meetings/${encodeURIComponent(meetingId)}`,
  },
  meetingParticipant: {
    path: '/dashboard/meetings/:meetingId/participants/:participantId',
    getHref: (meetingId: string, participantId: string) =>
      `/dashboard/meetings/${encodeURIComponent(meetingId)}/participants/${encodeURIComponent(participantId)}`,
    /** The participant's page with the transcript open at a moment they spoke (a quote's time and words). */
    getMomentHref: (meetingId: string, participantId: string, moment: { at: number; quote?: string }) =>
      `/dashboard/meetings/${encodeURIComponent(meetingId)}/participants/${encodeURIComponent(participantId)}?${new URLSearchParams(
        { at: String(moment.at), speaker: participantId, ...(moment.quote ? { quote: moment.quote } : {}) },
      )}`,
  },
  goals: {
    path: '/goals',
    /** `create` opens the 'Create New Goal' wizard on arrival. */
    getHref: (options: { create?: boolean } = {}) => (options.create ? '/goals?create=1' : '/goals'),
    /**
     * "Make this my goal": the wizard prefilled with the person, the metric and a title, and, from
     * a coaching practice (issue 29), its target and direction.
     */
    getPrefilledHref: (prefill: {
      personId: string
      metricId: string
      title: string
      target?: number | undefined
      direction?: 'increase' | 'decrease' | undefined
    }) =>
      `/goals?${new URLSearchParams({
        create: '1',
        person: prefill.personId,
        metric: prefill.metricId,
        title: prefill.title,
        ...(prefill.target !== undefined && Number.isFinite(prefill.target)
          ? { target: String(prefill.target) }
          : {}),
        ...(prefill.direction ? { direction: prefill.direction } : {}),
      })}`,
  },
  /** Not in the spec (issue 20): the coaching home, where sign-in lands. */
  coachHome: { path: '/home', getHref: () => '/home' },
  analytics: { path: '/analytics', getHref: () => '/analytics' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  settings: {
    path: '/settings',
    getHref: () => '/settings',
    passwordHash: 'password',
    getPasswordHref: () => '/settings#password',
  },
  admin: { path: '/admin', getHref: () => '/admin' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  /** Issue 32: a participant's own coaching, read by its link without an account. */
  shared: { path: '/shared/:token', getHref: (token: string) => `/shared/${encodeURIComponent(token)}` },
  billing: {
    checkout: {
      path: '/billing/checkout/:sessionId',
      getHref: (sessionId: string) => `/billing/checkout/${encodeURIComponent(sessionId)}`,
    },
    portal: { path: '/billing/portal', getHref: () => '/billing/portal' },
  },
  auth: {
    login: {
      path: '/login',
      getHref: (options: { resetSuccess?: boolean } = {}) =>
        options.resetSuccess ? '/login?reset=success' : '/login',
    },
    register: { path: '/register', getHref: () => '/register' },
    resetPassword: {
      path: '/reset-password/:token',
      getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
    },
    invite: {
      path: '/invite/:token',
      getHref: (token: string) => `/invite/${encodeURIComponent(token)}`,
    },
  },
} as const

/** Route patterns on which the header and navigation are hidden (spec: login, register, invite, reset-password, pricing, welcome). */
export const routesWithoutChrome = [
  paths.auth.login.path,
  paths.auth.register.path,
  '/invite/*',
  '/reset-password/*',
  paths.pricing.path,
  paths.welcome.path,
  '/shared/*',
] as const
