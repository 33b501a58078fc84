/**
 * The Add New User / Edit User dialog (docs/product.md §2, §4, §5 and §8). The dialog is open in `editing`,
 * `saving`, `failed`, `offline` and `conflict`; closed in `closed` (never opened, or cancelled) and `saved`.
 *
 *   closed | saved --form.new / form.edit--> editing.pristine --form.change--> editing.dirty
 *                                              |  \--form.cancel--> closed
 *                                              | form.submit (name, e-mail and, for a new user, password)
 *                                              v
 *                                            saving --done--> saved (success toast)
 *                                              |--error--> failed (the server's message, or the default;
 *                                              |           what was typed is kept)
 *                                              |--no connection--> offline (what was typed is kept; saved
 *                                              |           again once back online, or by Retry)
 *                                              \--412 (someone else saved the user)--> conflict.checking
 *                                                  (no toast: the open dialog's conflict card says it)
 *   conflict.checking --read--> conflict.review --form.reload--> editing.pristine (theirs)
 *                                               --form.overwrite--> saving (mine, made from their version)
 *   failed | offline --form.change--> editing.dirty, --form.submit--> saving, --form.cancel--> closed
 *
 * An edit sends If-Match with the version the dialog opened (docs/api.md, "Concurrent changes"). Cancel does
 * nothing while saving. Every state with typed work not saved (after `editing.pristine`, before
 * `closed`/`saved`) has the tag `unsaved`: leaving the screen asks first (src/admin/leaveGuard.tsx); every
 * state the dialog is open in has the tag `dialogOpen`.
 * `saveUser` and `loadUser` are provided at the app's edge (src/admin/users/userForm.actors.ts): POST /users
 * or PUT /users/{id}, and GET /users/{id}; they reject with the server's message.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fieldChanges, reloadedToast, staleChange, staleMessage } from './concurrency';
import { CONNECTION_LOST, connectionLost, offlineActors } from './connection';
import { errorToast, successToast, toastPlaceholder } from './toast';
import {
  type FormUser,
  openedContext,
  type SaveUserInput,
  USER_FIELDS,
  type UserFormContext,
  type UserFormEvent,
  userSide,
} from './userFormTypes';
import { FORM_TEXTS, fitsField, isComplete, messageOr, payloadOf } from './userRules';

export type { FormUser, SaveUserInput, UserFormContext, UserFormEvent } from './userFormTypes';

export const userFormMachine = setup({
  types: {
    context: {} as UserFormContext,
    events: {} as UserFormEvent,
  },
  actors: {
    saveUser: fromPromise<unknown, SaveUserInput>(async () => {
      throw new Error('saveUser not provided');
    }),
    /** The user as saved now (GET /users/{id}), read after a 412 to show what changed. */
    loadUser: fromPromise<FormUser, { id: number }>(async () => {
      throw new Error('loadUser not provided');
    }),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    startNew: assign(() => openedContext()),
    startEdit: assign(({ event }) => {
      assertEvent(event, 'form.edit');
      return openedContext(event.user);
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return { values: { ...context.values, [event.field]: event.value }, error: null };
    }),
    holdFailure: assign({
      error: ({ event }) => messageOr((event as { error?: unknown }).error, FORM_TEXTS.failure),
    }),
    /** The conflict's message: the server's sentence about the stale save. */
    holdConflict: assign({
      error: ({ event }) => staleMessage((event as { error?: unknown }).error, 'user'),
    }),
    holdTheirs: assign(({ context }, theirs: FormUser) => ({
      theirs,
      changes: fieldChanges(
        USER_FIELDS,
        userSide(context.opened ?? theirs),
        userSide(theirs),
        userSide(context.values),
      ),
    })),
    /** Reload: their user fills the dialog, the user's changes are dropped. */
    takeTheirs: assign(({ context }) => openedContext(context.theirs)),
    /** Overwrite: the user's values saved again, made from the version saved now. */
    overwriteTheirs: assign(({ context }) => ({ version: context.theirs?.version ?? null, error: null })),
  },
  guards: {
    connectionLost,
    staleChange,
    fits: ({ event }) => {
      assertEvent(event, 'form.change');
      return fitsField(event.field, event.value);
    },
    complete: ({ context }) => isComplete(context.values, context.userId !== null),
  },
}).createMachine({
  id: 'userForm',
  context: () => openedContext(),
  initial: 'closed',
  states: {
    closed: {
      description: 'No user dialog.',
      on: {
        'form.new': { target: 'editing', actions: 'startNew' },
        'form.edit': { target: 'editing', actions: 'startEdit' },
      },
    },
    editing: {
      description: 'The Add New User / Edit User dialog with name, e-mail, role and (new user) password.',
      tags: 'dialogOpen',
      initial: 'pristine',
      on: {
        'form.change': { guard: 'fits', target: '.dirty', actions: 'change' },
        'form.submit': { guard: 'complete', target: 'saving' },
        'form.cancel': 'closed',
      },
      states: {
        pristine: { description: 'Nothing typed since the dialog opened: it can be left without a word.' },
        dirty: { description: 'Typed and not saved: leaving the screen asks first.', tags: 'unsaved' },
      },
    },
    saving: {
      description: 'The user is being saved: Save shows it; Cancel is inert.',
      tags: ['dialogOpen', 'unsaved'],
      invoke: {
        id: 'saveUser',
        src: 'saveUser',
        input: ({ context }): SaveUserInput => ({
          id: context.userId,
          payload: payloadOf(context.values, context.userId !== null),
          version: context.version,
        }),
        onDone: {
          target: 'saved',
          actions: {
            type: 'toast',
            params: ({ context }) =>
              successToast(context.userId === null ? FORM_TEXTS.created : FORM_TEXTS.updated),
          },
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          // No toast: the dialog stays open and its conflict card says it (a toast would repeat it).
          { guard: 'staleChange', target: 'conflict', actions: 'holdConflict' },
          {
            target: 'failed',
            actions: [
              'holdFailure',
              { type: 'toast', params: ({ context }) => errorToast(context.error as string) },
            ],
          },
        ],
      },
    },
    /** The server refused or the call failed: the message shows in the dialog; the input is kept. */
    failed: {
      description: 'The server refused or the call failed: its message in the dialog; the input kept.',
      tags: ['dialogOpen', 'unsaved'],
      on: {
        'form.change': { guard: 'fits', target: 'editing.dirty', actions: 'change' },
        'form.submit': { guard: 'complete', target: 'saving' },
        'form.cancel': 'closed',
      },
    },
    conflict: {
      description:
        'Someone else saved the user since the dialog opened: the save was refused (412), nothing written, the input kept.',
      tags: ['dialogOpen', 'unsaved'],
      initial: 'checking',
      on: { 'form.cancel': 'closed' },
      states: {
        checking: {
          description: 'The user as saved now is being read, to show what changed.',
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ id: context.userId as number }),
            onDone: {
              target: 'review',
              actions: { type: 'holdTheirs', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'connectionLost', target: '#userForm.offline' },
              { target: '#userForm.failed' },
            ],
          },
        },
        review: {
          description:
            'What changed (as opened, saved now, yours) with Reload (theirs) or Overwrite (mine, over theirs).',
          on: {
            'form.reload': {
              target: '#userForm.editing.pristine',
              actions: ['takeTheirs', { type: 'toast', params: reloadedToast() }],
            },
            'form.overwrite': { target: '#userForm.saving', actions: 'overwriteTheirs' },
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
        'connection.online': { guard: 'complete', target: 'saving' },
        'form.change': { guard: 'fits', target: 'editing.dirty', actions: 'change' },
        'form.submit': { guard: 'complete', target: 'saving' },
        'form.cancel': 'closed',
      },
    },
    /** Closed after a save (the toast said so); the next open starts afresh. */
    saved: {
      description: 'The dialog closed after a save (the success toast).',
      on: {
        'form.new': { target: 'editing', actions: 'startNew' },
        'form.edit': { target: 'editing', actions: 'startEdit' },
      },
    },
  },
});
