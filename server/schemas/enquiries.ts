import { Type } from 'typebox';
import { named } from '../lib/components';
import { IdValue } from '../lib/envelope';

export const EnquiryKind = named(
  'EnquiryKind',
  Type.Enum(['chat', 'email'], {
    description: "'chat': the Buy / Order on WhatsApp button; 'email': the e-mail enquiry.",
  }),
);

/** The storefront's beacon: which frame was asked for, and how. Nothing about the visitor. */
export const EnquiryBody = Type.Object({
  frameId: IdValue,
  kind: EnquiryKind,
});

export const EnquiryRecorded = named('EnquiryRecorded', Type.Object({ success: Type.Literal(true) }));

export const EnquiryCounts = named(
  'EnquiryCounts',
  Type.Object({
    chat: Type.Integer({ minimum: 0 }),
    email: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  }),
);

export const EnquiryTopQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 90,
      default: 7,
      description: 'Days counted back from today (UTC), today included.',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })),
});

export const FrameEnquiryCount = named(
  'FrameEnquiryCount',
  Type.Object({
    frameId: Type.Integer(),
    name: Type.String(),
    chat: Type.Integer({ minimum: 0 }),
    email: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  }),
);

export const EnquiryTop = named(
  'EnquiryTop',
  Type.Object({
    days: Type.Integer(),
    since: Type.String({ format: 'date', description: 'The first day counted (UTC).' }),
    totals: EnquiryCounts,
    frames: Type.Array(FrameEnquiryCount),
  }),
);

export const FrameEnquiries = named(
  'FrameEnquiries',
  Type.Object({
    frameId: Type.Integer(),
    last7: EnquiryCounts,
    last30: EnquiryCounts,
  }),
);
