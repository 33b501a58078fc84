/**
 * The Messages screen as the message machine's browser paths (paths-message.e2e.test.ts) drive it: one path's
 * page and message, the card's parts, the press a mark's outcome makes, and the page's socket, which a path
 * can make deaf for a moment (another admin's change then reaches the server but not this page, as a slow
 * socket or a page in the background leaves it: its next mark names a stale version and is refused, 412).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { adminApi } from './fixture';
import { toastCame } from './toasts';

export interface Ctx {
  page: Page;
  context: BrowserContext;
  token: string;
  id: number;
  subject: string;
  /** What the next call's outcome presses: a menu item ('Mark as Read'...), Try again or Overwrite. */
  pending: string;
  /** While true, the server's socket messages do not reach the page (they are dropped). */
  deaf: boolean;
  /** The versions of this message whose live update the page's socket dropped. */
  dropped: Set<number>;
  /** The status the card shows at rest (graphcache's), as the path's steps left it. */
  shown: string;
  /** The last mark pressed ('READ', 'REPLIED') and the status the card showed then. */
  asked: string;
  before: string;
  /** The status another admin saved before this page's mark (what the server holds after its 412). */
  theirs: string;
}

export const NAME = 'Path Walker';
export const TRY_AGAIN = 'Try again';
export const OVERWRITE = 'Overwrite with my changes';
export const RELOAD = 'Reload (discard my changes)';
export const MARK_FAILED = 'Failed to update message status. Please try again.';
export const STATUS_NAMES: Record<string, string> = { UNREAD: 'Unread', READ: 'Read', REPLIED: 'Replied' };

export const card = (c: Ctx) => c.page.getByTestId('message-card').filter({ hasText: c.subject });
export const badge = (c: Ctx) => card(c).getByTestId('message-status');
export const conflictCard = (c: Ctx) => card(c).getByTestId('conflict');
/** Until a toast saying `text` came (watched from the step's cause: tests/e2e/toasts.ts), for untilOnClock. */
export const toastOf = (c: Ctx, text: string) => () => toastCame(c.page, text);
export const stored = async (c: Ctx) =>
  (await adminApi<{ status: string }>(c.token, 'GET', `/messages/${c.id}`)).status;

export async function menu(c: Ctx, item: string) {
  await c.page.getByRole('button', { name: `Actions for ${c.subject} from ${NAME}` }).click();
  await c.page.getByRole('menuitem', { name: item }).click();
}

/**
 * A mark pressed on the card showing `shown` (the model's 'mark read (replied)'): the message made so first by
 * another admin (the card follows live), then the next outcome presses the mark.
 */
export async function markOn(c: Ctx, asked: 'READ' | 'REPLIED', shown: string) {
  if (shown !== c.shown) {
    await adminApi(c.token, 'PUT', `/messages/${c.id}/status`, { status: shown });
    await badge(c)
      .filter({ hasText: new RegExp(`^${STATUS_NAMES[shown]}$`) })
      .waitFor();
    c.shown = shown;
  }
  c.pending = asked === 'READ' ? 'Mark as Read' : 'Mark as Replied';
  c.asked = asked;
  c.before = shown;
}

/** Presses what the next outcome waits on: the card's Try again, the conflict's Overwrite, or a menu item. */
export async function press(c: Ctx) {
  if (c.pending === TRY_AGAIN) await card(c).getByRole('button', { name: TRY_AGAIN }).click();
  else if (c.pending === OVERWRITE) await conflictCard(c).getByRole('button', { name: OVERWRITE }).click();
  else await menu(c, c.pending);
}

/**
 * The page's socket to /api/ws, passed through both ways but for the server's messages while `c.deaf`: those
 * are dropped, and this message's dropped updates noted by version. Routed before the page loads.
 */
export async function watchSocket(c: Ctx) {
  await c.context.routeWebSocket(/\/api\/ws/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (!c.deaf) return ws.send(message);
      const event = parse(message);
      if (event?.type === 'message.updated' && event.id === c.id && typeof event.data?.version === 'number')
        c.dropped.add(event.data.version);
    });
  });
}

const parse = (message: string | Buffer) => {
  try {
    return JSON.parse(String(message)) as { type?: string; id?: number; data?: { version?: unknown } };
  } catch {
    return undefined;
  }
};
