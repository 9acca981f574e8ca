import { describe, expect, it } from 'vitest';
import { makePaymentReference, normalizePaymentReference, PAYMENT_REFERENCE_ALPHABET } from './payment-reference';

const random = () => Math.floor(Math.random() * PAYMENT_REFERENCE_ALPHABET.length);

describe('payment references', () => {
  it('are nine characters in three groups, without look-alike characters', () => {
    for (let i = 0; i < 1000; i++) {
      const reference = makePaymentReference(random);
      expect(reference).toMatch(/^[ACDEFHJKMNPQRTWX3479]{3}-[ACDEFHJKMNPQRTWX3479]{3}-[ACDEFHJKMNPQRTWX3479]{3}$/);
      expect(reference).not.toMatch(/[0O1IL2Z5S8BUVG6Y]/);
    }
  });

  it('read back however they are typed, and refuse a wrong character or swapped neighbours', () => {
    const reference = makePaymentReference(random);
    expect(normalizePaymentReference(reference.toLowerCase().replaceAll('-', ' '))).toBe(reference);
    const compact = reference.replaceAll('-', '');
    for (let i = 0; i < compact.length; i++) {
      for (const other of PAYMENT_REFERENCE_ALPHABET) {
        if (other === compact[i]) continue;
        const typo = compact.slice(0, i) + other + compact.slice(i + 1);
        expect(normalizePaymentReference(typo), typo).toBeNull();
      }
    }
    // Swapped neighbours: Luhn mod N misses only the pairs whose doubled values collide.
    let swapsCaught = 0;
    let swaps = 0;
    for (let n = 0; n < 300; n++) {
      const sample = makePaymentReference(random).replaceAll('-', '');
      for (let i = 0; i + 1 < sample.length; i++) {
        if (sample[i] === sample[i + 1]) continue;
        swaps++;
        const swapped = sample.slice(0, i) + sample[i + 1] + sample[i] + sample.slice(i + 2);
        if (normalizePaymentReference(swapped) === null) swapsCaught++;
      }
    }
    expect(swapsCaught / swaps).toBeGreaterThan(0.9);
    expect(normalizePaymentReference('ABC-DEF-GHI')).toBeNull();
    expect(normalizePaymentReference('')).toBeNull();
  });
});
