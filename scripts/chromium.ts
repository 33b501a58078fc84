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

/**
 * The test suites' Chromium (tests/e2e/fixture.ts): CHROME_ARGS, and V8 without its optimising compilers
 * (`--max-opt=1`: the interpreter and the baseline compiler only). A test page lives seconds: Maglev and
 * TurboFan compiled the admin app's code on background threads for ~300 ms of each page load, work the page
 * did not live to use back (~10% of Chromium's CPU per admin page; docs/bench.md). What a page does is the
 * same. The benchmarks keep CHROME_ARGS: they measure what a shopper's browser does.
 */
export const TEST_CHROME_ARGS = [...CHROME_ARGS, '--js-flags=--max-opt=1'];
