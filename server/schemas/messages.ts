import { Type } from 'typebox';
import { pageQuery } from '../lib/envelope';

export const MessageStatus = Type.Enum(['UNREAD', 'READ', 'REPLIED']);

export const Message = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  status: MessageStatus,
  createdAt: Type.String({ format: 'date-time' }),
});

export const MessageListQuery = Type.Object({
  ...pageQuery(100, 20),
  sortBy: Type.Optional(Type.Enum(['createdAt', 'name', 'subject', 'status'])),
  sortOrder: Type.Optional(Type.Enum(['asc', 'desc'])),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Enum(['UNREAD', 'READ', 'REPLIED', 'all'])),
});

export const MessageStats = Type.Object({
  total: Type.Integer(),
  unread: Type.Integer(),
  read: Type.Integer(),
  replied: Type.Integer(),
});

/** A message can be marked READ or REPLIED; there is no way back to UNREAD. */
export const MessageStatusBody = Type.Object({
  status: Type.Enum(['READ', 'REPLIED']),
});

const Required = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** The public contact form. */
export const ContactBody = Type.Object({
  name: Required(200),
  /** The format is checked after trimming, in the service. */
  email: Type.String({ minLength: 1, maxLength: 254 }),
  phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9 +()\\-]*$' })),
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  message: Required(5000),
});

export const ContactResult = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ id: Type.Integer() }),
});
