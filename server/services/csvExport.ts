// The frames CSV (docs/api.md, "CSV export and import"): one header row, then one row per frame; messages too.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { BOM, csvLine } from '../lib/csv';
import { FRAME_COLUMNS, LIST_SEPARATOR, priceText } from './frameCsvColumns';
import type { FrameListQuery } from './frames.queries';
import type { FramesService } from './frames.service';
import type { FrameView } from './frameView';
import type { MessageListQuery, MessagesService } from './messages.service';

/** One frame's cells, in FRAME_COLUMNS' order. */
export function frameCells(frame: FrameView): string[] {
  return [
    String(frame.id),
    frame.name,
    frame.description,
    frame.category ?? '',
    priceText(frame.currentPrice),
    priceText(frame.originalPrice),
    frame.status,
    frame.published ? 'yes' : 'no',
    frame.labels.map((l) => l.name).join(LIST_SEPARATOR),
    String(frame.displayOrder),
    frame.images.map((i) => i.imageUrl).join(LIST_SEPARATOR),
  ];
}

/** The export, as text chunks: a BOM and the header, then each batch of frames the filters match. */
export async function* framesCsv(
  frames: FramesService,
  q: Omit<FrameListQuery, 'page' | 'limit'>,
): AsyncGenerator<string> {
  yield BOM + csvLine(FRAME_COLUMNS);
  for await (const batch of frames.batches(q)) yield batch.map((f) => csvLine(frameCells(f))).join('');
}

/** A file name for a download made today: frames-2026-11-26.csv. */
export const csvFileName = (what: string, now = new Date()) =>
  `${what}-${now.toISOString().slice(0, 10)}.csv`;

/** Streams a CSV download named for today, never cached. */
export const sendCsv = (reply: FastifyReply, what: string, chunks: AsyncGenerator<string>) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(what)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));

export const MESSAGE_COLUMNS = [
  'id',
  'received',
  'status',
  'name',
  'email',
  'phone',
  'subject',
  'message',
] as const;

/** The messages the list's filters match, in its order: a BOM and the header, then 500 at a time. */
export async function* messagesCsv(
  messages: MessagesService,
  q: Omit<MessageListQuery, 'page' | 'limit'>,
): AsyncGenerator<string> {
  yield BOM + csvLine(MESSAGE_COLUMNS);
  const limit = 500;
  for (let page = 1; ; page += 1) {
    const { items } = await messages.list({ ...q, page, limit });
    yield items
      .map((m) =>
        csvLine([m.id, m.createdAt, m.status, m.name, m.email, m.phone ?? '', m.subject, m.message]),
      )
      .join('');
    if (items.length < limit) return;
  }
}
