/**
 * The marquee's Add Content / Edit dialog (docs/product.md §2, §4, §5, §8). `save` is the call (provided at the
 * app's edge: src/admin/marquee/marquee.actors.ts); the screen reads whether Save may be pressed from the
 * machine (`state.can({ type: 'dialog.save' })`), so a blank text keeps it disabled.
 *
 *   closed --dialog.create--> editing.pristine (create: empty text, active, order 0)
 *   closed --dialog.edit----> editing.pristine (edit: the item's values)
 *   editing --field.*--> editing.dirty  --dialog.save [text not blank]--> saving      --dialog.cancel--> closed
 *   saving  --done--> closed (success toast)   --error--> failed (error toast: the server's message; input kept)
 *           --no connection--> offline (input kept; saved again once back online, or by Retry)
 *   failed | offline --field.*--> editing.dirty  --dialog.save [text not blank]--> saving  --dialog.cancel--> closed
 *
 * Every state with typed work not saved (after `editing.pristine`, before `closed`) has the tag `unsaved`:
 * leaving the screen asks first (src/admin/leaveGuard.tsx; machines/connection.ts for `offline`).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { connectionLost, type OnlineEvent, offlineActors, whileOffline } from './connection';
import {
  failureText,
  hasText,
  MARQUEE_TEXTS,
  type MarqueeItemValues,
  type MarqueePayload,
  type MarqueeValues,
  NEW_MARQUEE,
  payloadOf,
  valuesOf,
} from './marqueeRules';
import { errorToast, successToast, toastPlaceholder } from './toast';

export type MarqueeDialogMode = 'create' | 'edit';

export interface MarqueeDialogContext {
  mode: MarqueeDialogMode;
  /** The item being edited (null when creating). */
  id: number | null;
  values: MarqueeValues;
  /** The last failed save's message (the server's, else the spec's default). */
  error: string | null;
}

/** What the save actor is given: the item's id (null: create) and the payload. */
export interface MarqueeSaveInput {
  id: number | null;
  input: MarqueePayload;
}

export type MarqueeDialogEvent =
  | { type: 'dialog.create' }
  | { type: 'dialog.edit'; item: MarqueeItemValues }
  | { type: 'field.text'; value: string }
  | { type: 'field.order'; value: string }
  | { type: 'field.active'; value: boolean }
  | { type: 'dialog.save' }
  | { type: 'dialog.cancel' }
  | OnlineEvent;

const closedContext: MarqueeDialogContext = { mode: 'create', id: null, values: NEW_MARQUEE, error: null };

/** A field changed: the draft is dirty (from a state outside `editing`: its own dirty state). */
const fieldEvents = (target: '.dirty' | 'editing.dirty') =>
  ({
    'field.text': { target, actions: 'setField' },
    'field.order': { target, actions: 'setField' },
    'field.active': { target, actions: 'setField' },
  }) as const;

export const marqueeDialogMachine = setup({
  types: {
    context: {} as MarqueeDialogContext,
    events: {} as MarqueeDialogEvent,
  },
  actors: {
    /** POST /marquee (id null) or PUT /marquee/{id}; rejects with the server's message. */
    save: fromPromise<unknown, MarqueeSaveInput>(async () => undefined),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    setField: assign(({ context, event }) => {
      assertEvent(event, ['field.text', 'field.order', 'field.active']);
      const values = { ...context.values };
      if (event.type === 'field.text') values.text = event.value;
      else if (event.type === 'field.order') values.order = event.value;
      else values.isActive = event.value;
      return { values, error: null };
    }),
  },
  guards: {
    connectionLost,
    /** Spec section 5: the text must be non-blank. */
    textNotBlank: ({ context }) => hasText(context.values.text),
  },
}).createMachine({
  id: 'marqueeDialog',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'No marquee dialog.',
      on: {
        'dialog.create': {
          target: 'editing',
          actions: assign({ mode: 'create', id: null, values: NEW_MARQUEE, error: null }),
        },
        'dialog.edit': {
          target: 'editing',
          actions: assign(({ event }) => {
            assertEvent(event, 'dialog.edit');
            return { mode: 'edit' as const, id: event.item.id, values: valuesOf(event.item), error: null };
          }),
        },
      },
    },
    editing: {
      description:
        'The Add Content / Edit dialog with text, active and order; Save disabled while the text is blank.',
      initial: 'pristine',
      on: {
        ...fieldEvents('.dirty'),
        'dialog.save': { guard: 'textNotBlank', target: 'saving' },
        'dialog.cancel': { target: 'closed', actions: assign(closedContext) },
      },
      states: {
        pristine: { description: 'Nothing changed since the dialog opened: it can be left without a word.' },
        dirty: { description: 'Changed and not saved: leaving the screen asks first.', tags: 'unsaved' },
      },
    },
    saving: {
      description: 'The item is being saved: Save shows it.',
      tags: 'unsaved',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }): MarqueeSaveInput => ({
          id: context.mode === 'edit' ? context.id : null,
          input: payloadOf(context.values),
        }),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'toast',
              params: ({ context }) =>
                successToast(context.mode === 'edit' ? MARQUEE_TEXTS.updated : MARQUEE_TEXTS.created),
            },
            assign(closedContext),
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          {
            target: 'failed',
            actions: [
              assign({
                error: ({ context, event }) =>
                  failureText(
                    event.error,
                    context.mode === 'edit' ? MARQUEE_TEXTS.updateFailed : MARQUEE_TEXTS.createFailed,
                  ),
              }),
              { type: 'toast', params: ({ context }) => errorToast(context.error ?? '') },
            ],
          },
        ],
      },
    },
    /** The save failed: the dialog stays open with what was typed and the message; Save tries again. */
    failed: {
      description: "The save failed: the error toast with the server's message; the input kept.",
      tags: 'unsaved',
      on: {
        ...fieldEvents('editing.dirty'),
        'dialog.save': { guard: 'textNotBlank', target: 'saving' },
        'dialog.cancel': { target: 'closed', actions: assign(closedContext) },
      },
    },
    /** No connection: the input is kept; saved again once the browser is back online, or on Retry. */
    offline: {
      description:
        'The save found no connection: the input kept, the connection message shown; saved again once back online or on Retry.',
      tags: 'unsaved',
      ...whileOffline,
      on: {
        ...fieldEvents('editing.dirty'),
        'connection.online': { guard: 'textNotBlank', target: 'saving' },
        'dialog.save': { guard: 'textNotBlank', target: 'saving' },
        'dialog.cancel': { target: 'closed', actions: assign(closedContext) },
      },
    },
  },
});
