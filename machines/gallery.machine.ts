import { assertEvent, assign, setup } from 'xstate';

/** Spec section 2 and 9: auto-advance every 4 s (looping, only with more than one image); a manual move pauses 5 s. */
export const AUTO_ADVANCE_MS = 4000;
export const MANUAL_PAUSE_MS = 5000;

export interface GalleryInput {
  total: number;
  /** Extra time before the first advance, so the cards of a grid do not all change at one instant. */
  lead?: number;
}

export interface GalleryContext {
  index: number;
  total: number;
  /** Added to the first advance only (see GalleryInput.lead); 0 after any move. */
  lead: number;
  /** Auto-advance is on (the toggle); it only runs with more than one image. */
  autoplay: boolean;
}

export type GalleryEvent =
  | { type: 'gallery.next' }
  | { type: 'gallery.prev' }
  | { type: 'gallery.goto'; index: number }
  | { type: 'gallery.toggle' };

const wrap = (i: number, total: number) => ((i % total) + total) % total;

/**
 * The image gallery of a frame card. `playing` advances itself; `resting` is the 5 s pause after a manual
 * move; `stopped` is auto-advance turned off by the toggle (the app turns it off at once when motion is
 * reduced), and for good with fewer than two images (then nothing moves at all).
 */
export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    input: {} as GalleryInput,
  },
  delays: {
    advance: ({ context }) => AUTO_ADVANCE_MS + context.lead,
    pause: MANUAL_PAUSE_MS,
  },
  actions: {
    advance: assign({ index: ({ context }) => wrap(context.index + 1, context.total), lead: 0 }),
    back: assign({ index: ({ context }) => wrap(context.index - 1, context.total), lead: 0 }),
    goto: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'gallery.goto');
        return wrap(Math.trunc(event.index), context.total);
      },
      lead: 0,
    }),
    autoplayOn: assign({ autoplay: true }),
    autoplayOff: assign({ autoplay: false }),
  },
  guards: {
    hasSeveral: ({ context }) => context.total > 1,
    autoplays: ({ context }) => context.total > 1 && context.autoplay,
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => ({
    index: 0,
    total: Math.max(0, Math.trunc(input.total)),
    lead: Math.max(0, Math.trunc(input.lead ?? 0)),
    autoplay: true,
  }),
  initial: 'stopped',
  states: {
    stopped: {
      description:
        "Nothing moves by itself: the toggle reads 'Start auto-fade' (a single picture stays here for good).",
      // Auto-advance is on from the start, with more than one image.
      always: {
        guard: 'autoplays',
        target: 'playing',
        description: 'More than one picture and auto-advance on: it starts at once.',
      },
      on: {
        'gallery.next': {
          guard: 'hasSeveral',
          actions: 'advance',
          description: 'The next picture (looping).',
        },
        'gallery.prev': {
          guard: 'hasSeveral',
          actions: 'back',
          description: 'The previous picture (looping).',
        },
        'gallery.goto': { guard: 'hasSeveral', actions: 'goto', description: 'The picture of that dot.' },
        'gallery.toggle': {
          guard: 'hasSeveral',
          target: 'playing',
          actions: 'autoplayOn',
          description: "'Start auto-fade': auto-advance on again.",
        },
      },
    },
    playing: {
      description:
        "The next picture comes every 4 s (the first after the card's lead); the toggle reads 'Pause auto-fade'.",
      after: {
        advance: {
          target: 'playing',
          reenter: true,
          actions: 'advance',
          description: 'Time for the next picture (looping); the next advance in 4 s.',
        },
      },
      on: {
        'gallery.next': {
          target: 'resting',
          actions: 'advance',
          description: 'A move by hand pauses auto-advance.',
        },
        'gallery.prev': {
          target: 'resting',
          actions: 'back',
          description: 'A move by hand pauses auto-advance.',
        },
        'gallery.goto': {
          target: 'resting',
          actions: 'goto',
          description: 'A move by hand pauses auto-advance.',
        },
        'gallery.toggle': {
          target: 'stopped',
          actions: 'autoplayOff',
          description: "'Pause auto-fade' (also sent at once under reduced motion).",
        },
      },
    },
    resting: {
      description: 'The 5 s pause after a move by hand: nothing moves by itself meanwhile.',
      after: {
        pause: { target: 'playing', description: 'The pause is over: auto-advance resumes.' },
      },
      on: {
        'gallery.next': {
          target: 'resting',
          reenter: true,
          actions: 'advance',
          description: 'Another move by hand: the 5 s start again.',
        },
        'gallery.prev': {
          target: 'resting',
          reenter: true,
          actions: 'back',
          description: 'Another move by hand: the 5 s start again.',
        },
        'gallery.goto': {
          target: 'resting',
          reenter: true,
          actions: 'goto',
          description: 'Another move by hand: the 5 s start again.',
        },
        'gallery.toggle': { target: 'playing', description: "'Start auto-fade' during the pause: at once." },
      },
    },
  },
});

/** The toggle's title: auto-advance is on only while playing. */
export const toggleTitle = (playing: boolean) => (playing ? 'Pause auto-fade' : 'Start auto-fade');
