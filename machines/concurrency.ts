/**
 * Concurrent changes (docs/api.md, "Concurrent changes"): every update the back-office makes names the
 * version it was made from (If-Match), and the server refuses it with 412 when someone else saved since. That
 * refusal is an outcome of its own (a machine's `conflict` state or message), told apart from other
 * refusals by its status: the user's work stays on screen and they choose to reload or overwrite.
 */
import type { EventObject } from 'xstate';
import type { ToastParams } from './toast';

export const CONFLICT_TEXTS = {
  title: 'Changed by someone else',
  /** The server's sentence (docs/api.md) for a thing without one of its own. */
  stale: (what: string) =>
    `This ${what} was changed by someone else since you loaded it. Reload it to see the changes, then save again.`,
  reloaded: 'The latest saved version is loaded. Your changes were discarded.',
} as const;

/** Whether a call was refused because the resource changed since it was read (the http layer's 412). */
export const isStale = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { _tag?: unknown })._tag === 'HttpError' &&
  (error as { status?: unknown }).status === 412;

/** A guard on an actor's error event: someone else saved first. */
export const staleChange = ({ event }: { event: EventObject }) =>
  isStale((event as { error?: unknown }).error);

/** The toast of a refused stale save: the server's message (else the generic sentence about `what`). */
export const conflictToast = (error: unknown, what: string): ToastParams => ({
  type: 'error',
  title: CONFLICT_TEXTS.title,
  description: staleMessage(error, what),
});

/** The refusal's message (the server's sentence), else the generic one about `what`. */
export function staleMessage(error: unknown, what: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : CONFLICT_TEXTS.stale(what);
}

/** The toast after Reload: their version is on screen, the user's changes are gone. */
export const reloadedToast = (): ToastParams => ({
  type: 'info',
  title: 'Reloaded',
  description: CONFLICT_TEXTS.reloaded,
});

/** One field someone else changed: as the user began, as saved now, and the user's own value (shown as text). */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  theirs: string;
  mine: string;
}

/**
 * A conflict settled (Reload, Overwrite, or the read of their version failed): their version once read, no
 * server message, nothing of theirs held and no change listed. Spread into a machine's assign.
 */
export const settledConflict = (context: {
  version: number | null;
  theirs: { version?: number | null } | null;
}) => ({
  version: context.theirs?.version ?? context.version,
  error: null,
  theirs: null,
  changes: [] as FieldChange[],
});

/**
 * The fields someone else changed: those whose text differs between `before` (what the user began from) and
 * `theirs` (saved now), each with the user's value. `fields` names each field with its label on screen.
 */
export function fieldChanges<K extends string>(
  fields: readonly (readonly [K, string])[],
  before: Record<K, string>,
  theirs: Record<K, string>,
  mine: Record<K, string>,
): FieldChange[] {
  return fields.flatMap(([field, label]) =>
    before[field] === theirs[field]
      ? []
      : [{ field, label, before: before[field], theirs: theirs[field], mine: mine[field] }],
  );
}
