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

export const CLUB = {
  name: 'Maldives Sports Club',
  timeZone: 'Indian/Maldives',
} as const;
