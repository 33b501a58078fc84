import { type Static, Type } from 'typebox';
import { named } from '../lib/components';
import { EmailInput, pageQuery, Version } from '../lib/envelope';

export const MessageStatus = named('MessageStatus', Type.Enum(['UNREAD', 'READ', 'REPLIED']));
export type MessageStatus = Static<typeof MessageStatus>;

export const Message = named(
  'Message',
  Type.Object({
    id: Type.Integer(),
    subject: Type.String(),
    name: Type.String(),
    email: Type.String({ format: 'email' }),
    phone: Type.Union([Type.String(), Type.Null()]),
    message: Type.String(),
    status: MessageStatus,
    createdAt: Type.String({ format: 'date-time' }),
    version: Version,
  }),
);

export const MessageListQuery = Type.Object({
  ...pageQuery(100, 20),
  sortBy: Type.Optional(Type.Enum(['createdAt', 'name', 'subject', 'status'])),
  sortOrder: Type.Optional(Type.Enum(['asc', 'desc'])),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Enum(['UNREAD', 'READ', 'REPLIED', 'all'])),
});

export const MessageStats = named(
  'MessageStats',
  Type.Object({
    total: Type.Integer(),
    unread: Type.Integer(),
    read: Type.Integer(),
    replied: Type.Integer(),
  }),
);

/** A message can be marked READ or REPLIED; there is no way back to UNREAD. */
export const MessageStatusBody = Type.Object({
  status: Type.Enum(['READ', 'REPLIED']),
});

const Required = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** The public contact form. */
export const ContactBody = Type.Object({
  name: Required(200),
  email: EmailInput,
  phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9 +()\\-]*$' })),
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  message: Required(5000),
});

export const ContactResult = named(
  'ContactResult',
  Type.Object({
    success: Type.Literal(true),
    message: Type.String(),
    data: Type.Object({ id: Type.Integer() }),
  }),
);
