/**
 * Random staff changes through the REST API, for the convergence test (convergence.e2e.test.ts): a model of
 * what the test owns (its frames with their pictures, labels, marquee items, messages, users), one change
 * per server event kind, each chosen and filled in from a seeded step so a seed replays the same run.
 * Only what the test made is changed or deleted (the demo catalogue, which other e2e files rely on, only
 * has its display order moved, and that is put back by `restore`).
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { adminApi, baseUrl } from './fixture';

/** Every change a member of staff can make, named by what the server then tells open pages. */
export const KINDS = [
  'frame.create',
  'frame.update',
  'frame.delete',
  'frame.status',
  'frames.reorder',
  'picture.add',
  'picture.delete',
  'picture.reorder',
  'label.create',
  'label.update',
  'label.delete',
  'marquee.add',
  'marquee.update',
  'marquee.toggle',
  'marquee.delete',
  'message.create',
  'message.status',
  'message.delete',
  'user.create',
  'user.update',
  'user.role',
  'user.status',
  'user.delete',
  'enquiry.record',
] as const;
export type Kind = (typeof KINDS)[number];

/** One step of a sequence: a kind and random numbers that pick its subject and fill it in. */
export interface Step {
  kind: Kind;
  a: number;
  b: number;
  n: number;
}

/** The kinds whose names start with one of `only` (comma-separated: 'message,enquiry' to replay a failure among those), or all. */
const kinds = (only: string | undefined) =>
  only ? KINDS.filter((k) => only.split(',').some((p) => k.startsWith(p))) : KINDS;

const step = fc.record({
  kind: fc.constantFrom(...kinds(process.env.CONVERGENCE_KINDS)),
  a: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  b: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  n: fc.nat({ max: 1_000_000 }),
});

/** `count` sequences of `length` steps, the same for the same seed. */
export const sequencesFor = (seed: number, count: number, length: number): Step[][] =>
  fc.sample(fc.array(step, { minLength: length, maxLength: length }), { seed, numRuns: count });

interface OwnFrame {
  id: number;
  imageIds: number[];
  labelIds: number[];
}
interface ServerFrame {
  id: number;
  displayOrder: number;
  images: { id: number }[];
  labels: { id: number }[];
}

const pick = <T>(list: readonly T[], r: number): T | undefined => list[Math.floor(r * list.length)];
const CATEGORIES = ['Classic', 'Modern', 'Luxury', 'Vintage', 'Minimalist', null];
const COLORS = ['#3B82F6', '#10B981', '#EF4444', '#111827', '#F9FAFB', '#A855F7'];

