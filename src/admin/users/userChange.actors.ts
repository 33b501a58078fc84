/**
 * The status and role changes of the users list over the graph client (the app's edge): PUT
 * /users/{id}/status or /users/{id}/role. A 4xx is the server's refusal, resolved with its message; any
 * other failure rejects, so the machine's `onError` gets it.
 */
import { fromPromise } from 'xstate';
import {
  type SaveChangeInput,
  type SaveChangeOutput,
  userChangeMachine,
} from '../../../machines/userChange.machine';
import { CHANGE_TEXTS, type UserRole, type UserStatus } from '../../../machines/userRules';
import type { ShopClient } from '../../api/client';
import { adminActions, awaitOnline } from '../edge';
import { failureOf, isRefusal } from './graphFailure';
import { SetUserRoleMutation, SetUserStatusMutation } from './users.documents';

export async function saveChange(client: ShopClient, input: SaveChangeInput): Promise<SaveChangeOutput> {
  const result =
    input.field === 'status'
      ? await client
          .mutation(SetUserStatusMutation, { id: input.id, status: input.value as UserStatus })
          .toPromise()
      : await client
          .mutation(SetUserRoleMutation, { id: input.id, role: input.value as UserRole })
          .toPromise();
  const failure = failureOf(result, CHANGE_TEXTS[input.field].failure);
  if (!failure) return { refused: null };
  if (isRefusal(failure)) return { refused: failure.message };
  throw failure;
}

export const userChangeMachineFor = (client: ShopClient) =>
  userChangeMachine.provide({
    actions: adminActions,
    actors: {
      save: fromPromise<SaveChangeOutput, SaveChangeInput>(({ input }) => saveChange(client, input)),
      awaitOnline,
    },
  });
