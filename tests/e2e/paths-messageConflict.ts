/**
 * The message machine's `conflict` on its browser paths (paths-message.e2e.test.ts): another admin's change
 * made through the API just before this page's mark, with the page's socket deaf to it (as the two-admin
 * tests' stale page, tests/e2e/conflict.ts), so the mark names a stale version and the server refuses it
 * (412, nothing written); then the read of the message as saved now (answered, refused, or finding no
 * connection), the card's Reload and Overwrite.
 */
import { expect } from 'vitest';
import { messageConflictGraph } from '../machines/message.model';
import { untilOnClock } from './clock';
import { changeRow, RELOADED } from './conflict';
import { adminApi } from './fixture';
import { expectOfflineNotice } from './offline';
import type { PathStep, StateCheck } from './paths';
import {
  badge,
  type Ctx,
  card,
  conflictCard,
  MARK_FAILED,
  OVERWRITE,
  press,
  RELOAD,
  STATUS_NAMES,
  stored,
  toastOf,
} from './paths-messagePage';
import { expectToast } from './toasts';

const STALE_TOAST = 'This message was changed by someone else since you loaded it.';
const { 'read theirs UNREAD': _unread, ...browserEvents } = messageConflictGraph.events;

/**
 * The conflict graph as a browser walks it: the server never leaves a changed message UNREAD (nothing leads
 * back to it, docs/product.md §4), so a 412 always reads READ or REPLIED; their UNREAD version ('read theirs
 * UNREAD') is walked by the machine's own tests (tests/machines/message.test.ts), and left out of the browser's
 * graph so that the Reload and Overwrite after it are walked from a version a browser can meet.
 */
export const messageBrowserGraph = {
  ...messageConflictGraph,
  events: browserEvents,
  transitions: messageConflictGraph.transitions.filter(([, label]) => label !== 'read theirs UNREAD'),
};

/** The status the card showed when the refused mark was pressed, and the mark asked for. */
const staleOf = (c: Ctx) => ({ before: c.before, asked: c.asked });

/**
 * Another admin saves `theirs` while the page hears nothing of it, then the pending mark is pressed: refused
 * (412); the read of the message as saved now is answered, refused (a stand-in 500) or finds no network, and
 * its outcome is waited for (through the http layer's retries, on the page's clock).
 */
async function markedStale(c: Ctx, theirs: 'READ' | 'REPLIED', read: 'answered' | 'refused' | 'offline') {
  c.deaf = true;
  const saved = await adminApi<{ version: number }>(c.token, 'PUT', `/messages/${c.id}/status`, {
    status: theirs,
  });
  // Its live update reached the page's socket and was dropped: the card still names the earlier version.
  await expect.poll(() => c.dropped.has(saved.version), { timeout: 20_000 }).toBe(true);
  c.theirs = theirs;
  const reading = `**/api/messages/${c.id}`;
  if (read === 'refused')
    await c.page.route(reading, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
        : route.fallback(),
    );
  if (read === 'offline')
    await c.page.route(reading, (route) =>
      route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback(),
    );
  await press(c);
  // Reload is offered (enabled) once their version has been read.
  if (read === 'answered')
    await conflictCard(c).getByRole('button', { name: RELOAD, disabled: false }).waitFor();
  if (read === 'refused') await untilOnClock(c.page, toastOf(c, MARK_FAILED));
  if (read === 'offline') await untilOnClock(c.page, card(c).getByTestId('offline'));
  if (read !== 'answered') await c.page.unroute(reading);
  c.deaf = false;
}

/** The status another admin saves for a read that fails: not the mark asked for (a live update then moves nothing). */
const otherThanAsked = (c: Ctx) => (staleOf(c).asked === 'READ' ? 'REPLIED' : 'READ');

export const conflictCauses: Record<string, (c: Ctx, step: PathStep) => Promise<void>> = {
  // The mark's outcome is a 412: the read that follows it (the next step) makes the other admin's change first.
  'mark stale': async () => {},
  'read theirs READ': async (c) => markedStale(c, 'READ', 'answered'),
  'read theirs REPLIED': async (c) => markedStale(c, 'REPLIED', 'answered'),
  'read failed': async (c) => markedStale(c, otherThanAsked(c) as 'READ' | 'REPLIED', 'refused'),
  'read: no connection': async (c) => markedStale(c, otherThanAsked(c) as 'READ' | 'REPLIED', 'offline'),
  // Reload shows theirs (read after the 412).
  reload: async (c) => {
    await conflictCard(c).getByRole('button', { name: RELOAD }).click();
    c.shown = c.theirs;
  },
  // Overwrite marks again (the next outcome presses it), or, their status being the one asked for, settles.
  overwrite: async (c, step) => {
    c.pending = OVERWRITE;
    if (step.to !== 'marking') {
      await press(c);
      c.shown = c.theirs;
    }
  },
};

export const conflictStates: Record<string, StateCheck<Ctx> | 'passing'> = {
  'conflict.checking': 'passing',
  // What changed: the status row when theirs differs from the status before (as shown, saved now, mine).
  'conflict.review': {
    screen: async (c) => {
      const { before, asked } = staleOf(c);
      await expectToast(c.page, STALE_TOAST);
      await expect.poll(() => badge(c).textContent()).toBe(STATUS_NAMES[before]);
      if (c.theirs === before)
        expect(await conflictCard(c).locator('li[data-field="status"]').count()).toBe(0);
      else
        expect(await changeRow(conflictCard(c), 'status')).toEqual({
          theirs: STATUS_NAMES[c.theirs],
          mine: STATUS_NAMES[asked],
        });
    },
    server: async (c) => {
      expect(await stored(c)).toBe(c.theirs);
    },
  },
};

/** What a status at rest shows after a conflict's step: the toast, no card; what the server holds. */
export async function afterConflict(c: Ctx, step?: PathStep) {
  if (step?.label === 'read failed') await expectToast(c.page, MARK_FAILED);
  if (step?.label === 'reload') await expectToast(c.page, RELOADED);
  if (step && ['read failed', 'reload', 'overwrite'].includes(step.label))
    await conflictCard(c).waitFor({ state: 'detached' });
}

/** The status the server holds after a step: another admin's, after a read that failed. */
export const heldAfter = (c: Ctx, step: PathStep | undefined, status: string) =>
  step && ['read failed', 'read: no connection'].includes(step.label) ? c.theirs : status;

/** The offline notice after a read that found no connection (its mark kept, the conflict card gone). */
export async function offlineAfterConflict(c: Ctx, step?: PathStep) {
  if (step?.label !== 'read: no connection') return;
  await expectOfflineNotice(card(c));
  await conflictCard(c).waitFor({ state: 'detached' });
}
