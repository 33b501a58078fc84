import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { sessionMachine } from '../../../machines/session.machine';
import { keyPosts } from '../../api/idempotencyKeys';
import { inspect } from '../devInspect';
import { useShopClient } from '../useShopClient';
import { sessionMachineFor } from './session.actors';

/** The admin's one session actor, shared by the login screen, the guard and the layout. */
export const Session = createActorContext(sessionMachine);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useShopClient();
  const logic = useMemo(() => {
    // Every POST of the back-office carries an Idempotency-Key, the same one when a save is sent again.
    client.http.giveIdempotencyKeys(keyPosts());
    return sessionMachineFor(client);
  }, [client]);
  return (
    <Session.Provider logic={logic} options={{ inspect }}>
      {children}
    </Session.Provider>
  );
}

/** The signed-in user (null while signed out). */
export const useSessionUser = () => Session.useSelector((s) => s.context.user);
