/**
 * The Add New User / Edit User dialog's call over the graph client (the app's edge): POST /users or PUT
 * /users/{id}. A failure rejects with the server's message (short password, duplicate e-mail, own role or
 * status, last super admin), else with the spec's default.
 */
import { fromPromise } from 'xstate';
import { type SaveUserInput, userFormMachine } from '../../../machines/userForm.machine';
import { FORM_TEXTS } from '../../../machines/userRules';
import type { ShopClient } from '../../api/client';
import { adminActions, awaitOnline } from '../edge';
import { failureOf } from './graphFailure';
import { CreateUserMutation, UpdateUserMutation } from './users.documents';

export async function saveUser(client: ShopClient, { id, payload }: SaveUserInput): Promise<void> {
  const result =
    id === null
      ? await client.mutation(CreateUserMutation, { input: payload }).toPromise()
      : await client.mutation(UpdateUserMutation, { id, input: payload }).toPromise();
  const failure = failureOf(result, FORM_TEXTS.failure);
  if (failure) throw failure;
}

export const userFormMachineFor = (client: ShopClient) =>
  userFormMachine.provide({
    actions: adminActions,
    actors: {
      saveUser: fromPromise<unknown, SaveUserInput>(({ input }) => saveUser(client, input)),
      awaitOnline,
    },
  });
