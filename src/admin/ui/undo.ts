/**
 * The back office's one undo actor (machines/undo.machine.ts), per client: a delete offers "Undo" in its
 * toast for 10 s, and pressing it restores the frame from the trash, even after the page that deleted it
 * has gone (the details page returns to the list).
 */
import { type Actor, createActor, fromPromise } from 'xstate';
import { UNDO_WINDOW_MS, type UndoSubject, undoMachine } from '../../../machines/undo.machine';
import type { ShopClient } from '../../api/client';
import { RestoreFramesMutation, UndoFrameChangeMutation } from '../../api/documents/frameChanges';
import { notify } from '../../ui/toast';
import { adminActions } from '../edge';

const actors = new WeakMap<ShopClient, Actor<typeof undoMachine>>();

export async function restoreFrames(client: ShopClient, ids: number[]): Promise<void> {
  const result = await client.mutation(RestoreFramesMutation, { ids }).toPromise();
  if (result.error) throw result.error.networkError ?? new Error(result.error.message);
}

/** Puts back a bulk change (its change set) in one step. */
async function undoChange(client: ShopClient, id: string): Promise<void> {
  const result = await client.mutation(UndoFrameChangeMutation, { id }).toPromise();
  if (result.error) throw result.error.networkError ?? new Error(result.error.message);
}

export function undoActorFor(client: ShopClient): Actor<typeof undoMachine> {
  const known = actors.get(client);
  if (known) return known;
  const actor: Actor<typeof undoMachine> = createActor(
    undoMachine.provide({
      actions: {
        ...adminActions,
        announceUndo: (_, subject: UndoSubject) =>
          notify({
            type: 'info',
            title: subject.title ?? 'In the trash',
            description: subject.description,
            duration: UNDO_WINDOW_MS,
            action: { label: 'Undo', onClick: () => actor.send({ type: 'undo' }) },
          }),
      },
      actors: {
        perform: fromPromise<unknown, UndoSubject>(({ input }) =>
          input.changeSetId ? undoChange(client, input.changeSetId) : restoreFrames(client, input.ids),
        ),
      },
    }),
  ).start();
  actors.set(client, actor);
  return actor;
}

/** Offers to undo a frame's deletion. */
export const offerUndoDelete = (client: ShopClient, id: number, name?: string) =>
  undoActorFor(client).send({
    type: 'undo.offer',
    subject: { ids: [id], description: `${name ?? 'The frame'} stays in the Trash for 30 days.` },
  });
