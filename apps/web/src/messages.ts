/**
 * Every user-facing string the specifications fix, word for word, in one place.
 * Components import from here so a spec change is a one-line edit and tests assert the same text.
 * Strings the specs leave open (labels, hints) live beside their components.
 */
export const messages = {
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
    passwordTooShort: 'Password must be at least 6 characters long',
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
    upgradePlan: 'Upgrade Plan',
    manageSubscription: 'Manage Subscription',
    settings: 'Settings',
    changePassword: 'Change Password',
    signOut: 'Sign Out',
    active: 'Active',
    inactive: 'Inactive',
  },
  upload: {
    supportedFormat: 'Supported format: WebVTT (.vtt)',
    maxLength: 'Maximum meeting length: 2 hours',
    badExtension: 'File must have a .vtt extension',
    tooLarge: 'File size must be less than 50MB',
    uploadFailed: 'Failed to upload file. Please try again.',
    analyzingParticipants: 'Analyzing Participants',
    analysisFailed: 'Analysis failed',
    analyzeFailed: 'Failed to analyze participants',
    reviewTitle: 'Review & Edit Meeting Overview Analysis',
    noParticipants: 'No participants found in the transcript analysis.',
    continueToProcessing: 'Continue to Processing',
    configureMeeting: 'Configure Meeting',
    configureFailed: 'Failed to configure meeting. Please try again.',
    statusFailed: 'Failed to get processing status',
    processingFailed: 'Processing failed',
    processingCompleteTitle: 'Processing Complete!',
    processingFailedTitle: 'Processing Failed',
    processingTitle: 'Analyzing Meeting...',
    waitingTitle: 'Waiting to Start',
    selectDifferentFile: 'Select Different File',
  },
  uploads: {
    loadFailed: 'Failed to load upload history. Please try again.',
    retryFailed: 'Failed to retry upload. Please try again.',
    cancelFailed: 'Failed to cancel upload. Please try again.',
    empty: 'No uploads found',
    refresh: 'Refresh',
    cleanupFailed: 'Cleanup Failed',
    nothingToCleanUp: '✓ No failed uploads found to clean up',
  },
  billing: {
    noToken: 'No authentication token found',
    portalFailed: 'Failed to create portal session',
    openPortalFailed: 'Failed to open billing portal',
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
