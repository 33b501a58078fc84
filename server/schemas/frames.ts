import { type TSchema, Type } from 'typebox';
import { IdValue, pageQuery } from '../lib/envelope';

export const FrameStatus = Type.Union([Type.Literal('IN_STOCK'), Type.Literal('OUT_OF_STOCK')]);
const StatusFilter = Type.Union([
  Type.Literal('IN_STOCK'),
  Type.Literal('OUT_OF_STOCK'),
  Type.Literal('all'),
]);
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const FrameImage = Type.Object({
  id: Type.Integer(),
  imageUrl: Type.String(),
  order: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  srcset: Type.String(),
  variants: Type.Array(Type.Object({ width: Type.Integer(), url: Type.String() })),
});

export const FrameLabel = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() });

/** The frame as every route returns it (server/services/frameView.ts). */
export const Frame = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  status: FrameStatus,
  inStock: Type.Boolean(),
  originalPrice: Type.Number(),
  currentPrice: Type.Number(),
  discountAmount: Type.Number(),
  discountPercentage: Type.Number(),
  dimensions: Nullable(Type.String()),
  category: Nullable(Type.String()),
  rating: Type.Number(),
  displayOrder: Type.Integer(),
  labels: Type.Array(FrameLabel),
  images: Type.Array(FrameImage),
  imageUrl: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const FrameStats = Type.Object({
  totalFrames: Type.Integer(),
  inStockFrames: Type.Integer(),
  outOfStockFrames: Type.Integer(),
  discountedFrames: Type.Integer(),
});

const Search = Type.String({ maxLength: 200 });

export const FrameListQuery = Type.Object({
  ...pageQuery(1000, 20),
  status: Type.Optional(StatusFilter),
  search: Type.Optional(Search),
  t: Type.Optional(Type.String({ description: 'cache-buster, ignored' })),
});

export const PublicFrameListQuery = Type.Object({
  ...pageQuery(100, 20),
  category: Type.Optional(Type.String({ maxLength: 60 })),
  search: Type.Optional(Search),
  status: Type.Optional(StatusFilter),
});

export const FeaturedQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8 })),
});

/**
 * Prices fit numeric(12,2): whole cents only (0.001 would be stored as 0 and dodge the "price > 0" rule);
 * positivity is checked by the service, with the spec's sentence.
 */
const Price = Type.Number({ maximum: 9_999_999_999, multipleOf: 0.01 });
const Text = (maxLength: number) => Type.String({ maxLength });

const frameFields = {
  name: Text(200),
  description: Text(10_000),
  status: Type.Optional(FrameStatus),
  originalPrice: Price,
  currentPrice: Price,
  dimensions: Type.Optional(Nullable(Text(120))),
  category: Type.Optional(Nullable(Text(60))),
  labels: Type.Optional(Type.Array(IdValue, { maxItems: 100 })),
  rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
};

export const FrameCreate = Type.Object(frameFields);
export const FrameUpdate = Type.Partial(Type.Object(frameFields));

export const StatusBody = Type.Object({ status: FrameStatus });

/**
 * The highest display order a client may set. New frames take max + 1, so the order space of an `integer`
 * column can never be used up (the order screen sends indices from 0).
 */
export const MAX_DISPLAY_ORDER = 1_000_000;

export const DisplayOrderBody = Type.Object({
  frameOrders: Type.Array(
    Type.Object({
      frameId: IdValue,
      displayOrder: Type.Integer({ minimum: 0, maximum: MAX_DISPLAY_ORDER }),
    }),
    { minItems: 1, maxItems: 10_000 },
  ),
});

export const DisplayOrderResult = Type.Array(
  Type.Object({ frameId: Type.Integer(), displayOrder: Type.Integer() }),
);

export const Categories = Type.Array(Type.String());
