/**
 * The auth module's door for the rest of the server (the command-line tools): resetting a person's second
 * factor and telling them of it. Its routes use its topic files (sessions, passkeys, second factor) directly.
 */
export { tellSecondFactorChange } from './notices';
export { resetSecondFactorByEmail } from './second-factor';