/** A small picture made for the step (a flat colour from its number), as the API takes it. */
async function upload(token: string, frameId: number, n: number): Promise<ServerFrame> {
  const raw = Buffer.alloc(48 * 32 * 3, n % 251);
  const png = await sharp(raw, { raw: { width: 48, height: 32, channels: 3 } })
    .png()
    .toBuffer();
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

/** What the test owns on the server, kept in step with every answer. */
export class StaffModel {
  frames = new Map<number, OwnFrame>();
  labels = new Set<number>();
  marquee = new Map<number, { active: boolean }>();
  messages = new Set<number>();
  users = new Set<number>();
  /** The demo frames' display order when the run started (put back by `restore`). */
  private demoOrder: { frameId: number; displayOrder: number }[] = [];
  /** The kinds applied as themselves (a step with no subject becomes another kind). */
  applied = new Set<Kind>();
  /** Made names and e-mails unique ('L11' twice in a sequence: 409, a label of that name exists). */
  private serial = 0;

  constructor(
    private readonly token: string,
    private readonly prefix: string,
  ) {}

  private api<T>(method: string, path: string, body?: unknown) {
    return adminApi<T>(this.token, method, path, body);
  }

  async start() {
    const all = await this.api<ServerFrame[]>('GET', '/frames?limit=1000');
    this.demoOrder = all.map((f) => ({ frameId: f.id, displayOrder: f.displayOrder }));
  }

  private keep(frame: ServerFrame) {
    this.frames.set(frame.id, {
      id: frame.id,
      imageIds: frame.images.map((i) => i.id),
      labelIds: frame.labels.map((l) => l.id),
    });
  }

  private labelsFor(r: number, n: number) {
    const own = [...this.labels];
    return r < 0.5 || own.length === 0 ? [] : own.filter((_, i) => (n >> i) & 1).slice(0, 2);
  }

  private frameBody(s: Step) {
    const price = 500 + (s.n % 90) * 100;
    return {
      name: `${this.prefix} Frame ${s.n}`,
      description: `Made by the convergence test, step ${s.n}.`,
      originalPrice: price + (s.b < 0.5 ? 0 : 750),
      currentPrice: price,
      category: pick(CATEGORIES, s.b),
      labels: this.labelsFor(s.a, s.n),
    };
  }

  /** Applies one step; returns the kind it was applied as. */
  async apply(s: Step): Promise<Kind> {
    const kind = await this.change(s);
    this.applied.add(kind);
    return kind;
  }

  private async change(s: Step): Promise<Kind> {
    const frames = [...this.frames.values()];
    const frame = pick(frames, s.a);
    const labelsUsed = new Set(frames.flatMap((f) => f.labelIds));
    switch (s.kind) {
      case 'frame.create':
        if (frames.length >= 8) return this.change({ ...s, kind: 'frame.delete' });
        this.keep(await this.api<ServerFrame>('POST', '/frames', this.frameBody(s)));
        return s.kind;
      case 'frame.update':
        if (!frame) return this.change({ ...s, kind: 'frame.create' });
        this.keep(await this.api<ServerFrame>('PUT', `/frames/${frame.id}`, this.frameBody(s)));
        return s.kind;
      case 'frame.delete':
        if (frames.length <= 2 || !frame) return this.change({ ...s, kind: 'frame.create' });
        await this.api('DELETE', `/frames/${frame.id}`);
        this.frames.delete(frame.id);
        return s.kind;
      case 'frame.status':
        if (!frame) return this.change({ ...s, kind: 'frame.create' });
        await this.api('PUT', `/frames/${frame.id}/status`, {
          status: s.b < 0.5 ? 'OUT_OF_STOCK' : 'IN_STOCK',
        });
        return s.kind;
      case 'frames.reorder': {
        if (!frame) return this.change({ ...s, kind: 'frame.create' });
        const ids = (await this.api<ServerFrame[]>('GET', '/frames?limit=1000')).map((f) => f.id);
        const rest = ids.filter((id) => id !== frame.id);
        rest.splice(Math.floor(s.b * (rest.length + 1)), 0, frame.id);
        await this.api('PUT', '/frames/display-order', {
          frameOrders: rest.map((frameId, displayOrder) => ({ frameId, displayOrder })),
        });
        return s.kind;
      }
      case 'picture.add':
        if (!frame) return this.change({ ...s, kind: 'frame.create' });
        if (frame.imageIds.length >= 5) return this.change({ ...s, kind: 'picture.delete' });
        this.keep(await upload(this.token, frame.id, s.n));
        return s.kind;
      case 'picture.delete': {
        const imageId = frame && pick(frame.imageIds, s.b);
        if (!frame || imageId === undefined) return this.change({ ...s, kind: 'picture.add' });
        await this.api('DELETE', `/frames/${frame.id}/images/${imageId}`);
        frame.imageIds = frame.imageIds.filter((id) => id !== imageId);
        return s.kind;
      }
      case 'picture.reorder': {
        if (!frame || frame.imageIds.length < 2) return this.change({ ...s, kind: 'picture.add' });
        // A rotation by 1 or more: never the order it had.
        const by = 1 + Math.floor(s.b * (frame.imageIds.length - 1));
        const imageIds = [...frame.imageIds.slice(by), ...frame.imageIds.slice(0, by)];
        this.keep(await this.api<ServerFrame>('PUT', `/frames/${frame.id}/images/reorder`, { imageIds }));
        return s.kind;
      }
      case 'label.create': {
        if (this.labels.size >= 5) return this.change({ ...s, kind: 'label.delete' });
        const body = { name: `${this.prefix} L${s.n}.${++this.serial}`, color: pick(COLORS, s.b) };
        this.labels.add((await this.api<{ id: number }>('POST', '/labels', body)).id);
        return s.kind;
      }
      case 'label.update': {
        const id = pick([...this.labels], s.a);
        if (id === undefined) return this.change({ ...s, kind: 'label.create' });
        const body =
          s.b < 0.5 ? { name: `${this.prefix} L${s.n}.${++this.serial}` } : { color: pick(COLORS, s.b) };
        await this.api('PUT', `/labels/${id}`, body);
        return s.kind;
      }
      case 'label.delete': {
        const id = pick(
          [...this.labels].filter((l) => !labelsUsed.has(l)),
          s.a,
        );
        if (id === undefined) return this.change({ ...s, kind: 'label.create' });
        await this.api('DELETE', `/labels/${id}`);
        this.labels.delete(id);
        return s.kind;
      }
      case 'marquee.add': {
        if (this.marquee.size >= 4) return this.change({ ...s, kind: 'marquee.delete' });
        const body = { text: `${this.prefix} news ${s.n}`, isActive: s.b < 0.7, order: s.n % 7 };
        const item = await this.api<{ id: number; isActive: boolean }>('POST', '/marquee', body);
        this.marquee.set(item.id, { active: item.isActive });
        return s.kind;
      }
      case 'marquee.update': {
        const id = pick([...this.marquee.keys()], s.a);
        if (id === undefined) return this.change({ ...s, kind: 'marquee.add' });
        const body = s.b < 0.5 ? { text: `${this.prefix} news ${s.n}` } : { order: s.n % 7 };
        await this.api('PUT', `/marquee/${id}`, body);
        return s.kind;
      }
      case 'marquee.toggle': {
        const id = pick([...this.marquee.keys()], s.a);
        if (id === undefined) return this.change({ ...s, kind: 'marquee.add' });
        await this.api('PATCH', `/marquee/${id}/toggle`);
        return s.kind;
      }
      case 'marquee.delete': {
        const id = pick([...this.marquee.keys()], s.a);
        if (id === undefined) return this.change({ ...s, kind: 'marquee.add' });
        await this.api('DELETE', `/marquee/${id}`);
        this.marquee.delete(id);
        return s.kind;
      }
      case 'message.create': {
        if (this.messages.size >= 6) return this.change({ ...s, kind: 'message.delete' });
        const res = await fetch(`${baseUrl()}/api/public/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `${this.prefix} Shopper ${s.n}`,
            email: `shopper-${s.n}@example.com`,
            subject: `Question ${s.n}`,
            message: `Is frame ${s.n} available in black?`,
          }),
        });
        const json = (await res.json()) as { data: { id: number }; message?: string };
        if (!res.ok) throw new Error(`contact: ${res.status} ${json.message}`);
        this.messages.add(json.data.id);
        return s.kind;
      }
      case 'message.status': {
        const id = pick([...this.messages], s.a);
        if (id === undefined) return this.change({ ...s, kind: 'message.create' });
        await this.api('PUT', `/messages/${id}/status`, { status: s.b < 0.5 ? 'READ' : 'REPLIED' });
        return s.kind;
      }
      case 'message.delete': {
        const id = pick([...this.messages], s.a);
        if (id === undefined) return this.change({ ...s, kind: 'message.create' });
        await this.api('DELETE', `/messages/${id}`);
        this.messages.delete(id);
        return s.kind;
      }
      case 'user.create': {
        if (this.users.size >= 4) return this.change({ ...s, kind: 'user.delete' });
        const user = await this.api<{ id: number }>('POST', '/users', {
          name: `${this.prefix} Staff ${s.n}`,
          email: `${this.prefix.toLowerCase()}-${s.n}-${++this.serial}@example.com`,
          password: 'convergence-123',
          role: s.b < 0.5 ? 'ADMIN' : 'SUPER_ADMIN',
        });
        this.users.add(user.id);
        return s.kind;
      }
      case 'enquiry.record': {
        if (!frame) return this.change({ ...s, kind: 'frame.create' });
        // A shopper's Buy or e-mail click on the frame (the storefront's beacon): the dashboard's Enquiries.
        const res = await fetch(`${baseUrl()}/api/public/enquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ frameId: frame.id, kind: s.b < 0.5 ? 'chat' : 'email' }),
        });
        if (!res.ok) throw new Error(`enquiry: ${res.status} ${await res.text()}`);
        return s.kind;
      }
      case 'user.update':
      case 'user.role':
      case 'user.status':
      case 'user.delete': {
        const id = pick([...this.users], s.a);
        if (id === undefined) return this.change({ ...s, kind: 'user.create' });
        if (s.kind === 'user.update')
          await this.api('PUT', `/users/${id}`, { name: `${this.prefix} Staff ${s.n}` });
        if (s.kind === 'user.role')
          await this.api('PUT', `/users/${id}/role`, { role: s.b < 0.5 ? 'ADMIN' : 'SUPER_ADMIN' });
        if (s.kind === 'user.status')
          await this.api('PUT', `/users/${id}/status`, { status: s.b < 0.5 ? 'SUSPENDED' : 'ACTIVE' });
        if (s.kind === 'user.delete') {
          await this.api('DELETE', `/users/${id}`);
          this.users.delete(id);
        }
        return s.kind;
      }
    }
  }

  /** Deletes what the test made and puts the demo frames back in their order. */
  async restore() {
    const quietly = (p: Promise<unknown>) => p.catch(() => undefined);
    for (const id of this.frames.keys()) await quietly(this.api('DELETE', `/frames/${id}`));
    for (const id of this.labels) await quietly(this.api('DELETE', `/labels/${id}`));
    for (const id of this.marquee.keys()) await quietly(this.api('DELETE', `/marquee/${id}`));
    for (const id of this.messages) await quietly(this.api('DELETE', `/messages/${id}`));
    for (const id of this.users) await quietly(this.api('DELETE', `/users/${id}`));
    if (this.demoOrder.length)
      await quietly(this.api('PUT', '/frames/display-order', { frameOrders: this.demoOrder }));
  }
}
