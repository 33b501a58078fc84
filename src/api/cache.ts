/**
 * graphcache: keys for every type, `updates` for every mutation that changes a list or a count,
 * optimistic answers where the UI expects instant feedback, and the updater of the realtime `shopEvents`
 * subscription.
 */

import { gql } from '@urql/core';
import { type Cache, cacheExchange, type Data, type Variables } from '@urql/exchange-graphcache';
import { introspection } from '../../schema/introspection';
import { FrameOrderFragment, optimistic } from './cacheOptimistic';
import { fieldType, isObjectType, tagTypes } from './shape';

/** Types without an identity of their own: stored inside their parent. */
const embedded = [
  'Pagination',
  'FramePage',
  'TrashedFramePage',
  'ActivityPage',
  'LabelPage',
  'UserPage',
  'MessagePage',
  'FrameOrder',
  'DisplayOrder',
  'FrameStats',
  'MessageStats',
  'ImageVariant',
  'Memory',
  'SocketCounts',
  'Monitoring',
  'RouteTimes',
  'Metrics',
  'CategoryCount',
  'DashboardFrames',
  'DashboardUsers',
  'DashboardMessages',
  'DashboardStats',
  'EnquiryCounts',
  'FrameEnquiryCount',
  'EnquiryTop',
  'FrameEnquiries',
  'Health',
  'Result',
  'Deleted',
  'LoginResult',
  'ShopEvent',
  // The CSV import's answers (ImportPreview, ImportRow, FieldChange, ImportError, ImportResult) have no id
  // either: graphcache keeps them embedded as it is; not listed, to keep the storefront's scripts in budget.
] as const;

const keys = Object.fromEntries(embedded.map((t) => [t, () => null]));

type Args = Variables;

/** Invalidates the Query fields named (every argument combination), or only those `when` accepts. */
export function invalidateFields(
  cache: Cache,
  names: readonly string[],
  when?: (args: Args | null) => boolean,
) {
  for (const f of cache.inspectFields('Query')) {
    if (!names.includes(f.fieldName)) continue;
    if (when && !when(f.arguments)) continue;
    cache.invalidate('Query', f.fieldName, f.arguments ?? undefined);
  }
}

const FRAME_LISTS = ['frames', 'publicFrames', 'featuredFrames'] as const;
// enquiryTop names frames: a renamed or deleted frame changes it.// labels carry usageCount (frames using each label): a frame saved or deleted may change it.
const FRAME_COUNTS = ['frameStats', 'dashboardStats', 'publicCategories', 'enquiryTop', 'labels'] as const;
const ENQUIRY_COUNTS = ['enquiryTop', 'frameEnquiries'] as const;
const hasFilter =
  (...names: string[]) =>
  (args: Args | null) =>
    !!args &&
    names.some((n) => args[n] !== undefined && args[n] !== null && args[n] !== '' && args[n] !== 'all');

const frameListsChanged = (cache: Cache) =>
  invalidateFields(cache, [...FRAME_LISTS, ...FRAME_COUNTS, 'frameTrash']);
const messagesChanged = (cache: Cache) =>
  invalidateFields(cache, ['messages', 'messageStats', 'dashboardStats']);
const marqueeChanged = (cache: Cache) => invalidateFields(cache, ['marquee', 'publicMarquee']);
const usersChanged = (cache: Cache) => invalidateFields(cache, ['users', 'dashboardStats']);
const labelsChanged = (cache: Cache) => invalidateFields(cache, ['labels']);

/** Drops an image from its frame's list (the frame keeps the rest in order). */
function removeImage(cache: Cache, frameId: unknown, imageId: unknown) {
  const frameKey = cache.keyOfEntity({ __typename: 'Frame', id: frameId as string });
  if (!frameKey) return;
  const imageKey = cache.keyOfEntity({ __typename: 'FrameImage', id: imageId as string });
  const images = cache.resolve(frameKey, 'images');
  if (Array.isArray(images)) cache.link(frameKey, 'images', images.filter((k) => k !== imageKey) as string[]);
  cache.invalidate({ __typename: 'FrameImage', id: imageId as string });
}

