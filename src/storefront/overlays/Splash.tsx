import { useLayoutEffect } from 'react';

const STATIC_SPLASH_ID = 'static-splash';

/**
 * How long the static splash of index.html (painted with the HTML, before any JS) has run, in ms: its CSS
 * animation's current time. Read once, when the storefront's code starts.
 */
export const staticSplashElapsed: number | undefined = (() => {
  if (typeof document === 'undefined') return undefined;
  const arc = document.querySelector(`#${STATIC_SPLASH_ID} .splash-arc`);
  const elapsed = arc?.getAnimations?.()[0]?.currentTime;
  return typeof elapsed === 'number' ? elapsed : undefined;
})();

/**
 * The loading splash. Its ring and percentage are index.html's static splash, animated by CSS from the
 * HTML's first paint (outside the React root, over the page laid out underneath); the storefront shell machine (its splash
 * region) decides when it lifts. This component stands for it while it shows and removes it when unmounted.
 */
export function Splash() {
  useLayoutEffect(() => () => document.getElementById(STATIC_SPLASH_ID)?.remove(), []);
  return null;
}
