import { describe, expect, it } from 'vitest';
import { pageAfterSignIn, signInThen } from './paths';

describe('coming back after sign-in', () => {
  it('goes on to a page of this site', () => {
    expect(pageAfterSignIn('/renew')).toBe('/renew');
    expect(pageAfterSignIn(new URLSearchParams(signInThen('/renew').split('?')[1]).get('next'))).toBe('/renew');
  });

  it('never to another site, whatever the link says: the dashboard instead', () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null])
      expect(pageAfterSignIn(next)).toBe('/dashboard');
  });
});
