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
 *           --412 (someone else saved the item)--> conflict.checking --read--> conflict.review
 *                                                  (no toast: the open dialog's conflict card says it)
 *   conflict.review --dialog.reload--> editing.pristine (theirs)  --dialog.overwrite--> saving (mine, their version)
 *   failed | offline --field.*--> editing.dirty  --dialog.save [text not blank]--> saving  --dialog.cancel--> closed
 *
 * An edit sends If-Match with the version the dialog opened (docs/api.md, "Concurrent changes"). Every state
 * with typed work not saved (after `editing.pristine`, before `closed`) has the tag `unsaved`: leaving the
 * screen asks first (src/admin/leaveGuard.tsx; machines/connection.ts for `offline`); every state the dialog
 * is open in has the tag `dialogOpen`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fieldChanges, reloadedToast, staleChange, staleMessage } from './concurrency';
import { CONNECTION_LOST, connectionLost, offlineActors } from './connection';
import {
  dialogContext,
  MARQUEE_FIELDS,
  type MarqueeDialogContext,
  type MarqueeDialogEvent,
  type MarqueeSaveInput,
  marqueeSide,
} from './marqueeDialogTypes';
import {
  failureText,
  hasText,
  MARQUEE_TEXTS,
  type MarqueeItemValues,
  payloadOf,
  valuesOf,
} from './marqueeRules';
import { errorToast, successToast, toastPlaceholder } from './toast';

export type {
  MarqueeDialogContext,
  MarqueeDialogEvent,
  MarqueeDialogMode,
  MarqueeSaveInput,
} from './marqueeDialogTypes';

