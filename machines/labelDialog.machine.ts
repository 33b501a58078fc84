/**
 * The label dialog of Label Management (docs/product.md §2, §5, §8, §9): 'Create New Label' (empty name, the
 * default colour), 'Edit Label' (the label's name and colour) or Duplicate Label (the create dialog with
 * the name plus ' (Copy)' and the same colour). Submit checks the draft (a blank name: 'Please enter a
 * label name.'), then sends the trimmed name and the `#RRGGBB` colour; a success closes the dialog with the
 * spec's toast, a failure (e.g. the server's 409 for a name in use) keeps the input and shows the server's
 * message. `saveLabel` is provided at the app's edge (src/admin/labels/labelDialog.actors.ts).
 *
 *   closed --label.create | label.edit | label.duplicate--> editing.pristine
 *   editing --label.change--> editing.dirty  editing --label.submit [valid]--> saving
 *   editing --label.submit [not valid]--> invalid --label.change--> editing.dirty [valid] | invalid
 *   saving --done--> closed (success toast)  saving --error--> failed (error toast, input kept)
 *   saving --no connection--> offline (input kept; saved again once back online, or by Save)
 *   failed | offline --label.change--> editing.dirty   failed | offline --label.submit--> saving (retry)
 *   editing | invalid | failed | offline --label.cancel--> closed   (saving: Cancel is inert)
 *   saving --412 (someone else saved the label)--> conflict.checking --read--> conflict.review
 *                                                  (no toast: the open dialog's conflict card says it)
 *   conflict.review --label.reload--> editing.pristine (theirs)  --label.overwrite--> saving (mine, their version)
 *
 * Every state with typed work not saved (after `editing.pristine`, before `closed`) has the tag `unsaved`:
 * leaving the screen asks first (src/admin/leaveGuard.tsx; machines/connection.ts for `offline`). Every
 * state but `closed` has `dialogOpen`; `saving` and `conflict` have `locked` (the fields cannot change).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fieldChanges, reloadedToast, staleChange, staleMessage } from './concurrency';
import { CONNECTION_LOST, connectionLost, offlineActors } from './connection';
import {
  changed,
  closedContext,
  creates,
  FIELDS,
  type LabelDialogContext,
  type LabelDialogEvent,
  type SaveLabelInput,
  sideOf,
} from './labelDialogTypes';
import {
  DEFAULT_LABEL_COLOR,
  duplicateName,
  failureMessage,
  isValidDraft,
  LABEL_TEXTS,
  type LabelDraftSource,
  labelErrors,
  normalizeColor,
} from './labelRules';
import { errorToast, successToast, type ToastParams } from './toast';

export type {
  LabelDialogContext,
  LabelDialogEvent,
  LabelDialogMode,
  SaveLabelInput,
} from './labelDialogTypes';

export const labelDialogMachine = setup({
  types: {
    context: {} as LabelDialogContext,
    events: {} as LabelDialogEvent,
  },
  actors: {
    /** Creates or updates the label; rejects with the server's message. */
    saveLabel: fromPromise<LabelDraftSource, SaveLabelInput>(async ({ input }) => ({
      id: input.id ?? 0,
      name: input.name,
      color: input.color,
    })),
    /** The label as saved now (GET /labels/{id}), read after a 412 to show what changed. */
    loadLabel: fromPromise<LabelDraftSource, { id: number }>(async ({ input }) => ({
      id: input.id,
      name: '',
      color: DEFAULT_LABEL_COLOR,
    })),
    ...offlineActors,
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    openCreate: assign(() => ({ ...closedContext(), mode: 'create' as const })),
    openEdit: assign(({ event }) => {
      assertEvent(event, 'label.edit');
      const { id, name, color, version } = event.label;
      return {
        ...closedContext(),
        mode: 'edit' as const,
        id,
        name,
        color,
        version: version ?? null,
        opened: { name, color },
      };
    }),
    openDuplicate: assign(({ event }) => {
      assertEvent(event, 'label.duplicate');
      const { name, color } = event.label;
      return { ...closedContext(), mode: 'duplicate' as const, name: duplicateName(name), color };
    }),
    /** A change clears the server's message; the draft's errors are re-checked only while shown. */
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'label.change');
      return { ...changed(context, event), error: null };
    }),
    showErrors: assign({ errors: ({ context }) => labelErrors(context) }),
    clearErrors: assign({ errors: {} }),
    clearError: assign({ error: null }),
    reset: assign(closedContext),
    /** The conflict's message: the server's sentence about the stale save. */
    holdConflict: assign({
      error: ({ event }) => staleMessage((event as { error?: unknown }).error, 'label'),
    }),
    holdTheirs: assign(({ context }, theirs: LabelDraftSource) => ({
      theirs,
      changes: fieldChanges(FIELDS, sideOf(context.opened ?? theirs), sideOf(theirs), sideOf(context)),
    })),
    /** Reload: their label fills the dialog, the user's changes are dropped. */
    takeTheirs: assign(({ context }) => {
      const theirs = context.theirs as LabelDraftSource;
      const opened = { name: theirs.name, color: theirs.color };
      return { ...opened, opened, version: theirs.version ?? null, theirs: null, changes: [], error: null };
    }),
    /** Overwrite: the user's values saved again, made from the version saved now. */
    overwriteTheirs: assign(({ context }) => ({
      version: context.theirs?.version ?? null,
      error: null,
    })),
  },
  guards: {
    connectionLost,
    staleChange,
    draftValid: ({ context }) => isValidDraft(context),
    changeValid: ({ context, event }) => {
      assertEvent(event, 'label.change');
      return isValidDraft(changed(context, event));
    },
  },
}).createMachine({
  id: 'labelDialog',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'No label dialog.',
      on: {
        'label.create': { target: 'editing', actions: 'openCreate' },
        'label.edit': { target: 'editing', actions: 'openEdit' },
        'label.duplicate': { target: 'editing', actions: 'openDuplicate' },
      },
    },
    editing: {
      description: 'The label dialog (Create, Edit or Duplicate) with the name and colour.',
      tags: 'dialogOpen',
      initial: 'pristine',
      on: {
        'label.change': { target: '.dirty', actions: 'applyChange' },
        'label.submit': [
          { guard: 'draftValid', target: 'saving' },
          { target: 'invalid', actions: 'showErrors' },
        ],
        'label.cancel': { target: 'closed', actions: 'reset' },
      },
      states: {
        pristine: { description: 'Nothing typed since the dialog opened: it can be left without a word.' },
        dirty: { description: 'Typed and not saved: leaving the screen asks first.', tags: 'unsaved' },
      },
    },
    /** A refused submit: the errors show, and follow the input until it is valid again. */
    invalid: {
      description: "A refused submit: the field errors show ('Please enter a label name.') until fixed.",
      tags: ['unsaved', 'dialogOpen'],
      on: {
        'label.change': [
          { guard: 'changeValid', target: 'editing.dirty', actions: ['applyChange', 'clearErrors'] },
          { target: 'invalid', actions: ['applyChange', 'showErrors'] },
        ],
        'label.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    saving: {
      description: 'The label is being saved: Save shows it; Cancel is inert.',
      tags: ['unsaved', 'dialogOpen', 'locked'],
      invoke: {
        id: 'saveLabel',
        src: 'saveLabel',
        input: ({ context }): SaveLabelInput => ({
          id: context.id,
          name: context.name.trim(),
          color: normalizeColor(context.color),
          version: context.version,
        }),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'toast',
              params: ({ context }) =>
                successToast(creates(context) ? LABEL_TEXTS.created : LABEL_TEXTS.updated),
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
              assign({
                error: ({ context, event }) =>
                  failureMessage(
                    event.error,
                    creates(context) ? LABEL_TEXTS.createFailed : LABEL_TEXTS.updateFailed,
                  ),
              }),
              { type: 'toast', params: ({ context }) => errorToast(context.error ?? '') },
            ],
          },
        ],
      },
    },
    /** The save failed: the input is kept with the message; Save again retries. */
    failed: {
      description: "The save failed: the server's message (e.g. a name in use) with the input kept.",
      tags: ['unsaved', 'dialogOpen'],
      on: {
        'label.change': { target: 'editing.dirty', actions: 'applyChange' },
        'label.submit': { target: 'saving', actions: assign({ error: null }) },
        'label.cancel': { target: 'closed', actions: 'reset' },
      },
    },
    conflict: {
      description:
        'Someone else saved the label since the dialog opened: the save was refused (412), nothing written, the input kept.',
      tags: ['unsaved', 'dialogOpen', 'locked'],
      initial: 'checking',
      on: {
        'label.cancel': { target: 'closed', actions: 'reset' },
      },
      states: {
        checking: {
          description: 'The label as saved now is being read, to show what changed.',
          invoke: {
            id: 'loadLabel',
            src: 'loadLabel',
            input: ({ context }) => ({ id: context.id as number }),
            onDone: {
              target: 'review',
              actions: { type: 'holdTheirs', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'connectionLost', target: '#labelDialog.offline', actions: 'clearError' },
              { target: '#labelDialog.failed' },
            ],
          },
        },
        review: {
          description:
            'What changed (as opened, saved now, yours) with Reload (theirs) or Overwrite (mine, over theirs).',
          on: {
            'label.reload': {
              target: '#labelDialog.editing.pristine',
              actions: ['takeTheirs', { type: 'toast', params: reloadedToast() }],
            },
            'label.overwrite': { target: '#labelDialog.saving', actions: 'overwriteTheirs' },
          },
        },
      },
    },
    /** No connection: the input is kept; saved again once the browser is back online, or on Save (Retry). */
    offline: {
      description:
        'The save found no connection: the input kept, the connection message shown; saved again once back online or on Retry.',
      tags: ['unsaved', 'dialogOpen'],
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'saving',
        'label.change': { target: 'editing.dirty', actions: 'applyChange' },
        'label.submit': 'saving',
        'label.cancel': { target: 'closed', actions: 'reset' },
      },
    },
  },
});
