import type { Client } from '@urql/core';
import { useEffect } from 'react';

type Idle = (cb: () => void, opts?: { timeout: number }) => number;

/**
 * Live stock: once the splash has lifted (`enabled`), when the browser is idle, loads the visitor's
 * realtime client (src/api/realtime.ts) and keeps the socket open while the storefront is shown; each open
 * of the socket fetches the catalogue on screen again, so nothing changed before it opened is missed.
 */
export function useLiveCatalogue(client: Client | undefined, enabled: boolean) {
  useEffect(() => {
    if (!client || !enabled) return;
    let live = true;
    let connection: { close(): void } | undefined;
    const start = () => {
      void import('../../api/realtime').then(({ connectRealtime }) => {
        if (live) connection = connectRealtime(client);
      });
    };
    const w = window as unknown as { requestIdleCallback?: Idle; cancelIdleCallback?: (id: number) => void };
    const idle = w.requestIdleCallback ? w.requestIdleCallback(start, { timeout: 2000 }) : undefined;
    const timer = idle === undefined ? setTimeout(start, 300) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) w.cancelIdleCallback?.(idle);
      if (timer) clearTimeout(timer);
      connection?.close();
    };
  }, [client, enabled]);
}
