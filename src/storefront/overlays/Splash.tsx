import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { splashMachine } from '../../../machines/splash.machine';
import { SHOP_NAME } from '../../ui/shop';

const R = 44;
const C = 2 * Math.PI * R;

/**
 * When the static splash of index.html (painted with the HTML, before any JS) started, on the Date.now()
 * clock: its CSS animation's current time says how long it has run. Read once, before React replaces it.
 */
export const staticSplashStartedAt: number | undefined = (() => {
  if (typeof document === 'undefined') return undefined;
  const arc = document.querySelector('#static-splash .splash-arc');
  const elapsed = arc?.getAnimations?.()[0]?.currentTime;
  return typeof elapsed === 'number' ? Date.now() - elapsed : undefined;
})();

/**
 * The loading splash: a progress ring fed by the splash machine (0.4% every 16 ms). It owns the machine,
 * so its 16 ms ticks re-render only the ring, not the page loading under it. The markup and styles are
 * those of the static copy in index.html (same classes), which it replaces without a visible change.
 */
export function Splash({ onDone }: { onDone: () => void }) {
  const [state] = useMachine(splashMachine, { input: { startedAt: staticSplashStartedAt } });
  const done = state.matches('done');
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  const progress = Math.round(state.context.progress);
  return (
    <div className="splash" data-testid="splash" role="status">
      <div
        className="splash-ring"
        role="progressbar"
        aria-label={`Loading ${SHOP_NAME}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <svg width="112" height="112" viewBox="0 0 112 112" aria-hidden="true">
          <circle cx="56" cy="56" r={R} fill="none" stroke="#E2E8F0" strokeWidth="8" />
          <circle
            className="splash-arc"
            cx="56"
            cy="56"
            r={R}
            fill="none"
            stroke="#1A202C"
            strokeWidth="8"
            strokeLinecap="round"
            strokeDashoffset={C * (1 - state.context.progress / 100)}
            transform="rotate(-90 56 56)"
          />
        </svg>
        <span className="splash-pct" aria-hidden="true">
          {progress}%
        </span>
      </div>
      <p className="splash-name">{SHOP_NAME}</p>
    </div>
  );
}
