/**
 * How the e2e tests and the bench start Debian's Chromium: headless, and without its background traffic
 * (component updates, sync, Google's hosts), which a closed network refuses many times a second and which
 * would otherwise share the CPU with the page being measured.
 */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
