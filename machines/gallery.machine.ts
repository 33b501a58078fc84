import { assertEvent, assign, setup } from 'xstate';

/** Spec section 2 and 9: auto-advance every 4 s (looping, only with more than one image); a manual move pauses 5 s. */
export const AUTO_ADVANCE_MS = 4000;
export const MANUAL_PAUSE_MS = 5000;

export interface GalleryContext {
  index: number;
  total: number;
}

export type GalleryEvent =
  | { type: 'gallery.next' }
  | { type: 'gallery.prev' }
  | { type: 'gallery.goto'; index: number }
  | { type: 'gallery.toggle' };

const wrap = (i: number, total: number) => ((i % total) + total) % total;

/**
 * The image gallery of a frame card. `single` has nothing to move; `playing` advances itself;
 * `resting` is the 5 s pause after a manual move; `stopped` is the toggle turned off.
 */
export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    input: {} as { total: number },
  },
  actions: {
    advance: assign({ index: ({ context }) => wrap(context.index + 1, context.total) }),
    back: assign({ index: ({ context }) => wrap(context.index - 1, context.total) }),
    goto: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'gallery.goto');
        return wrap(Math.trunc(event.index), context.total);
      },
    }),
  },
  guards: {
    hasSeveral: ({ context }) => context.total > 1,
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => ({ index: 0, total: Math.max(0, Math.trunc(input.total)) }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSeveral', target: 'playing' }, { target: 'single' }],
    },
    single: {},
    playing: {
      after: { [AUTO_ADVANCE_MS]: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        'gallery.next': { target: 'resting', actions: 'advance' },
        'gallery.prev': { target: 'resting', actions: 'back' },
        'gallery.goto': { target: 'resting', actions: 'goto' },
        'gallery.toggle': { target: 'stopped' },
      },
    },
    resting: {
      after: { [MANUAL_PAUSE_MS]: { target: 'playing' } },
      on: {
        'gallery.next': { target: 'resting', reenter: true, actions: 'advance' },
        'gallery.prev': { target: 'resting', reenter: true, actions: 'back' },
        'gallery.goto': { target: 'resting', reenter: true, actions: 'goto' },
        'gallery.toggle': { target: 'playing' },
      },
    },
    stopped: {
      on: {
        'gallery.next': { actions: 'advance' },
        'gallery.prev': { actions: 'back' },
        'gallery.goto': { actions: 'goto' },
        'gallery.toggle': { target: 'playing' },
      },
    },
  },
});

/** The toggle's title: auto-advance is on only while playing. */
export const toggleTitle = (playing: boolean) => (playing ? 'Pause auto-fade' : 'Start auto-fade');
