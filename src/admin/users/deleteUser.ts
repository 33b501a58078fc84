/**
 * Deleting a user: the confirmed-action machine (idle → confirming → working → idle | failed) with the
 * spec's texts and its call over the graph client. The server refuses one's own account and the last
 * active super admin; its message is the failure's.
 */
import { fromPromise } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../../machines/confirmedAction.machine';
import type { ShopClient } from '../../api/client';
import { adminActions, awaitOnline } from '../edge';
import { failureOf } from './graphFailure';
import { DeleteUserMutation } from './users.documents';

export const DELETE_USER_TEXTS = {
  successText: 'User deleted successfully.',
  failureText: 'Failed to delete user',
};

export async function deleteUser(client: ShopClient, id: ActionSubject['id']): Promise<void> {
  const result = await client.mutation(DeleteUserMutation, { id: Number(id) }).toPromise();
  const failure = failureOf(result, DELETE_USER_TEXTS.failureText);
  if (failure) throw failure;
}

export const deleteUserMachineFor = (client: ShopClient) =>
  confirmedActionMachine.provide({
    actions: adminActions,
    actors: {
      perform: fromPromise<unknown, ActionSubject>(({ input }) => deleteUser(client, input.id)),
      awaitOnline,
    },
  });
