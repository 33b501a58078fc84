import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { messages } from '../db/schema';
import { notFound } from '../lib/errors';
import { assertFresh, bump } from '../lib/precondition';
import { validEmail } from '../lib/rules';
import { likePattern } from '../lib/sql';
import type { ServiceDeps } from './deps';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const DEFAULT_SUBJECT = 'Contact Form Submission';

import type { MessageStatus } from '../schemas/messages';

export type { MessageStatus };

export interface MessageView {
  id: number;
  subject: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: MessageStatus;
  createdAt: string;
  version: number;
}

export interface MessageListQuery {
  page: number;
  limit: number;
  sortBy: 'createdAt' | 'name' | 'subject' | 'status';
  sortOrder: 'asc' | 'desc';
  search?: string | undefined;
  status?: MessageStatus | 'all' | undefined;
}

export interface ContactInput {
  name: string;
  email: string;
  phone?: string | undefined;
  subject?: string | undefined;
  message: string;
}

const view = (row: typeof messages.$inferSelect): MessageView => ({
  id: row.id,
  subject: row.subject,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

const sortColumns = {
  createdAt: messages.createdAt,
  name: messages.name,
  subject: messages.subject,
  status: messages.status,
};

/** Customer messages: created by the public contact form, then marked READ or REPLIED, or deleted. */
export class MessagesService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(q: MessageListQuery): Promise<{ items: MessageView[]; total: number }> {
    const { db } = this.deps;
    const conditions: SQL[] = [];
    if (q.status && q.status !== 'all') conditions.push(eq(messages.status, q.status));
    const search = q.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      const any = or(
        ilike(messages.subject, pattern),
        ilike(messages.name, pattern),
        ilike(messages.email, pattern),
        ilike(messages.message, pattern),
      );
      if (any) conditions.push(any);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const order = q.sortOrder === 'asc' ? asc : desc;
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(messages)
        .where(where)
        .orderBy(order(sortColumns[q.sortBy]), order(messages.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ total: count() }).from(messages).where(where),
    ]);
    return { items: rows.map(view), total: totals?.total ?? 0 };
  }

  async stats(): Promise<{ total: number; unread: number; read: number; replied: number }> {
    const [row] = await this.deps.db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${messages.status} = 'UNREAD'))::int`,
        read: sql<number>`(count(*) filter (where ${messages.status} = 'READ'))::int`,
        replied: sql<number>`(count(*) filter (where ${messages.status} = 'REPLIED'))::int`,
      })
      .from(messages);
    return {
      total: Number(row?.total ?? 0),
      unread: Number(row?.unread ?? 0),
      read: Number(row?.read ?? 0),
      replied: Number(row?.replied ?? 0),
    };
  }

  async get(id: number): Promise<MessageView> {
    const [row] = await this.deps.db.select().from(messages).where(eq(messages.id, id));
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    return view(row);
  }

  /** A message from the public contact form: stored UNREAD, logged, and told to admin panels. */
  async create(input: ContactInput): Promise<MessageView> {
    const name = input.name.trim();
    const email = validEmail(input.email);
    const phone = input.phone?.trim() || null;
    const subject = input.subject?.trim() || DEFAULT_SUBJECT;
    const message = input.message.trim();
    const row = await this.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(messages)
        .values({ name, email, phone, subject, message, status: 'UNREAD' })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await this.deps.activity.record(
        {
          type: 'message',
          action: 'New message',
          item: `${subject} from ${name}`,
          targetId: created.id,
          status: 'UNREAD',
        },
        tx,
      );
      return created;
    });
    const created = view(row);
    this.deps.events.publish({ audience: 'admin', type: 'message.created', id: row.id, data: created });
    return created;
  }

  async setStatus(
    id: number,
    status: 'READ' | 'REPLIED',
    actorId: number,
    ifMatch?: string,
  ): Promise<MessageView> {
    const row = await this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
      if (!current) throw notFound(MESSAGE_NOT_FOUND);
      assertFresh(ifMatch, current.version, 'message');
      const [updated] = await tx
        .update(messages)
        .set({ status, version: bump(messages.version) })
        .where(eq(messages.id, id))
        .returning();
      if (!updated) throw notFound(MESSAGE_NOT_FOUND);
      await this.deps.activity.record(
        {
          type: 'message',
          action: status === 'READ' ? 'Message marked as read' : 'Message marked as replied',
          item: `${updated.subject} from ${updated.name}`,
          status,
          targetId: id,
          actorId,
        },
        tx,
      );
      return updated;
    });
    const updated = view(row);
    this.deps.events.publish({ audience: 'admin', type: 'message.updated', id, data: updated });
    return updated;
  }

  async remove(id: number, actorId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(messages).where(eq(messages.id, id)).returning();
      if (!deleted) throw notFound(MESSAGE_NOT_FOUND);
      await this.deps.activity.record(
        {
          type: 'message',
          action: 'Message deleted',
          item: `${deleted.subject} from ${deleted.name}`,
          status: 'deleted',
          targetId: id,
          actorId,
        },
        tx,
      );
    });
    this.deps.events.publish({ audience: 'admin', type: 'message.deleted', id });
  }
}
