import { Type } from 'typebox';
import { named } from '../lib/components';
import { IdValue, pageQuery } from '../lib/envelope';
import { FrameStatus } from './frames';

/** A deleted frame in the trash (server/services/frameTrash.ts). */
export const TrashedFrame = named(
  'TrashedFrame',
  Type.Object({
    id: Type.Integer({ description: 'The frame’s id, which it keeps when restored' }),
    name: Type.String(),
    category: Type.Union([Type.String(), Type.Null()]),
    currentPrice: Type.Number(),
    status: FrameStatus,
    published: Type.Boolean(),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    deletedAt: Type.String({ format: 'date-time' }),
    purgeAt: Type.String({ format: 'date-time', description: 'When it is deleted for good (30 days on)' }),
    deletedBy: Type.Union([Type.String(), Type.Null()], { description: 'Who deleted it' }),
  }),
);

export const TrashListQuery = Type.Object({ ...pageQuery(100, 20) });

/** The frames a restore or a "Delete forever" is about: all or nothing. */
export const TrashIdsBody = Type.Object({
  ids: Type.Array(IdValue, { minItems: 1, maxItems: 1000, description: 'Ids of frames in the trash' }),
});
