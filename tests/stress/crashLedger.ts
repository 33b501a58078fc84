/**
 * The crash test's bookkeeping of one frame's writes (tests/stress/crash.test.ts), and what the server must
 * hold after a restart. An answer is either an acknowledgement (201, 200: the write must be there), a refusal
 * that promises nothing was saved (the request deadline's 503, docs/api.md: the write must NOT be there,
 * unless a later write set the same value), or a failure of the test. No answer (the server was killed)
 * leaves the write in flight: it may or may not be there.
 */

/** The deadline's refusal, word for word (docs/api.md), written here again on purpose (not imported). */
export const NOTHING_SAVED = 'The request took too long and nothing was saved. Please try again.';

/** One frame as the clients wrote it. */
export interface Written {
  id: number;
  name: string;
  /** The last price the server acknowledged, and prices sent after it that got no answer. */
  price: number;
  inFlight: number[];
  /** Prices refused with the promise that nothing was saved, sent after the acknowledged one. */
  refused: number[];
}

/** Whether an answer is the deadline's refusal: 503 with the failure envelope that says nothing was saved. */
export function promisedNotSaved(status: number, body: string): boolean {
  if (status !== 503) return false;
  try {
    const json = JSON.parse(body) as { success?: unknown; message?: unknown };
    return json.success === false && json.message === NOTHING_SAVED;
  } catch {
    return false;
  }
}

/** A PUT of `price` is sent: in flight, and no longer a refused price (this write may set it). */
export function sending(f: Written, price: number) {
  f.inFlight.push(price);
  f.refused = f.refused.filter((p) => p !== price);
}

/** The PUT of `price` was acknowledged: it must be there. */
export function acknowledged(f: Written, price: number) {
  f.price = price;
  f.inFlight = [];
}

/**
 * The PUT of `price` was refused with the promise: not in flight any more, and the frame must not hold it
 * (but when it is the acknowledged price already, holding it says nothing).
 */
export function refused(f: Written, price: number) {
  const at = f.inFlight.lastIndexOf(price);
  if (at >= 0) f.inFlight.splice(at, 1);
  if (price !== f.price && !f.inFlight.includes(price)) f.refused.push(price);
}

/** What is wrong with the price a frame holds after a restart, if anything. */
export function priceProblem(f: Written, held: number): string | undefined {
  if (f.refused.includes(held))
    return `holds ${held}, a price the server refused with 503 "${NOTHING_SAVED}"`;
  if (![f.price, ...f.inFlight].includes(held))
    return `holds ${held}: neither the acknowledged ${f.price} nor one in flight (${f.inFlight.join(', ') || 'none'})`;
  return undefined;
}

/** The restart checked: what the server holds is what later writes build on; nothing is in flight. */
export function settled(f: Written, held: number) {
  f.price = held;
  f.inFlight = [];
  f.refused = [];
}

/** The frames whose creation was refused with the promise, yet found after a restart (by name). */
export const createdAfterRefusal = (refusedNames: Iterable<string>, heldNames: Iterable<string>) => {
  const held = new Set(heldNames);
  return [...refusedNames].filter((name) => held.has(name));
};
