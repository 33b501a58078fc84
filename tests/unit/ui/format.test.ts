import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_FORMAT,
  discountPercent,
  discountTag,
  formatAmount,
  formatKsh,
  formatRating,
  relativeTime,
  starsOf,
} from '../../../src/ui/format';

describe('amounts', () => {
  it('uses thousands separators and the Ksh. label', () => {
    expect(formatAmount(1234567)).toBe('1,234,567');
    expect(formatKsh(12500)).toBe('Ksh. 12,500');
    expect(formatKsh('2500.50')).toBe('Ksh. 2,500.50');
    expect(formatKsh(3999.5)).toBe('Ksh. 3,999.50');
    expect(formatKsh(3999)).toBe('Ksh. 3,999');
    expect(formatKsh('3999.00')).toBe('Ksh. 3,999');
    expect(formatKsh(0.05)).toBe('Ksh. 0.05');
    expect(formatAmount(1999.999)).toBe('2,000');
    expect(formatKsh(999)).toBe('Ksh. 999');
    expect(formatKsh(Number.NaN)).toBe('Ksh. 0');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
  });

  it('writes what Intl.NumberFormat en-KE writes with two decimals unless whole, without Intl', () => {
    const intl = new Intl.NumberFormat('en-KE', AMOUNT_FORMAT);
    const cents = fc.integer({ min: -1e13, max: 1e13 }).map((c) => c / 100);
    const any = fc.oneof(cents, fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer());
    fc.assert(
      fc.property(any, (amount) => {
        expect(formatAmount(amount)).toBe(intl.format(amount));
        expect(formatAmount(String(amount))).toBe(intl.format(Number.parseFloat(String(amount))));
      }),
      { numRuns: 20_000, seed: 20261124 },
    );
  });

  it('shows a discount only when the original price is greater', () => {
    expect(discountPercent(5000, 4000)).toBe(20);
    expect(discountPercent(3000, 2500)).toBe(16.67);
    expect(discountTag(5000, 4000)).toBe('-20% OFF');
    expect(discountTag(3000, 2500)).toBe('-16.67% OFF');
    expect(discountPercent(3000, 3000)).toBe(0);
    expect(discountPercent(2000, 3000)).toBe(0);
  });
});

describe('rating', () => {
  it('has one decimal and five stars with halves', () => {
    expect(formatRating(4.26)).toBe('4.3');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(7)).toBe('5.0');
    expect(starsOf(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starsOf(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starsOf(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('relative times', () => {
  const now = Date.parse('2025-01-10T12:00:00Z');
  it('says Just now, then minutes, hours, days ago', () => {
    expect(relativeTime(now - 59_000, now)).toBe('Just now');
    expect(relativeTime(now - 60_000, now)).toBe('1 minute ago');
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(relativeTime(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(relativeTime(new Date(now - 2 * 86_400_000).toISOString(), now)).toBe('2 days ago');
  });
});
