/**
 * The first say on Back and Forward: a listener on the window's `popstate` added before the router's own
 * (listeners run in the order they were added), so a screen with unsaved work can hold the step before the
 * router sees it (src/admin/leaveGuard.tsx). Nothing happens while no guard is set.
 */
let guard: ((event: PopStateEvent) => void) | null = null;

if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => guard?.(event));

/** Sets (or, with null, removes) the guard that hears every popstate first. */
export function setPopGuard(next: ((event: PopStateEvent) => void) | null) {
  guard = next;
}
