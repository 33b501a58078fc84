/**
 * The Add New User / Edit User dialog's calls over the graph client (the app's edge): POST /users or PUT
 * /users/{id}. A failure rejects with the server's message (short password, duplicate e-mail, own role or
 * status, last super admin), else with the spec's default. An edit sends If-Match with the version the
 * dialog opened; a 412 is the machine's `conflict`, which reads the user as saved now (GET /users/{id}).
 */
import { fromPromise } from 'xstate';
import { type FormUser, type SaveUserInput, userFormMachine } from '../../../machines/userForm.machine';
import { FORM_TEXTS } from '../../../machines/userRules';
import type { ShopClient } from '../../api/client';
import { ifMatchOf } from '../../api/http';
import { adminActions, awaitOnline } from '../edge';
import { failureOf } from './graphFailure';
import { CreateUserMutation, UpdateUserMutation, UserQuery } from './users.documents';

export async function saveUser(client: ShopClient, { id, payload, version }: SaveUserInput): Promise<void> {
  const result =
    id === null
      ? await client.mutation(CreateUserMutation, { input: payload }).toPromise()
      : await client
          .mutation(UpdateUserMutation, { id, input: payload, ifMatch: ifMatchOf(version) })
          .toPromise();
  const failure = failureOf(result, FORM_TEXTS.failure);
  if (failure) throw failure;
}

/** The user as saved now (network-only: the cache holds what the screen showed). */
export async function loadUser(client: ShopClient, id: number): Promise<FormUser> {
  const result = await client.query(UserQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  const failure = failureOf(result, FORM_TEXTS.failure);
  if (failure || !result.data?.user) throw failure ?? new Error(FORM_TEXTS.failure);
  return result.data.user;
}

export const userFormMachineFor = (client: ShopClient) =>
  userFormMachine.provide({
    actions: adminActions,
    actors: {
      saveUser: fromPromise<unknown, SaveUserInput>(({ input }) => saveUser(client, input)),
      loadUser: fromPromise<FormUser, { id: number }>(({ input }) => loadUser(client, input.id)),
      awaitOnline,
    },
  });
