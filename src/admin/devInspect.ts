/**
 * The Stately inspector on the admin's live machines, opt-in and in development only: `?inspect` in the
 * address of a development page, or `VITE_INSPECT=1 npm run dev`. Pass `inspect` as an actor option
 * (`useMachine(machine, { inspect })`, the session provider does). In a production build
 * `import.meta.env.DEV` is false: `inspect` is undefined and the inspector is not in any chunk.
 */
import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

function browserInspector(): Inspect {
  // Events before the inspector's window is ready are kept and sent once it is.
  const waiting: InspectionEvent[] = [];
  let send: Inspect | null = null;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    send = (event) => inspector.inspect.next?.(event);
    for (const event of waiting.splice(0)) send(event);
  });
  return (event) => (send ? send(event) : waiting.push(event));
}

const wanted = () =>
  import.meta.env.VITE_INSPECT === '1' ||
  (typeof location !== 'undefined' && new URLSearchParams(location.search).has('inspect'));

export const inspect: Inspect | undefined = import.meta.env.DEV && wanted() ? browserInspector() : undefined;
