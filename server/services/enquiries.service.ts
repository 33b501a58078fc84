import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { frameEnquiries, frames } from '../db/schema';
import { notFound } from '../lib/errors';
import type { ServiceDeps } from './deps';
import { FRAME_NOT_FOUND } from './frameView';

export type EnquiryKind = 'chat' | 'email';

export interface EnquiryCounts {
  chat: number;
  email: number;
  total: number;
}

export interface FrameEnquiryCount extends EnquiryCounts {
  frameId: number;
  name: string;
}

/** The most-asked-for frames over the last `days` days (today included, UTC days). */
export interface EnquiryTop {
  days: number;
  /** The first day counted, `YYYY-MM-DD` (UTC). */
  since: string;
  totals: EnquiryCounts;
  frames: FrameEnquiryCount[];
}

/** One frame's counts over the last 7 and 30 days. */
export interface FrameEnquiries {
  frameId: number;
  last7: EnquiryCounts;
  last30: EnquiryCounts;
}

/** Buckets older than this are dropped (the admin reads at most 90 days). */
export const ENQUIRY_RETENTION_DAYS = 90;
/** Admin sockets hear of new enquiries at most this often (a burst of clicks is one refetch). */
export const ENQUIRY_EVENT_INTERVAL_MS = 1000;

const DAY_MS = 86_400_000;

/** The UTC day `offset` days from `now`, as `YYYY-MM-DD`. */
export function utcDay(now: Date, offset = 0): string {
  return new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

const counts = (chat: unknown, email: unknown): EnquiryCounts => {
  const c = Number(chat ?? 0);
  const e = Number(email ?? 0);
  return { chat: c, email: e, total: c + e };
};

/**
 * The storefront's Buy (chat) and e-mail enquiry clicks per frame, in daily buckets: the beacon adds one
 * to today's counter of the frame; nothing about the visitor is kept.
 */
export class EnquiriesService {
  private lastPrunedDay: string | undefined;
  private lastEventAt = 0;
  private eventTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: ServiceDeps) {}

  /** Counts one click; an unknown frame is a 404 (nothing is stored). */
  async record(frameId: number, kind: EnquiryKind, now = new Date()): Promise<void> {
    const { db } = this.deps;
    const day = utcDay(now);
    const chat = kind === 'chat' ? 1 : 0;
    // One statement: the frame must exist (else no row), and concurrent clicks add up in the database.
    const rows = await db
      .insert(frameEnquiries)
      .select(
        db
          .select({
            frameId: frames.id,
            day: sql<string>`${day}::date`.as('day'),
            chat: sql<number>`${chat}::int`.as('chat'),
            email: sql<number>`${1 - chat}::int`.as('email'),
          })
          .from(frames)
          .where(eq(frames.id, frameId)),
      )
      .onConflictDoUpdate({
        target: [frameEnquiries.frameId, frameEnquiries.day],
        set: {
          chat: sql`${frameEnquiries.chat} + excluded.chat`,
          email: sql`${frameEnquiries.email} + excluded.email`,
        },
      })
      .returning({ frameId: frameEnquiries.frameId });
    if (rows.length === 0) throw notFound(FRAME_NOT_FOUND);
    this.announce();
    if (this.lastPrunedDay !== day) {
      this.lastPrunedDay = day;
      await db.delete(frameEnquiries).where(lt(frameEnquiries.day, utcDay(now, -ENQUIRY_RETENTION_DAYS)));
    }
  }

  /** The `limit` frames with the most enquiries over the last `days` days, most first, then by name. */
  async top(days: number, limit: number, now = new Date()): Promise<EnquiryTop> {
    const { db } = this.deps;
    const since = utcDay(now, -(days - 1));
    const inWindow = gte(frameEnquiries.day, since);
    const total = sql<number>`sum(${frameEnquiries.chat} + ${frameEnquiries.email})::int`;
    const [rows, [sums]] = await Promise.all([
      db
        .select({
          frameId: frames.id,
          name: frames.name,
          chat: sql<number>`sum(${frameEnquiries.chat})::int`,
          email: sql<number>`sum(${frameEnquiries.email})::int`,
          total,
        })
        .from(frameEnquiries)
        .innerJoin(frames, eq(frames.id, frameEnquiries.frameId))
        .where(inWindow)
        .groupBy(frames.id, frames.name)
        .orderBy(desc(total), asc(frames.name), asc(frames.id))
        .limit(limit),
      db
        .select({
          chat: sql<number>`coalesce(sum(${frameEnquiries.chat}), 0)::int`,
          email: sql<number>`coalesce(sum(${frameEnquiries.email}), 0)::int`,
        })
        .from(frameEnquiries)
        .where(inWindow),
    ]);
    return {
      days,
      since,
      totals: counts(sums?.chat, sums?.email),
      frames: rows.map((r) => ({ frameId: r.frameId, name: r.name, ...counts(r.chat, r.email) })),
    };
  }

  /** One frame's counts over the last 7 and 30 days; an unknown frame is a 404. */
  async forFrame(frameId: number, now = new Date()): Promise<FrameEnquiries> {
    const { db } = this.deps;
    const since7 = utcDay(now, -6);
    const since30 = utcDay(now, -29);
    const recent = sql`${frameEnquiries.day} >= ${since7}::date`;
    const [[frame], [sums]] = await Promise.all([
      db.select({ id: frames.id }).from(frames).where(eq(frames.id, frameId)),
      db
        .select({
          chat7: sql<number>`coalesce(sum(${frameEnquiries.chat}) filter (where ${recent}), 0)::int`,
          email7: sql<number>`coalesce(sum(${frameEnquiries.email}) filter (where ${recent}), 0)::int`,
          chat30: sql<number>`coalesce(sum(${frameEnquiries.chat}), 0)::int`,
          email30: sql<number>`coalesce(sum(${frameEnquiries.email}), 0)::int`,
        })
        .from(frameEnquiries)
        .where(and(eq(frameEnquiries.frameId, frameId), gte(frameEnquiries.day, since30))),
    ]);
    if (!frame) throw notFound(FRAME_NOT_FOUND);
    return {
      frameId,
      last7: counts(sums?.chat7, sums?.email7),
      last30: counts(sums?.chat30, sums?.email30),
    };
  }

  /**
   * Tells admin sockets that the counts changed (no data: which frame was asked for is not broadcast),
   * at most once per interval: the first click at once, the rest of a burst once at its end.
   */
  private announce(): void {
    const publish = () => {
      this.lastEventAt = Date.now();
      this.deps.events.publish({ audience: 'admin', type: 'enquiries.changed' });
    };
    if (this.eventTimer) return;
    const wait = this.lastEventAt + ENQUIRY_EVENT_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      publish();
      return;
    }
    this.eventTimer = setTimeout(() => {
      this.eventTimer = undefined;
      publish();
    }, wait);
    this.eventTimer.unref?.();
  }

  /** Stops a pending announcement (the app is closing). */
  close(): void {
    if (this.eventTimer) clearTimeout(this.eventTimer);
    this.eventTimer = undefined;
  }
}
