/**
 * The Administration page's strings the specifications fix, word for word (users, invitations,
 * tenants, settings, LLM Config). Apart from messages.ts so that no page but Administration loads
 * them: they were a third of every first load's strings (decision 013).
 */
export const adminMessages = {
  title: 'Administration Dashboard',
  subtitle: 'Manage users, invitations, and tenant settings',
  accessDenied: 'Access Denied - You need administrator privileges to access this page.',
  users: {
    fetchFailed: 'Failed to fetch users',
    updateFailed: 'Failed to update user',
    createFailed: 'Failed to create user',
    statusFailed: 'Failed to update user status',
    deleteFailed: 'Failed to delete user',
    updated: 'User updated successfully!',
    created: 'User created successfully!',
    deleted: 'User deleted successfully!',
    activated: 'User activated successfully!',
    deactivated: 'User deactivated successfully!',
    confirmDelete: 'Are you sure you want to delete this user? This action cannot be undone.',
    tenantRequired: 'Please select a tenant for the new user',
    superAdminOnly: 'Only a super administrator can change a super administrator.',
    ownRole: 'You cannot change your own role.',
    ownTenant: 'You cannot move your own account to another tenant.',
  },
  /** Not in the spec (issue 20): an admin links the people of meetings to team members. */
  personLinks: {
    heading: 'People in meetings',
    intro:
      'Link each person who speaks in your meetings to the team member they are, so their coaching, goals and analytics open on them.',
    loading: 'Loading people',
    loadFailed: 'Failed to load the people of your meetings.',
    empty: 'No people yet: they appear after the first meeting is uploaded.',
    person: 'Person',
    member: 'Team member',
    memberFor: (name: string) => `Team member who is ${name}`,
    notLinked: 'Not linked',
    saved: 'Link saved',
    failed: 'Could not save the link. Please try again.',
    findMember: 'Find a team member',
    findMemberHint: 'Search by name or e-mail; the lists below offer the members found.',
    someMembers: (shown: number, total: number) =>
      `Showing ${shown} of ${total} team members. Search by name or e-mail to find the others.`,
    noMemberFound: (search: string) => `No team member matches “${search}”.`,
  },
  invitations: {
    sendInvitation: 'Send Invitation',
    emailPlaceholder: 'Enter email address',
    empty: 'No pending invitations.',
    sendFirst: 'Send your first invitation',
    loading: 'Loading invitations...',
    confirmRevoke: 'Are you sure you want to revoke this invitation?',
    loadFailed: 'Failed to load invitations',
    createFailed: 'Failed to create invitation',
    revokeFailed: 'Failed to revoke invitation',
    created: 'Invitation created successfully!',
    revoked: 'Invitation revoked successfully!',
    loadingDate: 'Loading...',
  },
  settings: {
    notAvailable: 'Settings Not Available - Tenant settings are only available for team accounts.',
    /** A count in Current Status that could not be loaded. */
    countUnavailable: 'Unavailable',
    limitsSuperAdminOnly:
      'Only super administrators can change the subscription tier and limits. Contact support to change them.',
    updateFailed: 'Failed to update settings',
    updated: 'Settings updated successfully!',
  },
  tenants: {
    loading: 'Loading tenants...',
    loadFailed: 'Failed to load tenants',
    fetchFailed: 'Failed to fetch tenants',
    createFailed: 'Failed to create tenant',
    updateFailed: 'Failed to update tenant',
    teamStatusFailed: 'Failed to update team account status',
    statusFailed: 'Failed to update tenant status',
    deleteFailed: 'Failed to delete tenant',
    switchFailed: 'Failed to switch tenant. Please try again.',
    confirmDelete: 'Are you sure you want to delete this tenant? This action cannot be undone.',
    confirmDeactivate: (name: string) =>
      `Deactivate "${name}"? Every user of this tenant will be signed out and cannot sign in until it is activated again.`,
    slugRule: 'Only lowercase letters, numbers, and hyphens',
  },
  impersonation: {
    superAdminsOnly: 'Only super administrators can access tenant impersonation.',
    auditWarning: 'Your access to this tenant is logged for audit.',
    exit: 'Exit Impersonation',
    exitFailed: 'Failed to exit impersonation. Please try again.',
    // Not in the spec: the banner names the privileged mode (issue 21).
    mode: 'Super admin mode',
  },
  llm: {
    title: 'LLM Provider Configuration',
    addProvider: 'Add Provider',
    setDefault: 'Set as Default',
    empty: 'No LLM providers configured yet.',
    emptyHint: 'Add a provider to get started with AI-powered analysis.',
    loading: 'Loading LLM providers...',
    loadFailed: 'Failed to load providers',
    setDefaultFailed: 'Failed to set default provider',
    deleteFailed: 'Failed to delete provider',
    addFailed: 'Failed to add provider',
    testFailed: 'Connection test failed. Please check your API key and try again.',
    // Not in the spec (issue 21): failures that are not about the key.
    unreachable:
      'Connection test failed: the provider’s server could not be reached or did not answer. Check the base URL and that the server is running, then try again.',
    apiUnreachable:
      'Connection test failed: Rapport’s server could not be reached. Check your connection and try again.',
    testFailedOther: 'Connection test failed. See the reason below.',
    confirmDelete: 'Are you sure you want to delete this provider?',
  },
}
