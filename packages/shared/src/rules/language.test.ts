import { describe, expect, it } from 'vitest';
import { directionOf, languageFromAcceptLanguage, languageFromCookie } from './language';

describe('the language a browser asks for', () => {
  it('takes the first language the portal speaks, by preference', () => {
    expect(languageFromAcceptLanguage('dv-MV,dv;q=0.9,en;q=0.8')).toBe('dv');
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,dv;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, dv;q=0.5, en;q=0.4')).toBe('dv');
    expect(languageFromAcceptLanguage('en;q=0.3, dv;q=0.7')).toBe('dv');
    expect(languageFromAcceptLanguage('div')).toBe('dv');
  });

  it('falls back to English for other languages, refusals and nonsense', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('fr, de;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('dv;q=0, fr')).toBe('en');
    expect(languageFromAcceptLanguage(';;;,,q=1')).toBe('en');
  });

  it('reads the remembered language from the cookie, ignoring anything else', () => {
    expect(languageFromCookie('session=abc; lang=dv')).toBe('dv');
    expect(languageFromCookie('lang=en')).toBe('en');
    expect(languageFromCookie('lang=fr; other=1')).toBeUndefined();
    expect(languageFromCookie('slang=dv')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('knows Dhivehi is written right to left (Intl says otherwise)', () => {
    expect(directionOf('dv')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
