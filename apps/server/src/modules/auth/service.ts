/**
 * The auth module's door: for the rest of the server (the command-line tools), resetting a person's second
 * factor and telling them of it; for its routes, the account's facts around signing in (a confirmed email, a
 * reset token's account, the sign-in counts). Its routes also use its topic files (sessions, passkeys, second
 * factor).
 */
export { tellSecondFactorChange } from './notices';
export {
  accountExists,
  accountIdOf,
  emailConfirmed,
  markEmailConfirmed,
  noteSignIn,
  recordSignInEvent,
  resetTokenAccount,
} from './repository';
export { resetSecondFactorByEmail } from './second-factor';
