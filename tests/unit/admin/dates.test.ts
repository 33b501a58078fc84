/**
 * The admin's dates (src/admin/ui/dates.ts), written without Intl, read exactly as `toLocaleDateString` and
 * `toLocaleString` write them in en-GB with the same options: any instant from 1990 to 2060 (in the time zone
 * the tests run in, and in two others), and a value that is no date.
 */
import fc from 'fast-check';
import { afterEach, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime } from '../../../src/admin/ui/dates';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

it.each([zone ?? 'the default zone', 'Africa/Nairobi', 'America/Los_Angeles'])(
  'formatDate and formatDateTime write what Intl writes (%s)',
  (tz) => {
    if (tz !== 'the default zone') process.env.TZ = tz;
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDateTime('')).toBe('Invalid Date');
    const instants = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2060-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
    fc.assert(
      fc.property(instants, (iso) => {
        expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString('en-GB', DATE_FORMAT));
        expect(formatDateTime(iso)).toBe(new Date(iso).toLocaleString('en-GB', DATE_TIME_FORMAT));
      }),
      { numRuns: 2_000, seed: 20261128 },
    );
  },
);

it('writes the month in words, September as en-GB does', () => {
  expect(formatDate('2025-03-12T12:00:00.000Z')).toMatch(/^1[23] Mar 2025$/);
  expect(formatDate('2025-09-12T12:00:00.000Z')).toMatch(/^1[23] Sept 2025$/);
});
