/**
 * The frame form's `conflict` state (docs/api.md, "Concurrent changes"): the save was refused with 412,
 * someone else saved the frame since the user began. The frame as saved now is read (`checking`), then
 * the screen shows the fields they changed beside the user's values (`review`, the form kept and locked)
 * and offers Reload (their frame fills the form, the user's changes are dropped) or Overwrite (the user's
 * values saved over theirs, made from the version now saved: a third save in between is refused again).
 *
 *   saving ──412──▶ conflict.checking ──read──▶ conflict.review ──frame.reload──▶ editing.pristine
 *                        │ no connection: offline         └──frame.overwrite──▶ saving
 *                        └ refused: saveFailed
 */
import { assign } from 'xstate';
import { conflictToast, reloadedToast } from './concurrency';
import { connectionLost } from './connection';
import { frameFormSetup } from './frameFormSetup';
import { FORM_TEXTS, type FormFrame, messageOf } from './frameFormTypes';

export const conflictState = frameFormSetup.createStateConfig({
  description:
    'Someone else saved the frame since it was loaded: the save was refused (412) and nothing was written; the input is kept.',
  tags: 'unsaved',
  entry: [
    { type: 'toast', params: ({ event }) => conflictToast((event as { error?: unknown }).error, 'frame') },
    assign({
      failure: ({ event }) => messageOf((event as { error?: unknown }).error, FORM_TEXTS.saveFailed),
    }),
  ],
  initial: 'checking',
  states: {
    checking: {
      description: 'The frame as saved now is being read, to show what changed.',
      invoke: {
        id: 'loadCurrent',
        src: 'loadCurrent',
        input: ({ context }) => ({ frameId: context.frameId as number }),
        onDone: {
          target: 'review',
          actions: { type: 'holdTheirs', params: ({ event }): FormFrame => event.output },
        },
        onError: [
          { guard: connectionLost, target: '#frameForm.offline' },
          {
            target: '#frameForm.saveFailed',
            actions: assign({ failure: ({ event }) => messageOf(event.error, FORM_TEXTS.saveFailed) }),
          },
        ],
      },
    },
    review: {
      description:
        'What changed: the fields someone else changed (then and now) beside the user’s values; Reload or Overwrite.',
      on: {
        'frame.reload': {
          target: '#frameForm.editing.pristine',
          actions: [
            'unlockImages',
            { type: 'loadImages', params: ({ context }) => context.theirs },
            'takeTheirs',
            { type: 'toast', params: reloadedToast() },
          ],
        },
        'frame.overwrite': { target: '#frameForm.saving', actions: 'overwriteTheirs' },
      },
    },
  },
});
