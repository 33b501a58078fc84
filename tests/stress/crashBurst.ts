/**
 * The crash test's clients (tests/stress/crash.test.ts): eight of them write to the server in bursts until it is
 * killed, each write booked in the ledger (tests/stress/crashLedger.ts) as it is sent and answered.
 */
import { randomUUID } from 'node:crypto';
import { acknowledged as ackedPrice, promisedNotSaved, refused, sending, type Written } from './crashLedger';
import { patiently } from './server';

const WORKERS = 8;

/** A small seeded generator (mulberry32), so a failing round can be replayed with CRASH_SEED. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Eight clients writing until the server dies: creates, and price changes of frames already acknowledged. The
 * names of creates refused with the promise that nothing was saved go to `refusedNames`.
 */
export function burst(
  base: string,
  token: string,
  round: number,
  next: () => number,
  written: Map<number, Written>,
  refusedNames: Set<string>,
  asked: { again: number },
) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let alive = true;
  let acknowledged = 0;
  let promises = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const acked = () => {
    acknowledged += 1;
    for (const w of waiting.filter((x) => acknowledged >= x.count)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };
  const worker = async (w: number) => {
    for (let n = 0; alive; n++) {
      const own = [...written.values()].filter((f) => f.name.startsWith(`r${round}-w${w}-`));
      const target = own.length > 0 && next() < 0.4 ? own[Math.floor(next() * own.length)] : undefined;
      try {
        if (target) {
          const price = 100 + Math.floor(next() * 4000);
          sending(target, price);
          const res = await patiently(
            `${base}/api/frames/${target.id}`,
            { method: 'PUT', headers, body: JSON.stringify({ currentPrice: price }) },
            asked,
          );
          if (res.status !== 200) {
            const text = await res.text();
            if (!promisedNotSaved(res.status, text)) throw new Error(`PUT answered ${res.status}: ${text}`);
            refused(target, price);
            promises += 1;
            continue;
          }
          await res.arrayBuffer();
          ackedPrice(target, price);
        } else {
          const name = `r${round}-w${w}-${n}`;
          const price = 100 + Math.floor(next() * 4000);
          const res = await patiently(
            `${base}/api/frames`,
            {
              method: 'POST',
              headers: { ...headers, 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                name,
                description: 'Crash test',
                originalPrice: 5000,
                currentPrice: price,
              }),
            },
            asked,
          );
          if (res.status !== 201) {
            const text = await res.text();
            if (!promisedNotSaved(res.status, text)) throw new Error(`POST answered ${res.status}: ${text}`);
            refusedNames.add(name);
            promises += 1;
            continue;
          }
          const { data } = (await res.json()) as { data: { id: number } };
          written.set(data.id, { id: data.id, name, price, inFlight: [], refused: [] });
        }
        acked();
      } catch (error) {
        if (alive) throw error; // a refusal while the server lives is a failure; a dropped connection after the kill is not
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return {
    /** Resolves once `count` writes of this burst were acknowledged. */
    acknowledged: (count: number) =>
      new Promise<void>((resolve) => {
        if (acknowledged >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    stop: async () => {
      alive = false;
      await done;
      return { acknowledged, promises };
    },
    done,
  };
}
