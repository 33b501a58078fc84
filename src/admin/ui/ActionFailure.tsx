import { Text } from '@chakra-ui/react';
import { CONNECTION_TEXTS } from '../../../machines/connection';

/** What a confirmed action's dialog is drawn from (machines/confirmedAction.machine.ts). */
interface ActionState {
  matches(state: 'failed' | 'offline'): boolean;
  hasTag(tag: 'dialogOpen' | 'busy' | 'tryAgain'): boolean;
  context: { error: string | null };
}

/**
 * A confirmed action's dialog as its machine's state says: open until the action is done or cancelled,
 * busy while the call runs, and 'Try again' after a call that did not go through.
 */
export const actionDialog = (state: ActionState) => ({
  open: state.hasTag('dialogOpen'),
  busy: state.hasTag('busy'),
  again: state.hasTag('tryAgain'),
});

/**
 * Why the call did not go through: the server's message (`failed`), or the connection message (`offline`:
 * the machine calls again once the browser is back online).
 */
export function ActionFailure({ state, testId }: { state: ActionState; testId?: string }) {
  if (state.matches('offline'))
    return (
      <Text mt="2" color="fg.error" role="alert" data-testid="offline">
        {CONNECTION_TEXTS.lost}
      </Text>
    );
  if (state.matches('failed'))
    return (
      <Text mt="2" color="fg.error" role="alert" data-testid={testId}>
        {state.context.error}
      </Text>
    );
  return null;
}