/** A server event (the `shopEvents` subscription) applied to the cache: a write when it carries the entity, else an invalidation. */
function shopEvent(cache: Cache, { type, id, data }: { type: string; id?: unknown; data?: unknown }) {
  const write = (typeName: string, value: unknown) => {
    if (!value || typeof value !== 'object') return false;
    const tagged = tagTypes(value, typeName) as Data;
    cache.writeFragment(fragmentOf(typeName, value), tagged);
    return true;
  };
  switch (type) {
    case 'frame.updated': {
      // With the frame in the event, the entity is written and every list showing it updates at once
      // (a visitor sees 'Sold Out' without refetching 50 frames); only lists whose membership or order
      // may have changed are fetched again.
      const key = { __typename: 'Frame', id: id as string };
      const before = id != null ? [cache.resolve(key, 'name'), cache.resolve(key, 'displayOrder')] : [];
      if (id != null && write('Frame', data)) {
        const after = [cache.resolve(key, 'name'), cache.resolve(key, 'displayOrder')];
        if (before[0] !== after[0] || before[1] !== after[1]) invalidateFields(cache, FRAME_LISTS);
        else {
          invalidateFields(cache, ['publicFrames'], hasFilter('status', 'category', 'search'));
          invalidateFields(cache, ['frames', 'featuredFrames']);
        }
        invalidateFields(cache, FRAME_COUNTS);
        return;
      }
      if (id != null) cache.invalidate(key);
      frameListsChanged(cache);
      return;
    }
    case 'frame.created':
      write('Frame', data);
      frameListsChanged(cache);
      return;
    case 'frame.deleted':
      if (id != null) cache.invalidate({ __typename: 'Frame', id: id as string });
      frameListsChanged(cache);
      return;
    case 'frames.reordered':
      if (Array.isArray(data))
        for (const o of data as { frameId: number; displayOrder: number }[])
          cache.writeFragment(FrameOrderFragment, {
            __typename: 'Frame',
            id: o.frameId,
            displayOrder: o.displayOrder,
          });
      invalidateFields(cache, FRAME_LISTS);
      return;
    case 'marquee.changed':
      if (id != null) cache.invalidate({ __typename: 'MarqueeItem', id: id as string });
      marqueeChanged(cache);
      return;
    case 'label.changed':
      if (id != null) cache.invalidate({ __typename: 'Label', id: id as string });
      labelsChanged(cache);
      invalidateFields(cache, FRAME_LISTS);
      return;
    case 'message.created':
    case 'message.updated':
      write('Message', data);
      messagesChanged(cache);
      return;
    case 'message.deleted':
      if (id != null) cache.invalidate({ __typename: 'Message', id: id as string });
      messagesChanged(cache);
      return;
    case 'user.changed':
      usersChanged(cache);
      return;
    case 'activity.created':
      invalidateFields(cache, ['dashboardStats', 'frameActivity']);
      return;
    case 'enquiries.changed':
      invalidateFields(cache, ENQUIRY_COUNTS);
      return;
    default:
      return;
  }
}

/**
 * A fragment selecting every field present on a (tagged) JSON value, following the schema. A field of an
 * object type is selected with its sub-fields even when the value holds none of them: an empty list
 * (`images: []`, `labels: []`) is written as empty, where leaving it out kept the pictures or labels the
 * frame had before (a card showed a deleted picture until reloaded).
 */
function fragmentOf(typeName: string, value: unknown) {
  const fields = (v: unknown, type: string): string => {
    const item = Array.isArray(v) ? v[0] : v;
    if (!item || typeof item !== 'object') return '';
    return Object.entries(item)
      .filter(([k]) => k !== '__typename' && /^[_A-Za-z]\w*$/.test(k))
      .map(([k, child]) => {
        const childType = fieldType(type, k);
        return isObjectType(childType) ? `${k} { __typename ${fields(child, childType)} }` : k;
      })
      .join(' ');
  };
  const tagged = tagTypes(value, typeName);
  return gql(`fragment _Event${typeName} on ${typeName} { __typename ${fields(tagged, typeName)} }`);
}

