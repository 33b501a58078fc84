/**
 * The rest exchange: answers query and mutation operations whose root fields are all in the REST
 * table (schema/rest.ts) with their REST calls (src/api/restCall.ts: each answer shaped to the operation's
 * selection), forwards every other operation, ends a request on its `teardown`, and turns failures into
 * error results (it never throws). The `shopEvents` subscription is a long-lived source of the socket's
 * events (`events`, made results by src/api/eventResults.ts); each time the socket is live again, the
 * queries being watched are fetched again, network-only, since events may have been missed while it was
 * away. Queries asked for while a change shown at once (optimistic) is on its way are sent once it has
 * answered, so that no answer read before the change hides it.
 */

import type { FieldNode } from '@0no-co/graphql.web';
import {
  type Client,
  CombinedError,
  type Exchange,
  makeErrorResult,
  makeOperation,
  makeResult,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { filter, make, merge, mergeMap, pipe, share, subscribe, takeUntil } from 'wonka';
import { type Events, eventField, eventResults } from './eventResults';
import type { Http } from './http';
import { execute, rootFields } from './restCall';

export interface RestExchangeOptions {
  http: Http;
  /** The server's events for the `shopEvents` subscription (without it, subscriptions are forwarded). */
  events?: Events;
}

/**
 * A query's answer, asked again when a server event arrived while it was on its way (at most 3 times): it
 * may have been read before the change the event tells of, and arrive after the answer to the refetch that
 * event asked for (or stand in for it, when the client merges that refetch into the request on its way).
 * The older answer would have the last word until the next change.
 *
 * `outdated`: an event arrived after the operation was sent. Its answer, even read again, is then written by
 * graphcache as of when the operation was forwarded, i.e. before the event: where the event's write landed
 * in a layer ranked above it (an answer of another query ahead of it, not yet merged), the event's
 * invalidation wins and the query reads back empty ('Total Frames' '—', 'Loading frames...', for good).
 * The exchange then dispatches the operation again after delivering the answer: a forward of its own,
 * after the event.
 */
function currentAnswer(run: () => Promise<Record<string, unknown>>, events: () => number) {
  const sent = events();
  const result = (async () => {
    for (let attempt = 1; ; attempt++) {
      const seen = events();
      const data = await run();
      if (events() === seen || attempt === 3) return data;
    }
  })();
  return { result, outdated: () => events() !== sent };
}

/**
 * How long a query's request outlives its last subscriber. React subscribes a query during a render, may
 * drop that subscription (a render thrown away, the server-rendered page's hydration) and subscribes again
 * once committed: the request still on its way is taken up again instead of being aborted and sent anew.
 */
const ORPHAN_GRACE_MS = 2000;

/** The longest a query waits for the optimistic changes on their way to answer (see `hold`). */
const HOLD_MAX_MS = 5000;

const failed = (op: Operation, error: unknown) =>
  makeErrorResult(op, error instanceof Error ? error : new Error(String(error)));

interface QueryRequest {
  result: Promise<Record<string, unknown>>;
  /** A server event arrived after the request was sent (its first attempt). */
  outdated: () => boolean;
  controller: AbortController;
  users: number;
  timer?: ReturnType<typeof setTimeout>;
}

export const restExchange =
  (options: RestExchangeOptions): Exchange =>
  ({ client, forward }) =>
  (ops$) => {
    // The queries being watched (until their teardown), to fetch again when the socket is back: read from
    // every operation the client dispatches, so those answered before this exchange (graphcache, the
    // server-rendered page's answers) count too.
    const watched = new Map<number, Operation>();
    // How many server events have arrived (queries on their way when one arrives are asked again).
    let events = 0;
    pipe(
      client.operations$,
      subscribe((op) => {
        if (op.kind === 'query') watched.set(op.key, op);
        else if (op.kind === 'teardown') watched.delete(op.key);
      }),
    );
    const shared$ = share(ops$);
    const handled = (op: Operation) =>
      rootFields(op) !== null || (options.events !== undefined && eventField(op) !== null);
    // Query requests whose subscriber left less than ORPHAN_GRACE_MS ago, by operation key.
    const orphans = new Map<number, QueryRequest>();
    /** The query's request: an orphaned one of the same key taken up again, else a new one. */
    const queryRequest = (op: Operation, fields: FieldNode[]): QueryRequest => {
      const orphan = orphans.get(op.key);
      orphans.delete(op.key);
      if (orphan) clearTimeout(orphan.timer);
      const controller = new AbortController();
      const request = orphan ?? {
        ...currentAnswer(
          () => execute(op, fields, options.http, controller.signal),
          () => events,
        ),
        controller,
        users: 0,
      };
      request.users += 1;
      return request;
    };
    const release = (op: Operation, request: QueryRequest, settled: boolean) => {
      request.users -= 1;
      if (request.users > 0) return;
      if (settled) return;
      orphans.set(op.key, request);
      request.timer = setTimeout(() => {
        if (orphans.get(op.key) === request) orphans.delete(op.key);
        request.controller.abort();
      }, ORPHAN_GRACE_MS);
      request.result.then(
        () => orphans.get(op.key) === request && orphans.delete(op.key),
        () => orphans.get(op.key) === request && orphans.delete(op.key),
      );
    };
    // Changes shown at once (graphcache marks them `optimistic`) still on their way, and the queries held
    // until none is: a query sent after an optimistic answer was written ranks above it in graphcache's
    // layers, so its answer, read before the change, would hide the change until the change answered.
    // graphcache holds back the refetches it sees overlap (their dependencies); not those an event's
    // invalidation asks for (a list whose field was dropped has no dependencies left to compare).
    // A change that takes long (a stalled connection) holds them HOLD_MAX_MS at most.
    const changing = new Set<number>();
    const held = new Set<() => void>();
    let holding: ReturnType<typeof setTimeout> | undefined;
    const sendHeld = () => {
      clearTimeout(holding);
      holding = undefined;
      const starts = [...held];
      held.clear();
      for (const start of starts) start();
    };
    const hold = (start: () => void) => {
      held.add(start);
      holding ??= setTimeout(sendHeld, HOLD_MAX_MS);
    };
    const changed = (op: Operation) => {
      if (changing.delete(op.key) && changing.size === 0) sendHeld();
    };
    const ended = (op: Operation) =>
      pipe(
        shared$,
        filter((o) => o.kind === 'teardown' && o.key === op.key),
      );
    const results$ = pipe(
      shared$,
      filter((op) => op.kind !== 'teardown' && handled(op)),
      mergeMap((op) => {
        const field = eventField(op);
        if (field && options.events)
          return pipe(
            eventResults(
              op,
              field,
              options.events,
              () => refetch(client, watched),
              () => {
                events += 1;
              },
            ),
            takeUntil(ended(op)),
          );
        const fields = rootFields(op) as FieldNode[];
        // A change forgets the orphaned requests: one sent before it may answer with what it replaced.
        if (op.kind === 'mutation') {
          for (const orphan of orphans.values()) clearTimeout(orphan.timer);
          for (const orphan of orphans.values()) orphan.controller.abort();
          orphans.clear();
        }
        if (op.kind === 'query')
          return pipe(
            make<OperationResult>((observer) => {
              let request: QueryRequest | undefined;
              let settled = false;
              const start = () => {
                const sent = queryRequest(op, fields);
                request = sent;
                sent.result.then(
                  (data) => {
                    settled = true;
                    observer.next(makeResult(op, { data }));
                    observer.complete();
                    // An event arrived after it was sent: asked once more, now that none is on its way.
                    if (sent.outdated()) setTimeout(() => again(client, op));
                  },
                  (error: unknown) => {
                    settled = true;
                    if (sent.controller.signal.aborted) return;
                    observer.next(failed(op, error));
                    observer.complete();
                  },
                );
              };
              if (changing.size > 0) hold(start);
              else start();
              return () => {
                held.delete(start);
                if (request) release(op, request, settled);
              };
            }),
            takeUntil(ended(op)),
          );
        const source$ = make<OperationResult>((observer) => {
          const controller = new AbortController();
          if (op.context.optimistic) changing.add(op.key);
          execute(op, fields, options.http, controller.signal).then(
            (data) => {
              observer.next(makeResult(op, { data }));
              observer.complete();
              changed(op);
            },
            (error: unknown) => {
              if (controller.signal.aborted) return;
              observer.next(failed(op, error));
              observer.complete();
              changed(op);
            },
          );
          // Ending the request (teardown) aborts the fetch.
          return () => {
            controller.abort();
            changed(op);
          };
        });
        return pipe(source$, takeUntil(ended(op)));
      }),
    );
    const forwarded$ = pipe(
      shared$,
      filter((op) => op.kind === 'teardown' || !handled(op)),
      forward,
    );
    return merge([results$, forwarded$]);
  };

/** One query again, network-only (an unchanged answer is revalidated by ETag: a 304). */
const again = (client: Client, op: Operation) =>
  client.reexecuteOperation(makeOperation('query', op, { ...op.context, requestPolicy: 'network-only' }));

/** Every watched query again, network-only (unchanged answers are revalidated by ETag: a 304 each). */
function refetch(client: Client, watched: Map<number, Operation>) {
  for (const op of watched.values()) again(client, op);
}

export { CombinedError };
