import { type Static, type TSchema, Type } from 'typebox';
import { named } from '../lib/components';
import { IdValue, pageQuery, Version } from '../lib/envelope';
import {
  ALT_TOO_LONG,
  DESCRIPTION_REQUIRED,
  MAX_ALT_LENGTH,
  NAME_REQUIRED,
  PRICES_POSITIVE,
} from '../lib/rules';

export const FrameStatus = named(
  'FrameStatus',
  Type.Union([Type.Literal('IN_STOCK'), Type.Literal('OUT_OF_STOCK')]),
);
export type FrameStatus = Static<typeof FrameStatus>;
const StatusFilter = Type.Union([
  Type.Literal('IN_STOCK'),
  Type.Literal('OUT_OF_STOCK'),
  Type.Literal('all'),
]);
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const ImageVariant = named('ImageVariant', Type.Object({ width: Type.Integer(), url: Type.String() }));

export const FrameImage = named(
  'FrameImage',
  Type.Object({
    id: Type.Integer(),
    imageUrl: Type.String(),
    order: Type.Integer(),
    width: Type.Integer(),
    height: Type.Integer(),
    srcset: Type.String(),
    variants: Type.Array(ImageVariant),
    alt: Type.String({
      description:
        'What the picture shows, for screen readers and search engines (added later: old clients may ignore it). Empty: shown as "<frame name> — picture <n>"',
    }),
  }),
);

/** A label as a frame carries it. */
export const FrameLabel = named(
  'FrameLabel',
  Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() }),
);

/** The frame as every route returns it (server/services/frameView.ts). */
export const Frame = named(
  'Frame',
  Type.Object({
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
    published: Type.Boolean({ description: 'False for a draft, which only staff see' }),
    labels: Type.Array(FrameLabel),
    images: Type.Array(FrameImage),
    imageUrl: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    version: Version,
  }),
);

export const FrameStats = named(
  'FrameStats',
  Type.Object({
    totalFrames: Type.Integer(),
    inStockFrames: Type.Integer(),
    outOfStockFrames: Type.Integer(),
    discountedFrames: Type.Integer(),
  }),
);

const Search = Type.String({ maxLength: 200 });

export const FrameVisibility = Type.Union([Type.Literal('published'), Type.Literal('draft')], {
  description: 'Only published frames, or only drafts (absent: both)',
});

export const FrameListQuery = Type.Object({
  ...pageQuery(1000, 20),
  status: Type.Optional(StatusFilter),
  visibility: Type.Optional(FrameVisibility),
  search: Type.Optional(Search),
  t: Type.Optional(Type.String({ description: 'cache-buster, ignored' })),
});

/** The public list's orders: the shop's display order (the default), price either way, newest, best rated. */
export const FRAME_SORTS = ['display', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export const FrameSort = named(
  'FrameSort',
  Type.Union(
    FRAME_SORTS.map((s) => Type.Literal(s)),
    {
      description:
        "display: the shop's display order, then name (the default); price_asc / price_desc: by current price; newest: last created first; rating: highest rated first, then display order",
    },
  ),
);
export type FrameSort = (typeof FRAME_SORTS)[number];

export const PublicFrameListQuery = Type.Object({
  ...pageQuery(100, 20),
  category: Type.Optional(Type.String({ maxLength: 60 })),
  search: Type.Optional(Search),
  status: Type.Optional(StatusFilter),
  sort: Type.Optional(FrameSort),
});

export const FeaturedQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8 })),
});

/**
 * Prices are above 0 (the spec's sentence) and fit numeric(12,2): whole cents only (0.001 would be stored
 * as 0 and dodge the "price > 0" rule).
 */
const Price = Type.Number({
  exclusiveMinimum: 0,
  maximum: 9_999_999_999,
  multipleOf: 0.01,
  'x-messages': { exclusiveMinimum: PRICES_POSITIVE },
});
const Text = (maxLength: number) => Type.String({ maxLength });
/** Text that must hold more than spaces (it is stored trimmed). */
const Required = (maxLength: number, message: string) =>
  Type.String({ maxLength, pattern: '\\S', 'x-messages': { pattern: message } });

const frameFields = {
  name: Required(200, NAME_REQUIRED),
  description: Required(10_000, DESCRIPTION_REQUIRED),
  status: Type.Optional(FrameStatus),
  originalPrice: Price,
  currentPrice: Price,
  dimensions: Type.Optional(Nullable(Text(120))),
  category: Type.Optional(Nullable(Text(60))),
  labels: Type.Optional(Type.Array(IdValue, { maxItems: 100 })),
  rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  published: Type.Optional(
    Type.Boolean({ description: 'False saves a draft, which shoppers never see; absent on create: true' }),
  ),
};

/** A picture's alt text on a frame update: its id, and the text (empty: the default). */
export const ImageAlt = named(
  'ImageAlt',
  Type.Object({
    id: IdValue,
    alt: Type.String({ maxLength: MAX_ALT_LENGTH, 'x-messages': { maxLength: ALT_TOO_LONG } }),
  }),
);

export const FrameCreate = Type.Object(frameFields);
export const FrameUpdate = Type.Partial(
  Type.Object({
    ...frameFields,
    imageAlts: Type.Array(ImageAlt, {
      maxItems: 100,
      description: "Alt texts of this frame's pictures; a picture not listed keeps its own",
    }),
  }),
);

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

export const FrameOrder = named(
  'FrameOrder',
  Type.Object({ frameId: Type.Integer(), displayOrder: Type.Integer() }),
);
export const DisplayOrderResult = Type.Array(FrameOrder);

export const Categories = Type.Array(Type.String());
