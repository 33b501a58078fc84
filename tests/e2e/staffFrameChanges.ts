/**
 * The convergence test's changes in the frames room (staffChanges.ts): frames made, changed, deleted, sold out
 * and reordered, their pictures added, deleted and reordered, and a shopper's enquiry on one.
 */
import sharp from 'sharp';
import { baseUrl } from './fixture';
import type { StaffModel } from './staffChanges';
import { type Kind, pick, type Step } from './staffSteps';

export interface OwnFrame {
  id: number;
  imageIds: number[];
  labelIds: number[];
}
export interface ServerFrame {
  id: number;
  displayOrder: number;
  images: { id: number }[];
  labels: { id: number }[];
}

const CATEGORIES = ['Classic', 'Modern', 'Luxury', 'Vintage', 'Minimalist', null];

/** The pictures made so far, by colour. */
const pngs = new Map<number, Promise<Buffer>>();
/** A small PNG of one flat colour. */
const flat = (colour: number) => {
  const raw = Buffer.alloc(48 * 32 * 3, colour);
  const made =
    pngs.get(colour) ??
    sharp(raw, { raw: { width: 48, height: 32, channels: 3 } })
      .png()
      .toBuffer();
  pngs.set(colour, made);
  return made;
};

/** A small picture made for the step (a flat colour from its number), as the API takes it. */
async function upload(token: string, frameId: number, n: number): Promise<ServerFrame> {
  const png = await flat(n % 251);
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), `c-${n}.png`);
  const res = await fetch(`${baseUrl()}/api/frames/${frameId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { data: ServerFrame; message?: string };
  if (!res.ok) throw new Error(`upload: ${res.status} ${json.message}`);
  return json.data;
}

function keep(m: StaffModel, frame: ServerFrame) {
  m.frames.set(frame.id, {
    id: frame.id,
    imageIds: frame.images.map((i) => i.id),
    labelIds: frame.labels.map((l) => l.id),
  });
}

function labelsFor(m: StaffModel, r: number, n: number) {
  const own = [...m.labels];
  return r < 0.5 || own.length === 0 ? [] : own.filter((_, i) => (n >> i) & 1).slice(0, 2);
}

function frameBody(m: StaffModel, s: Step) {
  const price = 500 + (s.n % 90) * 100;
  return {
    name: `${m.prefix} Frame ${s.n}`,
    description: `Made by the convergence test, step ${s.n}.`,
    originalPrice: price + (s.b < 0.5 ? 0 : 750),
    currentPrice: price,
    category: pick(CATEGORIES, s.b),
    labels: labelsFor(m, s.a, s.n),
  };
}

/** Applies a frames-room step (`redo` applies another kind instead); undefined for another room's kind. */
export async function changeFrames(
  m: StaffModel,
  s: Step,
  redo: (s: Step) => Promise<Kind>,
): Promise<Kind | undefined> {
  const frames = [...m.frames.values()];
  const frame = pick(frames, s.a);
  switch (s.kind) {
    case 'frame.create':
      if (frames.length >= 8) return redo({ ...s, kind: 'frame.delete' });
      keep(m, await m.api<ServerFrame>('POST', '/frames', frameBody(m, s)));
      return s.kind;
    case 'frame.update':
      if (!frame) return redo({ ...s, kind: 'frame.create' });
      keep(m, await m.api<ServerFrame>('PUT', `/frames/${frame.id}`, frameBody(m, s)));
      return s.kind;
    case 'frame.delete': {
      // Two frames are always left (the frame page shows one); with two, a third is made first.
      const gone = await m.subject(
        () => (m.frames.size > 2 ? pick([...m.frames.values()], s.a) : undefined),
        () => redo({ ...s, kind: 'frame.create' }),
      );
      await m.api('DELETE', `/frames/${gone.id}`);
      m.frames.delete(gone.id);
      return s.kind;
    }
    case 'frame.status':
      if (!frame) return redo({ ...s, kind: 'frame.create' });
      await m.api('PUT', `/frames/${frame.id}/status`, {
        status: s.b < 0.5 ? 'OUT_OF_STOCK' : 'IN_STOCK',
      });
      return s.kind;
    case 'frames.reorder': {
      if (!frame) return redo({ ...s, kind: 'frame.create' });
      const ids = (await m.api<ServerFrame[]>('GET', '/frames?limit=1000')).map((f) => f.id);
      const rest = ids.filter((id) => id !== frame.id);
      rest.splice(Math.floor(s.b * (rest.length + 1)), 0, frame.id);
      await m.api('PUT', '/frames/display-order', {
        frameOrders: rest.map((frameId, displayOrder) => ({ frameId, displayOrder })),
      });
      return s.kind;
    }
    case 'picture.add':
      if (!frame) return redo({ ...s, kind: 'frame.create' });
      if (frame.imageIds.length >= 5) return redo({ ...s, kind: 'picture.delete' });
      keep(m, await upload(m.token, frame.id, s.n));
      return s.kind;
    case 'picture.delete': {
      // A frame with pictures, the one `a` points at among them (with none, a picture is added first).
      const from = await m.subject(
        () =>
          pick(
            [...m.frames.values()].filter((f) => f.imageIds.length > 0),
            s.a,
          ),
        () => redo({ ...s, kind: 'picture.add' }),
      );
      const imageId = pick(from.imageIds, s.b) as number;
      await m.api('DELETE', `/frames/${from.id}/images/${imageId}`);
      from.imageIds = from.imageIds.filter((id) => id !== imageId);
      return s.kind;
    }
    case 'picture.reorder': {
      // A frame with two pictures or more (with none, the frame with the most gets a second one first).
      const of = await m.subject(
        () =>
          pick(
            [...m.frames.values()].filter((f) => f.imageIds.length >= 2),
            s.a,
          ),
        async () => {
          const most = [...m.frames.values()].sort((x, y) => y.imageIds.length - x.imageIds.length)[0];
          for (let has = most?.imageIds.length ?? 2; most && has < 2; has += 1)
            keep(m, await upload(m.token, most.id, s.n + has));
          return 'picture.add';
        },
      );
      // A rotation by 1 or more: never the order it had.
      const by = 1 + Math.floor(s.b * (of.imageIds.length - 1));
      const imageIds = [...of.imageIds.slice(by), ...of.imageIds.slice(0, by)];
      keep(m, await m.api<ServerFrame>('PUT', `/frames/${of.id}/images/reorder`, { imageIds }));
      return s.kind;
    }
    case 'enquiry.record': {
      if (!frame) return redo({ ...s, kind: 'frame.create' });
      // A shopper's Buy or e-mail click on the frame (the storefront's beacon): the dashboard's Enquiries.
      const res = await fetch(`${baseUrl()}/api/public/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ frameId: frame.id, kind: s.b < 0.5 ? 'chat' : 'email' }),
      });
      if (!res.ok) throw new Error(`enquiry: ${res.status} ${await res.text()}`);
      return s.kind;
    }
  }
  return undefined;
}