export const marqueeDialogMachine = setup({
  types: {
    context: {} as MarqueeDialogContext,
    events: {} as MarqueeDialogEvent,
  },
  actors: {
    /** POST /marquee (id null) or PUT /marquee/{id}; rejects with the server's message. */
    save: fromPromise<unknown, MarqueeSaveInput>(async () => undefined),
    /** The item as saved now (GET /marquee/{id}), read after a 412 to show what changed. */
    loadItem: fromPromise<MarqueeItemValues, { id: number }>(async () => {
      throw new Error('loadItem not provided');
    }),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    openCreate: assign(() => dialogContext()),
    openEdit: assign(({ event }) => {
      assertEvent(event, 'dialog.edit');
      return dialogContext(event.item);
    }),
    reset: assign(() => dialogContext()),
    setField: assign(({ context, event }) => {
      assertEvent(event, ['field.text', 'field.order', 'field.active']);
      const values = { ...context.values };
      if (event.type === 'field.text') values.text = event.value;
      else if (event.type === 'field.order') values.order = event.value;
      else values.isActive = event.value;
      return { values, error: null };
    }),
    holdFailure: assign({
      error: ({ context, event }) =>
        failureText(
          (event as { error?: unknown }).error,
          context.mode === 'edit' ? MARQUEE_TEXTS.updateFailed : MARQUEE_TEXTS.createFailed,
        ),
    }),
    /** The conflict's message: the server's sentence about the stale save. */
    holdConflict: assign({
      error: ({ event }) => staleMessage((event as { error?: unknown }).error, 'marquee item'),
    }),
    holdTheirs: assign(({ context }, theirs: MarqueeItemValues) => ({
      theirs,
      changes: fieldChanges(
        MARQUEE_FIELDS,
        marqueeSide(valuesOf(context.opened ?? theirs)),
        marqueeSide(valuesOf(theirs)),
        marqueeSide(context.values),
      ),
    })),
    /** Reload: their item fills the dialog, the user's changes are dropped. */
    takeTheirs: assign(({ context }) => dialogContext(context.theirs)),
    /** Overwrite: the user's values saved again, made from the version saved now. */
    overwriteTheirs: assign(({ context }) => ({ version: context.theirs?.version ?? null, error: null })),
  },
  guards: {
    connectionLost,
    staleChange,
    /** Spec section 5: the text must be non-blank. */
    textNotBlank: ({ context }) => hasText(context.values.text),
  },
}).createMachine({
  id: 'marqueeDialog',
  context: () => dialogContext(),
  initial: 'closed',
  states: {
    closed: {
      description: 'No marquee dialog.',
      on: {
        'dialog.create': { target: 'editing', actions: 'openCreate' },
        'dialog.edit': { target: 'editing', actions: 'openEdit' },
      },
    },
    editing: {
      description:
        'The Add Content / Edit dialog with text, active and order; Save disabled while the text is blank.',
      tags: 'dialogOpen',
      initial: 'pristine',
      on: {
        'field.text': { target: '.dirty', actions: 'setField' },
        'field.order': { target: '.dirty', actions: 'setField' },
        'field.active': { target: '.dirty', actions: 'setField' },
        'dialog.save': { guard: 'textNotBlank', target: 'saving' },
        'dialog.cancel': { target: 'closed', actions: 'reset' },
      },
      states: {
        pristine: { description: 'Nothing changed since the dialog opened: it can be left without a word.' },
        dirty: { description: 'Changed and not saved: leaving the screen asks first.', tags: 'unsaved' },
      },
    },
    saving: {
      description: 'The item is being saved: Save shows it.',
      tags: ['dialogOpen', 'unsaved'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }): MarqueeSaveInput => ({
          id: context.mode === 'edit' ? context.id : null,
          input: payloadOf(context.values),
          version: context.mode === 'edit' ? context.version : null,
        }),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'toast',
              params: ({ context }) =>
                successToast(context.mode === 'edit' ? MARQUEE_TEXTS.updated : MARQUEE_TEXTS.created),
            },
            'reset',
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          // No toast: the dialog stays open and its conflict card says it (a toast would repeat it).
          { guard: 'staleChange', target: 'conflict', actions: 'holdConflict' },
          {
            target: 'failed',
            actions: [
              'holdFailure',
              { type: 'toast', params: ({ context }) => errorToast(context.error ?? '') },
            ],
          },
        ],
      },
    },
    /** The save failed: the dialog stays open with what was typed and the message; Save tries again. */
    failed: {
      description: "The save failed: the error toast with the server's message; the input kept.",
      tags: ['dialogOpen', 'unsaved'],
      on: {
        'field.text': { target: 'editing.dirty', actions: 'setField' },
        'field.order': { target: 'editing.dirty', actions: 'setField' },
        'field.active': { target: 'editing.dirty', actions: 'setField' },
        'dialog.save': { guard: 'textNotBlank', target: 'saving' },
        'dialog.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    conflict: {
      description:
        'Someone else saved the item since the dialog opened: the save was refused (412), nothing written, the input kept.',
      tags: ['dialogOpen', 'unsaved'],
      initial: 'checking',
      on: { 'dialog.cancel': { target: 'closed', actions: 'reset' } },
      states: {
        checking: {
          description: 'The item as saved now is being read, to show what changed.',
          invoke: {
            id: 'loadItem',
            src: 'loadItem',
            input: ({ context }) => ({ id: context.id as number }),
            onDone: {
              target: 'review',
              actions: { type: 'holdTheirs', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'connectionLost', target: '#marqueeDialog.offline' },
              { target: '#marqueeDialog.failed' },
            ],
          },
        },
        review: {
          description:
            'What changed (as opened, saved now, yours) with Reload (theirs) or Overwrite (mine, over theirs).',
          on: {
            'dialog.reload': {
              target: '#marqueeDialog.editing.pristine',
              actions: ['takeTheirs', { type: 'toast', params: reloadedToast() }],
            },
            'dialog.overwrite': { target: '#marqueeDialog.saving', actions: 'overwriteTheirs' },
          },
        },
      },
    },
    /** No connection: the input is kept; saved again once the browser is back online, or on Retry. */
    offline: {
      description:
        'The save found no connection: the input kept, the connection message shown; saved again once back online or on Retry.',
      tags: ['dialogOpen', 'unsaved'],
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'field.text': { target: 'editing.dirty', actions: 'setField' },
        'field.order': { target: 'editing.dirty', actions: 'setField' },
        'field.active': { target: 'editing.dirty', actions: 'setField' },
        'connection.online': { guard: 'textNotBlank', target: 'saving' },
        'dialog.save': { guard: 'textNotBlank', target: 'saving' },
        'dialog.cancel': { target: 'closed', actions: 'reset' },
      },
    },
  },
});
