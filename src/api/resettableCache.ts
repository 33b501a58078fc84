/**
 * graphcache that can start over empty: `reset()` (sign-out) swaps in a new cache exchange, with an empty
 * store and no operations, over the same exchanges after it. Nothing the signed-out session read can be
 * shown again, and nothing is fetched by the reset itself (an invalidation would have every query still
 * on screen fetched again, without a token). The exchanges after it (the rest exchange, its socket and
 * its requests) stay as they are: a subscription live before the reset keeps delivering into the new cache.
 */
import type { Exchange, Operation, OperationResult } from '@urql/core';
import { fromValue, make, makeSubject, merge, pipe, share, subscribe, switchMap } from 'wonka';

export function resettableCache(create: () => Exchange): { exchange: Exchange; reset: () => void } {
  const generations = makeSubject<number>();
  let generation = 0;
  const exchange: Exchange =
    ({ forward, client, dispatchDebug }) =>
    (ops$) => {
      const ops = share(ops$);
      return make<OperationResult>((observer) => {
        // One pipeline after the cache for every generation: what a generation forwards goes in, and
        // every result coming out goes to the current generation.
        const forwarded = makeSubject<Operation>();
        const results = makeSubject<OperationResult>();
        const after = pipe(forward(forwarded.source), subscribe(results.next));
        const cacheFor = () =>
          create()({
            client,
            dispatchDebug,
            forward: (cacheOps$) =>
              share(
                make<OperationResult>((sink) => {
                  const out = pipe(cacheOps$, subscribe(forwarded.next));
                  const back = pipe(results.source, subscribe(sink.next));
                  return () => {
                    out.unsubscribe();
                    back.unsubscribe();
                  };
                }),
              ),
          })(ops);
        const current = pipe(
          merge([fromValue(generation), generations.source]),
          switchMap(cacheFor),
          subscribe(observer.next),
        );
        return () => {
          current.unsubscribe();
          after.unsubscribe();
        };
      });
    };
  return { exchange, reset: () => generations.next(++generation) };
}
