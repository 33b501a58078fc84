/**
 * The Add New User / Edit User dialog (docs/product.md §2, §4, §5 and §8). The dialog is open in `editing`,
 * `saving` and `failed`; closed in `closed` (never opened, or cancelled) and `saved` (after a save).
 *
 *   closed | saved --form.new / form.edit--> editing.pristine --form.change--> editing.dirty
 *                                              |  \--form.cancel--> closed
 *                                              | form.submit (name, e-mail and, for a new user, password)
 *                                              v
 *                                            saving --done--> saved (success toast)
 *                                              |--error--> failed (the server's message, or the default;
 *                                              |           what was typed is kept)
 *                                              \--no connection--> offline (what was typed is kept; saved
 *                                                          again once back online, or by Retry)
 *   failed | offline --form.change--> editing.dirty, --form.submit--> saving, --form.cancel--> closed
 *
 * Cancel does nothing while saving. Every state with typed work not saved (after `editing.pristine`, before
 * `closed`/`saved`) has the tag `unsaved`: leaving the screen asks first (src/admin/leaveGuard.tsx). `saveUser` is provided at the app's edge
 * (src/admin/users/userForm.actors.ts): POST /users or PUT /users/{id}; it rejects with the server's message.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { connectionLost, type OnlineEvent, offlineActors, whileOffline } from './connection';
import { errorToast, successToast, toastPlaceholder } from './toast';
import {
  type ChangeUser,
  FORM_TEXTS,
  fitsField,
  isComplete,
  messageOr,
  NEW_USER,
  payloadOf,
  type UserFormValues,
  type UserPayload,
} from './userRules';

/** The user an edit starts from. */
export interface FormUser extends ChangeUser {
  email: string;
}

export interface UserFormContext {
  /** The user being edited; null for a new one. */
  userId: number | null;
  values: UserFormValues;
  /** The last failure's message, shown in the dialog. */
  error: string | null;
}

export type UserFormEvent =
  | { type: 'form.new' }
  | { type: 'form.edit'; user: FormUser }
  | { type: 'form.change'; field: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | OnlineEvent;

export interface SaveUserInput {
  /** null: create. */
  id: number | null;
  payload: UserPayload;
}

const opened = {
  'form.new': { target: 'editing', actions: 'startNew' },
  'form.edit': { target: 'editing', actions: 'startEdit' },
} as const;

export const userFormMachine = setup({
  types: {
    context: {} as UserFormContext,
    events: {} as UserFormEvent,
  },
  actors: {
    saveUser: fromPromise<unknown, SaveUserInput>(async () => {
      throw new Error('saveUser not provided');
    }),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    startNew: assign({ userId: null, values: { ...NEW_USER }, error: null }),
    startEdit: assign(({ event }) => {
      assertEvent(event, 'form.edit');
      const { id, name, email, role, status } = event.user;
      return { userId: id, values: { name, email, password: '', role, status }, error: null };
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return { values: { ...context.values, [event.field]: event.value }, error: null };
    }),
  },
  guards: {
    connectionLost,
    fits: ({ event }) => {
      assertEvent(event, 'form.change');
      return fitsField(event.field, event.value);
    },
    complete: ({ context }) => isComplete(context.values, context.userId !== null),
  },
}).createMachine({
  id: 'userForm',
  context: { userId: null, values: { ...NEW_USER }, error: null },
  initial: 'closed',
  states: {
    closed: { description: 'No user dialog.', on: opened },
    editing: {
      description: 'The Add New User / Edit User dialog with name, e-mail, role and (new user) password.',
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
      tags: 'unsaved',
      invoke: {
        id: 'saveUser',
        src: 'saveUser',
        input: ({ context }) => ({
          id: context.userId,
          payload: payloadOf(context.values, context.userId !== null),
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
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => messageOr(event.error, FORM_TEXTS.failure) }),
              { type: 'toast', params: ({ context }) => errorToast(context.error as string) },
            ],
          },
        ],
      },
    },
    /** The server refused or the call failed: the message shows in the dialog; the input is kept. */
    failed: {
      description: 'The server refused or the call failed: its message in the dialog; the input kept.',
      tags: 'unsaved',
      on: {
        'form.change': { guard: 'fits', target: 'editing.dirty', actions: 'change' },
        'form.submit': { guard: 'complete', target: 'saving' },
        'form.cancel': 'closed',
      },
    },
    /** No connection: the input is kept; saved again once the browser is back online, or on Retry. */
    offline: {
      description:
        'The save found no connection: the input kept, the connection message shown; saved again once back online or on Retry.',
      tags: 'unsaved',
      ...whileOffline,
      on: {
        'connection.online': { guard: 'complete', target: 'saving' },
        'form.change': { guard: 'fits', target: 'editing.dirty', actions: 'change' },
        'form.submit': { guard: 'complete', target: 'saving' },
        'form.cancel': 'closed',
      },
    },
    /** Closed after a save (the toast said so); the next open starts afresh. */
    saved: { description: 'The dialog closed after a save (the success toast).', on: opened },
  },
});
