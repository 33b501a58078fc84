import { assign, setup } from 'xstate';

/** Spec section 9: the splash progress advances 0.4 percent every 16 ms (about 2.5 s). */
export const SPLASH_TICK_MS = 16;
export const SPLASH_STEP = 0.4;

export const splashMachine = setup({
  types: {
    context: {} as { progress: number; startedAt: number },
    events: {} as { type: 'splash.skip' },
  },
  actions: {
    // From the clock, not a count of ticks: a busy phone fires 16 ms timers late, the ring must not lag.
    tick: assign({
      progress: ({ context }) => {
        const steps = Math.floor((Date.now() - context.startedAt) / SPLASH_TICK_MS);
        return Math.min(
          100,
          Math.max(context.progress + SPLASH_STEP, Math.round(steps * SPLASH_STEP * 10) / 10),
        );
      },
    }),
    complete: assign({ progress: 100 }),
  },
  guards: {
    isComplete: ({ context }) => context.progress >= 100,
  },
}).createMachine({
  id: 'splash',
  context: () => ({ progress: 0, startedAt: Date.now() }),
  initial: 'loading',
  states: {
    loading: {
      always: { guard: 'isComplete', target: 'done' },
      after: { [SPLASH_TICK_MS]: { target: 'loading', reenter: true, actions: 'tick' } },
      on: { 'splash.skip': { target: 'done', actions: 'complete' } },
    },
    done: { type: 'final' },
  },
});
