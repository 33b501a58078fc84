/**
 * Duplicating a frame: the confirmed-action machine (idle → confirming → working → idle | failed) whose call
 * is POST /frames/{id}/duplicate; once done, the copy's page opens (a draft named "<name> (copy)").
 */
import { Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../../machines/confirmedAction.machine';
import type { ShopClient } from '../../api/client';
import { DuplicateFrameMutation } from '../../api/documents/admin';
import { inspect } from '../devInspect';
import { adminActions, awaitOnline } from '../edge';
import { frameDetailsUrl } from '../paths';
import { ActionFailure, actionDialog } from '../ui/ActionFailure';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useShopClient } from '../useShopClient';

export const DUPLICATE_FRAME_TEXTS = {
  successText: 'Frame duplicated as a draft.',
  failureText: 'Failed to duplicate frame',
};

export async function duplicateFrame(client: ShopClient, id: ActionSubject['id']): Promise<number> {
  const result = await client.mutation(DuplicateFrameMutation, { id: Number(id) }).toPromise();
  if (result.error || !result.data)
    throw result.error?.networkError ?? new Error(DUPLICATE_FRAME_TEXTS.failureText);
  return result.data.duplicateFrame.id;
}

/** `request(frame)` asks to duplicate it; `dialog` is the confirmation to render. */
export function useDuplicateFrame() {
  const client = useShopClient();
  const navigate = useNavigate();
  const copyId = useRef<number | null>(null);
  const machine = useMemo(
    () =>
      confirmedActionMachine.provide({
        actions: {
          ...adminActions,
          finished: () => {
            if (copyId.current != null) navigate(frameDetailsUrl(copyId.current));
          },
        },
        actors: {
          perform: fromPromise<unknown, ActionSubject>(async ({ input }) => {
            copyId.current = await duplicateFrame(client, input.id);
          }),
          awaitOnline,
        },
      }),
    [client, navigate],
  );
  const [state, send] = useMachine(machine, { input: DUPLICATE_FRAME_TEXTS, inspect });
  const request = (frame: { id: number; name: string }) =>
    send({ type: 'action.request', subject: { id: frame.id, label: frame.name } });
  const dialog = (
    <ConfirmDialog
      open={actionDialog(state).open}
      title="Duplicate Frame"
      confirmLabel={actionDialog(state).again ? 'Try again' : 'Duplicate'}
      busy={actionDialog(state).busy}
      onConfirm={() => send({ type: 'action.confirm' })}
      onCancel={() => send({ type: 'action.cancel' })}
    >
      <Text>
        Make a draft copy of <strong>{state.context.subject?.label}</strong> with its labels and pictures?
        Shoppers see it only once it is published.
      </Text>
      <ActionFailure state={state} />
    </ConfirmDialog>
  );
  return { request, dialog, working: state.matches('working') };
}
