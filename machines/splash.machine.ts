import { assign, setup } from 'xstate';

/** Spec section 9: the splash progress advances 0.4 percent every 16 ms (about 2.5 s). */
export const SPLASH_TICK_MS = 16;
export const SPLASH_STEP = 0.4;

export const splashMachine = setup({
  types: {
    context: {} as { progress: number },
    events: {} as { type: 'splash.skip' },
  },
  actions: {
    tick: assign({
      progress: ({ context }) => Math.min(100, Math.round((context.progress + SPLASH_STEP) * 10) / 10),
    }),
    complete: assign({ progress: 100 }),
  },
  guards: {
    isComplete: ({ context }) => context.progress >= 100,
  },
}).createMachine({
  id: 'splash',
  context: { progress: 0 },
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
