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

/** Members' messages (apart from the schemas, so the member's pages load no validation code). */
export const MEMBER_MESSAGES = {
  notFound: 'Application not found.',
  memberNotFound: 'Member not found.',
  noSuchAccount: 'No account has this email address: the person signs up first.',
  accountTaken: 'This account already belongs to another member.',
  alreadyLinked: 'This member is already linked to an account.',
  linked: 'The member is linked to the account.',
  decided: 'This application has already been decided.',
  ownApplication: 'Your own application is decided by another member of staff.',
  accepted: (memberNumber: string) => `Application accepted. Member number: ${memberNumber}`,
  declined: 'Application declined.',
  reminderSent: 'Reminder sent.',
  remindedToday: 'This member was already reminded by hand today.',
  nothingToRenew: 'This member has no membership to renew.',
  noAccountToRemind: 'This member has no account with an email address to remind.',
  notAMember: 'Your account is not a member of the club yet: apply for membership first.',
  renewalSent: 'Your renewal is sent: the club confirms it when they see your payment.',
  alreadyRenewed: 'You have already renewed for this season.',
  firstFeeDue: 'Your membership is waiting for its first fee: pay it with the club before renewing.',
  referenceNotIssued: 'This payment reference was not issued by the club. Open the page again for a new one.',
  slipRequired: 'Attach the transfer slip',
  renewalNotFound: 'Renewal not found.',
  renewalDecided: 'This renewal has already been decided.',
  ownRenewal: 'Your own renewal is confirmed by another member of staff.',
  renewalConfirmed: 'Renewal confirmed.',
  renewalRejected: 'Renewal rejected.',
  rejectReason: 'Give the reason',
  alreadyGuardian: 'This account is already a guardian of this child.',
  ownRecordNoGuardian: "This is the child's own account: a guardian is someone else.",
  notOfAge: 'A record is handed over once the child is 18.',
  handOverToGuardian: "Hand the record to the child's own account, not a guardian's.",
  guardianAdded: 'Guardian added: they have been emailed.',
  guardianInvited: 'Invitation sent: they become a guardian once they accept it.',
  alreadyInvited: 'This account has already been invited to be a guardian of this child.',
  invitationNotFound: 'Invitation not found.',
  invitationAnswered: 'This invitation has already been answered.',
  invitationAccepted: 'Invitation accepted: the child is now under My family.',
  invitationDeclined: 'Invitation declined.',
  photoRequired: 'Choose a photo',
  noPhoto: 'There is no photo on this card.',
  oneMembershipPerSeason:
    'This person already holds a membership or an academy enrolment in another sport this season: one per season.',
  handedOver: 'The record is now theirs: everyone has been emailed.',
} as const;

export const CLUB = {
  timeZone: 'Indian/Maldives',
} as const;

/** Event sign-ups and their fees (kept apart from the schemas: the event page loads no validation library). */
export const EVENT_MESSAGES = {
  notFound: 'Event not found.',
  closed: 'Sign-ups for this event are closed.',
  notRegistered: 'You have no place at this event.',
  nothingToPay: 'Your place has no fee waiting for a slip.',
  feePaid: 'Your fee is with the club: ask the club to give your place up.',
  feeNotFound: 'Event fee not found.',
  feeDecided: 'This event fee has been decided already.',
  ownFee: 'Someone else confirms your own event fee.',
  slipSent: 'Slip sent: the club confirms your place when it sees the money.',
  feeConfirmed: 'Fee confirmed: the receipt is mailed.',
  feeRejected: 'Fee rejected: the place is given to the next on the waiting list.',
} as const;

/** The `error` of a refusal that the web answers by asking for the second factor (or its setup); apart from the schemas, as every page's API client reads it. */
export const SECOND_FACTOR_ERRORS = {
  confirmAgain: 'second_factor_required',
  setUpFirst: 'second_factor_setup_required',
} as const;

export const SECOND_FACTOR_MESSAGES = {
  wrongCode: 'This code is not right, or it has been used already. Wait for the next one.',
  tooManyCodes: 'Too many wrong codes. Wait a few minutes, then try again.',
  noPendingSignIn: 'Sign in with your password first.',
  signInExpired: 'This sign-in took too long. Sign in with your password again.',
  signedIn: 'Signed in.',
  confirmed: 'Confirmed. You will not be asked again for 10 minutes.',
  confirmAgain: 'Confirm it is you: enter a code from your authenticator app.',
  setUpFirst: 'Your role signs in with two-step sign-in. Set it up on your profile to reach staff screens.',
  alreadyOn: 'Two-step sign-in with an app is on already. Turn it off first to move it to another phone.',
  startAgain: 'Start the setup again: this one has ended.',
  turnedOn: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-step sign-in with an app is off.',
  notOn: 'Two-step sign-in with an app is not on.',
  reset: 'Two-step sign-in has been reset: they sign in with their password and set it up again.',
  newRecoveryCodes: 'New recovery codes made: the old ones no longer work.',
} as const;

export const PASSKEY_MESSAGES = {
  notChecked: 'This passkey could not be checked. Try again.',
  unknown: 'This passkey is not known here: sign in with your password, then add it on your profile.',
  expired: 'This took too long. Try again.',
  notYours: 'This passkey belongs to another account.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed: every other device is signed out.',
  notFound: 'This passkey has been removed already.',
} as const;
