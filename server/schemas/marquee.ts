import { Type } from 'typebox';
import { named } from '../lib/components';
import { INT4_MAX, pageQuery, Version } from '../lib/envelope';

export const MarqueeItem = named(
  'MarqueeItem',
  Type.Object({
    id: Type.Integer(),
    text: Type.String(),
    isActive: Type.Boolean(),
    order: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    version: Version,
  }),
);

/** What the storefront's banner reads. */
export const PublicMarqueeItem = named(
  'PublicMarqueeItem',
  Type.Object({
    id: Type.Integer(),
    text: Type.String(),
    order: Type.Integer(),
  }),
);

export const MarqueeListQuery = Type.Object({
  ...pageQuery(100, 100),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** The app adds a cache-busting timestamp after changes; it is ignored. */
  t: Type.Optional(Type.String()),
});

const Text = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' });
const Order = Type.Integer({ minimum: 0, maximum: INT4_MAX });

export const MarqueeCreate = Type.Object({
  text: Text,
  isActive: Type.Optional(Type.Boolean()),
  order: Type.Optional(Order),
});

export const MarqueeUpdate = Type.Object({
  text: Type.Optional(Text),
  isActive: Type.Optional(Type.Boolean()),
  order: Type.Optional(Order),
});
