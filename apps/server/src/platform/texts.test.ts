import { describe, expect, it } from 'vitest';
import { textsIn } from './texts';

describe("the server's texts", () => {
  it('writes an email in the language asked, with its values in their places', () => {
    expect(textsIn('en').t('mail.resetPassword.subject', { club: textsIn('en').club })).toBe(
      'Maldives Sports Club: reset your password',
    );
    const dv = textsIn('dv');
    expect(dv.t('mail.resetPassword.subject', { club: dv.club })).toBe('މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް: ތިބާގެ ޕާސްވޯޑް އައުކުރައްވާ');
    expect(dv.t('mail.orderStatus.body', { name: 'ހައްވާ', orderNumber: 'ORD-2026-00001', status: 'shipped' })).toContain(
      'ORD-2026-00001 ފޮނުވައިފި',
    );
  });

  it('keeps amounts and references left to right in Dhivehi only, and dates in its own month names', () => {
    expect(textsIn('en').money('1234.5')).toBe('MVR 1,234.50');
    expect(textsIn('dv').money('1234.5')).toBe('\u2066MVR 1,234.50\u2069');
    expect(textsIn('dv').ltr('CON-2026-00001')).toBe('\u2066CON-2026-00001\u2069');
    expect(textsIn('dv').date('2026-11-25T10:00:00Z')).toBe('25 ނޮވެމްބަރު 2026');
  });

  it("translates the shared rules' English labels, and speaks English to a language it does not know", () => {
    expect(textsIn('dv').message('Bank Transfer')).toBe('ބޭންކް ޓްރާންސްފަރ');
    expect(textsIn('dv').message('A label no catalogue has')).toBe('A label no catalogue has');
    expect(textsIn('fr').language).toBe('en');
    expect(textsIn(null).t('documents.receipt.amount')).toBe('Amount');
  });
});
