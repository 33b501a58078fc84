import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A sequencer that starts the files known to take longest first (paths ending with one of `first`, in that
 * order), then the rest in Vitest's own order (by the last run's durations when its cache has them: a fresh
 * clone has none, and a long file that starts last leaves the other cores idle while it ends).
 */
export function longFirst(first: readonly string[]) {
  const rank = (spec: TestSpecification) => {
    const at = first.findIndex((end) => spec.moduleId.endsWith(end));
    return at === -1 ? first.length : at;
  };
  return class LongFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]) {
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
