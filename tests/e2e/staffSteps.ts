/**
 * The convergence test's seeded steps (convergence.e2e.test.ts): every kind of change a member of staff can
 * make, and the sequences of steps a seed gives (the same for the same seed). What each kind does is in
 * staffChanges.ts and its rooms.
 */
import fc from 'fast-check';

/** Every change a member of staff can make, named by what the server then tells open pages. */
export const KINDS = [
  'frame.create',
  'frame.update',
  'frame.delete',
  'frame.status',
  'frames.reorder',
  'picture.add',
  'picture.delete',
  'picture.reorder',
  'label.create',
  'label.update',
  'label.delete',
  'marquee.add',
  'marquee.update',
  'marquee.toggle',
  'marquee.delete',
  'message.create',
  'message.status',
  'message.delete',
  'user.create',
  'user.update',
  'user.role',
  'user.status',
  'user.delete',
  'enquiry.record',
] as const;
export type Kind = (typeof KINDS)[number];

/** One step of a sequence: a kind and random numbers that pick its subject and fill it in. */
export interface Step {
  kind: Kind;
  a: number;
  b: number;
  n: number;
}

/** The kinds whose names start with one of `only` (comma-separated: 'message,enquiry' to replay a failure among those), or all. */
const kinds = (only: string | undefined) =>
  only ? KINDS.filter((k) => only.split(',').some((p) => k.startsWith(p))) : KINDS;

const step = fc.record({
  kind: fc.constantFrom(...kinds(process.env.CONVERGENCE_KINDS)),
  a: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  b: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  n: fc.nat({ max: 1_000_000 }),
});

/** `count` sequences of `length` steps, the same for the same seed. */
export const sequencesFor = (seed: number, count: number, length: number): Step[][] =>
  fc.sample(fc.array(step, { minLength: length, maxLength: length }), { seed, numRuns: count });

/** The item `r` (0 to 1) points at in `list`, if any. */
export const pick = <T>(list: readonly T[], r: number): T | undefined => list[Math.floor(r * list.length)];
