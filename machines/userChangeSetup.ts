/**
 * The user-change machine's types and implementations (machines/userChange.machine.ts holds its chart): the
 * actors the app's edge provides (src/admin/users/userChange.actors.ts), the actions and guards, each named so
 * the chart reads whole in the visualizer.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type FieldChange, fieldChanges, staleChange, staleMessage } from './concurrency';
import { connectionLost, type OnlineEvent, offlineActors } from './connection';
import { toastPlaceholder } from './toast';
import {
  CHANGE_TEXTS,
  type ChangeUser,
  messageOr,
  nextValue,
  type UserField,
  type UserValue,
} from './userRules';

export interface UserChangeInput {
  field: UserField;
}

/** The change asked for: whose, from what, to what, made from which version (If-Match). */
export interface PendingChange {
  id: number;
  name: string;
  from: UserValue;
  to: UserValue;
  version: number | null;
}

export interface UserChangeContext {
  field: UserField;
  change: PendingChange | null;
  /** The last refusal's or failure's message (in `conflict`: the server's sentence). */
  error: string | null;
  /** In `conflict`: the user as saved now, and what changed since the row was shown. */
  theirs: ChangeUser | null;
  changes: FieldChange[];
}

export type UserChangeEvent =
  | { type: 'change.request'; user: ChangeUser }
  | { type: 'change.confirm' }
  | { type: 'change.cancel' }
  | { type: 'change.reload' }
  | { type: 'change.overwrite' }
  | OnlineEvent;

/** What `save` sends: PUT /users/{id}/status or /users/{id}/role, with If-Match `version`. */
export interface SaveChangeInput {
  id: number;
  field: UserField;
  value: UserValue;
  version: number | null;
}
/** `refused`: the server's message when it said no (4xx); null when the change is saved. */
export interface SaveChangeOutput {
  refused: string | null;
}

const LABELS = { status: 'Status', role: 'Role' } as const;
const SHOWN: Record<UserValue, string> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  ADMIN: 'Admin',
  SUPER_ADMIN: 'Super Admin',
};
/** The change asked of `user`: from its value of `field` to the other one. */
const changeOf = (field: UserField, user: ChangeUser): PendingChange => {
  const from = field === 'status' ? user.status : user.role;
  return { id: user.id, name: user.name, from, to: nextValue(field, from), version: user.version ?? null };
};

export const userChangeSetup = setup({
  types: {
    context: {} as UserChangeContext,
    events: {} as UserChangeEvent,
    input: {} as UserChangeInput,
  },
  actors: {
    save: fromPromise<SaveChangeOutput, SaveChangeInput>(async () => {
      throw new Error('save not provided');
    }),
    /** The user as saved now (GET /users/{id}), read after a 412 to show what changed. */
    loadUser: fromPromise<ChangeUser, { id: number }>(async () => {
      throw new Error('loadUser not provided');
    }),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    ask: assign(({ context, event }) => {
      assertEvent(event, 'change.request');
      return { change: changeOf(context.field, event.user), error: null };
    }),
    forget: assign({ change: null, error: null, theirs: null, changes: [] }),
    holdRefusal: assign({
      error: ({ context, event }) =>
        messageOr(
          (event as { output?: SaveChangeOutput }).output?.refused,
          CHANGE_TEXTS[context.field].failure,
        ),
    }),
    holdFailure: assign({
      error: ({ context, event }) =>
        messageOr((event as { error?: unknown }).error, CHANGE_TEXTS[context.field].failure),
    }),
    /** The conflict's message: the server's sentence about the stale save. */
    holdConflict: assign({
      error: ({ event }) => staleMessage((event as { error?: unknown }).error, 'user'),
    }),
    holdTheirs: assign(({ context }, theirs: ChangeUser) => {
      const change = context.change as PendingChange;
      const now = theirs[context.field];
      const label = LABELS[context.field];
      return {
        theirs,
        changes: fieldChanges(
          [[context.field, label]],
          { [context.field]: SHOWN[change.from] } as Record<UserField, string>,
          { [context.field]: SHOWN[now] } as Record<UserField, string>,
          { [context.field]: SHOWN[change.to] } as Record<UserField, string>,
        ),
      };
    }),
    /** Reload: the change is asked again from their value (made from their version). */
    takeTheirs: assign(({ context }) => ({
      change: changeOf(context.field, context.theirs as ChangeUser),
      error: null,
      theirs: null,
      changes: [],
    })),
    /** Overwrite: the value asked for saved again, made from the version saved now. */
    overwriteTheirs: assign(({ context }) => ({
      change: { ...(context.change as PendingChange), version: context.theirs?.version ?? null },
      error: null,
    })),
  },
  guards: {
    connectionLost,
    staleChange,
    /** The server answered with a refusal (its message) instead of the saved user. */
    refusedByServer: (_, output: SaveChangeOutput) => output.refused !== null,
  },
});
