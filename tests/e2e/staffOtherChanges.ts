/**
 * The convergence test's changes in the other rooms (staffChanges.ts): labels, marquee items, messages (a
 * shopper's, then read, replied or deleted) and users (made, renamed, their role or status changed, deleted).
 */
import { baseUrl } from './fixture';
import type { StaffModel } from './staffChanges';
import { type Kind, pick, type Step } from './staffSteps';

const COLORS = ['#3B82F6', '#10B981', '#EF4444', '#111827', '#F9FAFB', '#A855F7'];

/** Applies a step of the other rooms (`redo` applies another kind instead); undefined for a frames-room kind. */
export async function changeOthers(
  m: StaffModel,
  s: Step,
  redo: (s: Step) => Promise<Kind>,
): Promise<Kind | undefined> {
  const labelsUsed = new Set([...m.frames.values()].flatMap((f) => f.labelIds));
  // The subjects of changes, made first when there is none.
  const marqueeItem = () =>
    m.subject(
      () => pick([...m.marquee.keys()], s.a),
      () => redo({ ...s, kind: 'marquee.add' }),
    );
  const message = () =>
    m.subject(
      () => pick([...m.messages], s.a),
      () => redo({ ...s, kind: 'message.create' }),
    );
  switch (s.kind) {
    case 'label.create': {
      if (m.labels.size >= 5) return redo({ ...s, kind: 'label.delete' });
      const body = { name: `${m.prefix} L${s.n}.${m.unique()}`, color: pick(COLORS, s.b) };
      m.labels.add((await m.api<{ id: number }>('POST', '/labels', body)).id);
      return s.kind;
    }
    case 'label.update': {
      const id = await m.subject(
        () => pick([...m.labels], s.a),
        () => redo({ ...s, kind: 'label.create' }),
      );
      const body = s.b < 0.5 ? { name: `${m.prefix} L${s.n}.${m.unique()}` } : { color: pick(COLORS, s.b) };
      await m.api('PUT', `/labels/${id}`, body);
      return s.kind;
    }
    case 'label.delete': {
      // A label on no frame; with none, a new one first (at five labels, all on frames, a change instead:
      // a create would come back here).
      const unused = () =>
        pick(
          [...m.labels].filter((l) => !labelsUsed.has(l)),
          s.a,
        );
      if (unused() === undefined && m.labels.size >= 5) return redo({ ...s, kind: 'label.update' });
      const id = await m.subject(unused, () => redo({ ...s, kind: 'label.create' }));
      await m.api('DELETE', `/labels/${id}`);
      m.labels.delete(id);
      return s.kind;
    }
    case 'marquee.add': {
      if (m.marquee.size >= 4) return redo({ ...s, kind: 'marquee.delete' });
      const body = { text: `${m.prefix} news ${s.n}`, isActive: s.b < 0.7, order: s.n % 7 };
      const item = await m.api<{ id: number; isActive: boolean }>('POST', '/marquee', body);
      m.marquee.set(item.id, { active: item.isActive });
      return s.kind;
    }
    case 'marquee.update': {
      const id = await marqueeItem();
      const body = s.b < 0.5 ? { text: `${m.prefix} news ${s.n}` } : { order: s.n % 7 };
      await m.api('PUT', `/marquee/${id}`, body);
      return s.kind;
    }
    case 'marquee.toggle': {
      const id = await marqueeItem();
      await m.api('PATCH', `/marquee/${id}/toggle`);
      return s.kind;
    }
    case 'marquee.delete': {
      const id = await marqueeItem();
      await m.api('DELETE', `/marquee/${id}`);
      m.marquee.delete(id);
      return s.kind;
    }
    case 'message.create': {
      if (m.messages.size >= 6) return redo({ ...s, kind: 'message.delete' });
      const res = await fetch(`${baseUrl()}/api/public/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `${m.prefix} Shopper ${s.n}`,
          email: `shopper-${s.n}@example.com`,
          subject: `Question ${s.n}`,
          message: `Is frame ${s.n} available in black?`,
        }),
      });
      const json = (await res.json()) as { data: { id: number }; message?: string };
      if (!res.ok) throw new Error(`contact: ${res.status} ${json.message}`);
      m.messages.add(json.data.id);
      return s.kind;
    }
    case 'message.status': {
      const id = await message();
      await m.api('PUT', `/messages/${id}/status`, { status: s.b < 0.5 ? 'READ' : 'REPLIED' });
      return s.kind;
    }
    case 'message.delete': {
      const id = await message();
      await m.api('DELETE', `/messages/${id}`);
      m.messages.delete(id);
      return s.kind;
    }
    case 'user.create': {
      if (m.users.size >= 4) return redo({ ...s, kind: 'user.delete' });
      const user = await m.api<{ id: number }>('POST', '/users', {
        name: `${m.prefix} Staff ${s.n}`,
        email: `${m.prefix.toLowerCase()}-${s.n}-${m.unique()}@example.com`,
        password: 'convergence-123',
        role: s.b < 0.5 ? 'ADMIN' : 'SUPER_ADMIN',
      });
      m.users.add(user.id);
      return s.kind;
    }
    case 'user.update':
    case 'user.role':
    case 'user.status':
    case 'user.delete': {
      const id = await m.subject(
        () => pick([...m.users], s.a),
        () => redo({ ...s, kind: 'user.create' }),
      );
      if (s.kind === 'user.update') await m.api('PUT', `/users/${id}`, { name: `${m.prefix} Staff ${s.n}` });
      if (s.kind === 'user.role')
        await m.api('PUT', `/users/${id}/role`, { role: s.b < 0.5 ? 'ADMIN' : 'SUPER_ADMIN' });
      if (s.kind === 'user.status')
        await m.api('PUT', `/users/${id}/status`, { status: s.b < 0.5 ? 'SUSPENDED' : 'ACTIVE' });
      if (s.kind === 'user.delete') {
        await m.api('DELETE', `/users/${id}`);
        m.users.delete(id);
      }
      return s.kind;
    }
  }
  return undefined;
}
