/**
 * The navigation overlay (spec: about 5 s after each navigation, content flag at 4 s;
 * machines/storefrontShell.machine.ts, its navigation region). It is a thin bar at the top that never blocks the page: shoppers
 * on slow phones keep reading while it runs.
 */
export function NavigationOverlay({ contentReady }: { contentReady: boolean }) {
  return (
    <div
      className={`nav-overlay${contentReady ? ' nav-overlay-done' : ''}`}
      data-testid="navigation-overlay"
      data-content-ready={contentReady}
      aria-hidden="true"
    >
      <div className="nav-overlay-bar" />
    </div>
  );
}
