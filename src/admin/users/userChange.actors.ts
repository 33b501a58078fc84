/**
 * The status and role changes of the users list over the graph client (the app's edge): PUT
 * /users/{id}/status or /users/{id}/role with If-Match the version the row showed. A 4xx is the server's
 * refusal, resolved with its message; a 412 (someone else saved the user) and any other failure reject, so
 * the machine's `onError` gets them (a 412 is its `conflict`, which reads the user again: GET /users/{id}).
 */
import { fromPromise } from 'xstate';
import { isStale } from '../../../machines/concurrency';
import {
  type SaveChangeInput,
  type SaveChangeOutput,
  userChangeMachine,
} from '../../../machines/userChange.machine';
import { CHANGE_TEXTS, type ChangeUser, type UserRole, type UserStatus } from '../../../machines/userRules';
import type { ShopClient } from '../../api/client';
import { ifMatchOf } from '../../api/http';
import { adminActions, awaitOnline } from '../edge';
import { failureOf, isRefusal } from './graphFailure';
import { loadUser } from './userForm.actors';
import { SetUserRoleMutation, SetUserStatusMutation } from './users.documents';

export async function saveChange(client: ShopClient, input: SaveChangeInput): Promise<SaveChangeOutput> {
  const ifMatch = ifMatchOf(input.version);
  const result =
    input.field === 'status'
      ? await client
          .mutation(SetUserStatusMutation, { id: input.id, status: input.value as UserStatus, ifMatch })
          .toPromise()
      : await client
          .mutation(SetUserRoleMutation, { id: input.id, role: input.value as UserRole, ifMatch })
          .toPromise();
  const failure = failureOf(result, CHANGE_TEXTS[input.field].failure);
  if (!failure) return { refused: null };
  if (isRefusal(failure) && !isStale(failure)) return { refused: failure.message };
  throw failure;
}

export const userChangeMachineFor = (client: ShopClient) =>
  userChangeMachine.provide({
    actions: adminActions,
    actors: {
      save: fromPromise<SaveChangeOutput, SaveChangeInput>(({ input }) => saveChange(client, input)),
      loadUser: fromPromise<ChangeUser, { id: number }>(({ input }) => loadUser(client, input.id)),
      awaitOnline,
    },
  });
