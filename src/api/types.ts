/**
 * The shapes the graph client hands to views: the server's answers as its TypeBox schemas type them
 * (server/schemas/, the one source of the contract: docs/decisions/005-one-contract-source.md), plus the
 * `__typename` the rest exchange adds. Type imports only: no byte of the server reaches the bundle.
 */
import type { Static } from 'typebox';
import type { PaginationSchema } from '../../server/lib/envelope';
import type * as Frames from '../../server/schemas/frames';
import type * as Labels from '../../server/schemas/labels';
import type * as Marquee from '../../server/schemas/marquee';
import type * as Messages from '../../server/schemas/messages';
import type * as Users from '../../server/schemas/users';

/** A server shape as the graph hands it over: with the `__typename` the rest exchange adds. */
type Typed<Name extends string, T> = T & { __typename?: Name };
/** Fields the graph reads from more than one answer, absent from some (null on the graph). */
type Sometimes<T> = { [K in keyof T]?: T[K] | null };

// The enums, declared once in the server's schemas (machines/ keeps its own unions, which
// tests/server/contract.types.ts holds to these).
export type FrameStatus = Static<typeof Frames.FrameStatus>;
export type MessageStatus = Static<typeof Messages.MessageStatus>;
export type Role = Static<typeof Users.Role>;
export type UserStatus = Static<typeof Users.UserStatus>;

export type Pagination = Typed<'Pagination', Static<typeof PaginationSchema>>;

export type FrameLabel = Typed<'Label', Static<typeof Frames.FrameLabel>>;

/** A frame's picture; `alt` empty: "<frame name> — picture <n>" (src/storefront/frames/FrameImage.tsx altOf).
 *  The views read `srcset`, not `variants`. */
export type FrameImage = Typed<'FrameImage', Omit<Static<typeof Frames.FrameImage>, 'variants'>>;

/** `published` false: a draft (staff only); `version` is sent back as If-Match (412 over someone's change). */
export type Frame = Typed<
  'Frame',
  Omit<Static<typeof Frames.Frame>, 'labels' | 'images'> & { labels: FrameLabel[]; images: FrameImage[] }
>;

export type Label = Typed<'Label', Static<typeof Labels.Label>>;

/** The storefront's banner item; the admin's answers add its state (the public list leaves it out). */
export type MarqueeItem = Typed<
  'MarqueeItem',
  Static<typeof Marquee.PublicMarqueeItem> &
    Sometimes<Pick<Static<typeof Marquee.MarqueeItem>, 'isActive' | 'createdAt' | 'version'>>
>;

export type Message = Typed<'Message', Static<typeof Messages.Message>>;

/** User Management's answers carry `version` (for If-Match); the session's own (`me`, login) do not. */
export type AdminUser = Typed<
  'AdminUser',
  Static<typeof Users.User> & Sometimes<Pick<Static<typeof Users.ManagedUser>, 'version'>>
>;

/** The graph's answer to a change whose only news is that it worked (schema/schema.graphql `Result`). */
export interface Result {
  __typename?: 'Result';
  success: boolean;
  message: string | null;
}
