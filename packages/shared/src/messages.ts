/** User-facing texts from the spec, used verbatim by the web app and the API. */
export const MESSAGES = {
  notFound: 'Oops! Page not found',
  limitedAccess:
    'You have limited access. Contact an administrator to upgrade your membership for full access to club features.',
  noModules: 'No modules available for your current role.',
  signUpErrorTitle: 'Sign Up Error',
  signUpSuccess: 'Please check your email to confirm your account',
  signInErrorTitle: 'Sign In Error',
  profileLoadFailed: 'Failed to load profile information',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdated: 'Profile updated successfully',
  profileNotFound: 'Profile not found',
  noUserLoggedIn: 'No user logged in',
  adminOnly: 'This feature requires admin role access.',
} as const;

/** User management's messages (kept apart from the schemas: the staff list loads no validation code). */
export const USER_MESSAGES = {
  selfDemotion: 'You cannot remove your own admin privileges to prevent system lockout',
  selfDelete: 'You cannot delete your own account',
  lastAdmin: 'The last remaining admin cannot be demoted or deleted',
  deleteConfirm: 'Are you sure you want to delete this user? This action cannot be undone.',
  duplicateEmail: 'A user with this email already exists',
  roleGone: 'This role was just deleted or deactivated. Choose another role.',
  aboveOwnLevel: 'You can only manage accounts and give roles below your own role level',
  emailChanged: 'The new address must be confirmed: we have sent it a link, and the account was signed out',
} as const;

export const CLUB = {
  name: 'Maldives Sports Club',
  timeZone: 'Indian/Maldives',
} as const;
