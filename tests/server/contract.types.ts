/**
 * src/api/types.ts against the server's TypeBox schemas, checked by the compiler (`npm run typecheck`):
 * each client shape and the server's answer are assignable both ways, apart from the fields listed here
 * that the views do not read. A field added, removed or retyped on either side fails the type check.
 * The client's enums are the machines' (machines/frameFormRules.ts, messageTexts.ts, userRules.ts, which
 * src/api/types.ts re-exports), so these checks hold the machines to the server's schemas too.
 */
import type { Static, TSchema } from 'typebox';
import type { PaginationSchema } from '../../server/lib/envelope';
import type * as Frames from '../../server/schemas/frames';
import type * as Labels from '../../server/schemas/labels';
import type * as Marquee from '../../server/schemas/marquee';
import type * as Messages from '../../server/schemas/messages';
import type * as Users from '../../server/schemas/users';
import type { UserRow } from '../../src/admin/users/users.documents';
import type * as Client from '../../src/api/types';

/** `true` when A and B are assignable both ways (the client's optional `__typename` aside). */
type Strip<A> = A extends object ? Omit<A, '__typename'> : A;
type Same<A, B> = [Strip<A>] extends [B] ? ([B] extends [Strip<A>] ? true : false) : false;
const same = <T extends true>(_: T) => _;

type Server<T extends TSchema> = Static<T>;
type Nullable<T> = { [K in keyof T]: T[K] | null };
/** The server's frame image without `variants` (the views read `srcset`). */
type FrameImage = Omit<Server<typeof Frames.FrameImage>, 'variants'>;
type Frame = Omit<Server<typeof Frames.Frame>, 'images'> & { images: FrameImage[] };

export const checks = [
  same<Same<Client.FrameStatus, Server<typeof Frames.FrameStatus>>>(true),
  same<Same<Client.MessageStatus, Server<typeof Messages.MessageStatus>>>(true),
  same<Same<Client.Role, Server<typeof Users.Role>>>(true),
  same<Same<Client.UserStatus, Server<typeof Users.UserStatus>>>(true),
  same<Same<Client.Pagination, Server<typeof PaginationSchema>>>(true),
  same<Same<Client.FrameLabel, Server<typeof Frames.FrameLabel>>>(true),
  same<Same<Client.FrameImage, FrameImage>>(true),
  same<Same<Client.Frame, Frame>>(true),
  same<Same<Client.Label, Server<typeof Labels.Label>>>(true),
  same<Same<Client.Message, Server<typeof Messages.Message>>>(true),
  same<
    Same<
      Client.AdminUser,
      Server<typeof Users.User> & Partial<Nullable<Pick<Server<typeof Users.ManagedUser>, 'version'>>>
    >
  >(true),
  // The Users list's row (its graph fragment) is an AdminUser whose version is always asked for.
  same<Same<UserRow, Client.AdminUser & { version: number | null }>>(true),
  // One client shape for both lists: the public one's fields, and the admin one's state (absent in public
  // answers, so optional, and nullable as the graph has it); `updatedAt` is not read.
  same<
    Same<
      Client.MarqueeItem,
      Server<typeof Marquee.PublicMarqueeItem> &
        Partial<Nullable<Pick<Server<typeof Marquee.MarqueeItem>, 'isActive' | 'createdAt' | 'version'>>>
    >
  >(true),
];
