/**
 * The server's events as results of the `shopEvents` subscription (the rest exchange's, src/api/restExchange.ts):
 * which subscription is the socket's (`eventField`), each event shaped to its selection and handed to
 * graphcache under an operation of its own (`eventResults`, `eventOperation`), and given back to the client as
 * the subscription's (`eventsBack`).
 */

import type { FieldNode } from '@0no-co/graphql.web';
import { type Exchange, makeResult, type Operation, type OperationContext } from '@urql/core';
import { map, pipe, type Source } from 'wonka';
import { subscriptionFields } from '../../schema/rest';
import type { ServerEvent } from './realtimeSocket';
import { argsOf, fieldType, fragmentsOf, project, rootOf, tagTypes } from './shape';

/** What a subscription asks of the socket (src/api/realtimeSocket.ts). */
export interface EventRequest {
  args: Record<string, unknown>;
  context: OperationContext;
  /** To call each time the socket is open and events flow (the first time too). */
  onLive: () => void;
}

/** The server's events for a subscription (the socket's, src/api/client.ts). */
export type Events = (request: EventRequest) => Source<ServerEvent>;

/** The subscription's root field when it is one of the socket's (schema/rest.ts), else null. */
export function eventField(op: Operation): FieldNode | null {
  if (op.kind !== 'subscription') return null;
  const fields = (rootOf(op.query)?.selectionSet.selections ?? []).filter(
    (s): s is FieldNode => s.kind === 'Field' && s.name.value !== '__typename',
  );
  const [field] = fields;
  return fields.length === 1 && field && Object.hasOwn(subscriptionFields, field.name.value) ? field : null;
}

/**
 * An event's result goes to graphcache under an operation of its own, which names the subscription's
 * (`eventOf`; `eventsBack` gives the client the subscription's). graphcache writes a subscription's
 * results in one layer that moves only downwards, past the layers of queries still waiting for their
 * answer, and stays there while a layer under it waits: a query asked again afterwards moves above it with
 * what it last wrote. An event could then land under an answer read before its change, which hid the
 * event's write and its invalidation for good (tests/unit/api/eventLayers.test.ts). A layer of its own starts
 * at the top, so each event ranks above every answer that arrived before it and below those still on their
 * way (which the rest exchange reads again after it). Keys cycle through 1,000 negative numbers: graphcache
 * keeps each key it was given in a set.
 */
let eventKeys = 0;
const eventOperation = (op: Operation): Operation => ({
  ...op,
  key: -1 - (eventKeys++ % 1000),
  context: { ...op.context, eventOf: op },
});

/** Hands the client each event's result as its subscription's (the exchange before graphcache). */
export const eventsBack: Exchange =
  ({ forward }) =>
  (ops$) =>
    pipe(
      forward(ops$),
      map((r) => {
        const op = r.operation.context.eventOf as Operation | undefined;
        return op ? { ...r, operation: op } : r;
      }),
    );

/** The socket's events as the subscription's results, shaped to its selection; `onEvent` hears each first. */
export function eventResults(
  op: Operation,
  field: FieldNode,
  events: Events,
  onLive: () => void,
  onEvent: () => void,
) {
  const vars = (op.variables ?? {}) as Record<string, unknown>;
  const type = fieldType('Subscription', field.name.value);
  const fragments = fragmentsOf(op.query);
  return pipe(
    events({ args: argsOf(field, vars), context: op.context, onLive }),
    map((event) => {
      onEvent();
      return makeResult(eventOperation(op), {
        data: {
          [field.alias?.value ?? field.name.value]: project(
            tagTypes(event, type),
            field.selectionSet,
            type,
            fragments,
          ),
        },
      });
    }),
  );
}
