/**
 * graphcache's optimistic answers (src/api/cache.ts): what a mutation changes shows at once in every view of
 * it, and graphcache drops it when the answer arrives (the answer's own value is written instead; a refusal
 * or a failure shows the server's value again). The user changes' machine (machines/userChange.machine.ts)
 * keeps no copy of the value: it holds the interaction (confirming, saving, refused...) only.
 */
import { gql } from '@urql/core';
import type { Cache, OptimisticMutationConfig } from '@urql/exchange-graphcache';

/** A frame's place in the order (written by the optimistic order and by `frames.reordered`). */
export const FrameOrderFragment = gql`
  fragment _FrameOrder on Frame {
    id
    displayOrder
  }
`;

/** A user as the cache has it with one field changed: the optimistic answer to a status or role change. */
function userAsSaved(id: unknown, cache: Cache, change: { status?: string; role?: string }) {
  const key = { __typename: 'AdminUser', id: id as string };
  const field = (name: string) => cache.resolve(key, name) as string;
  return {
    __typename: 'AdminUser',
    id: id as string,
    name: field('name'),
    email: field('email'),
    role: change.role ?? field('role'),
    status: change.status ?? field('status'),
    createdAt: field('createdAt'),
    updatedAt: field('updatedAt'),
    version: cache.resolve(key, 'version') as number,
  };
}

export const optimistic: OptimisticMutationConfig = {
  // A user's status or role shows at once in every row of it; graphcache drops it with the answer, so a
  // refusal or a failure shows the server's value again (machines/userChange.machine.ts keeps no copy).
  setUserStatus: (args, cache) => userAsSaved(args.id, cache, { status: args.status as string }),
  setUserRole: (args, cache) => userAsSaved(args.id, cache, { role: args.role as string }),
  setMessageStatus: (args, cache) => ({
    __typename: 'Message',
    id: args.id as string,
    status: args.status as string,
    version: cache.resolve({ __typename: 'Message', id: args.id as string }, 'version') as number,
  }),
  toggleMarquee: (args, cache) => {
    const key = { __typename: 'MarqueeItem', id: args.id as string };
    return {
      __typename: 'MarqueeItem',
      id: args.id as string,
      isActive: !cache.resolve(key, 'isActive'),
      text: cache.resolve(key, 'text') as string,
      order: cache.resolve(key, 'order') as number,
      createdAt: cache.resolve(key, 'createdAt') as string,
      version: cache.resolve(key, 'version') as number,
    };
  },
  setFrameOrder: (args, cache) => {
    const orders = (args.frameOrders ?? []) as { frameId: string; displayOrder: number }[];
    for (const o of orders)
      cache.writeFragment(FrameOrderFragment, {
        __typename: 'Frame',
        id: o.frameId,
        displayOrder: o.displayOrder,
      });
    return {
      __typename: 'DisplayOrder',
      etag: null,
      data: orders.map((o) => ({
        __typename: 'FrameOrder',
        frameId: o.frameId,
        displayOrder: o.displayOrder,
      })),
    };
  },
  setFrameStatus: (args, cache) => ({
    __typename: 'Frame',
    id: args.id as string,
    status: args.status as string,
    inStock: args.status === 'IN_STOCK',
    version: cache.resolve({ __typename: 'Frame', id: args.id as string }, 'version') as number,
  }),
};
