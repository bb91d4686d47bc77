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