/**
 * The `updates` entry of a mutation with an optimistic answer: the entity changes at once (optimistic),
 * but lists and counts are fetched again only with the server's answer. Refetched on the optimistic run,
 * they would read the state from before the write, and the refetch asked for after it would be
 * deduplicated into that one, leaving the list stale.
 */
const settled =
  (refetch: (cache: Cache) => void) =>
  (_result: Data, _args: Variables, cache: Cache, info: { optimistic?: boolean }) => {
    if (!info.optimistic) refetch(cache);
  };

/** A mutation whose answer changes the frame lists (one function for all of them). */
const listsChanged = (_r: Data, _a: Variables, cache: Cache) => frameListsChanged(cache);

export function createCache() {
  return cacheExchange({
    schema: introspection as never,
    keys,
    updates: {
      Mutation: {
        // Bulk changes, CSV imports and their undo change the lists through the server's events alone.
        createFrame: listsChanged,
        updateFrame: listsChanged,
        duplicateFrame: listsChanged,
        restoreFrames: listsChanged,
        purgeFrames: (_r, _a, cache) => invalidateFields(cache, ['frameTrash']),
        deleteFrame: (_r, args, cache) => {
          cache.invalidate({ __typename: 'Frame', id: args.id as string });
          frameListsChanged(cache);
        },
        setFrameStatus: settled((cache) => {
          // The frame itself is updated by normalization; lists filtered by status and the counts are not.
          invalidateFields(cache, FRAME_LISTS, hasFilter('status'));
          invalidateFields(cache, FRAME_COUNTS);
        }),
        setFrameOrder: settled((cache) => invalidateFields(cache, FRAME_LISTS)),
        uploadFrameImage: (_r, _a, cache) => invalidateFields(cache, ['dashboardStats']),
        uploadFrameImages: (_r, _a, cache) => invalidateFields(cache, ['dashboardStats']),
        deleteFrameImage: (_r, args, cache) => removeImage(cache, args.id, args.imageId),
        createLabel: (_r, _a, cache) => labelsChanged(cache),
        updateLabel: (_r, _a, cache) => labelsChanged(cache),
        deleteLabel: (_r, args, cache) => {
          cache.invalidate({ __typename: 'Label', id: args.id as string });
          labelsChanged(cache);
        },
        createUser: (_r, _a, cache) => usersChanged(cache),
        updateUser: (_r, _a, cache) => usersChanged(cache),
        setUserRole: settled((cache) => invalidateFields(cache, ['users'], hasFilter('role'))),
        setUserStatus: settled((cache) => {
          invalidateFields(cache, ['users'], hasFilter('status'));
          invalidateFields(cache, ['dashboardStats']);
        }),
        deleteUser: (_r, args, cache) => {
          cache.invalidate({ __typename: 'AdminUser', id: args.id as string });
          usersChanged(cache);
        },
        setMessageStatus: settled((cache) => {
          invalidateFields(cache, ['messages'], hasFilter('status'));
          invalidateFields(cache, ['messageStats', 'dashboardStats']);
        }),
        deleteMessage: (_r, args, cache) => {
          cache.invalidate({ __typename: 'Message', id: args.id as string });
          messagesChanged(cache);
        },
        sendContact: (_r, _a, cache) => messagesChanged(cache),
        recordEnquiry: (_r, _a, cache) => invalidateFields(cache, ENQUIRY_COUNTS),
        createMarquee: (_r, _a, cache) => marqueeChanged(cache),
        updateMarquee: (_r, _a, cache) => marqueeChanged(cache),
        toggleMarquee: settled((cache) => marqueeChanged(cache)),
        deleteMarquee: (_r, args, cache) => {
          cache.invalidate({ __typename: 'MarqueeItem', id: args.id as string });
          marqueeChanged(cache);
        },
      },
      Subscription: {
        shopEvents: (result, _args, cache) => shopEvent(cache, result.shopEvents as { type: string }),
      },
    },
    optimistic,
  });
}
