import type { ActorRefFrom } from 'xstate';
import type { formImageList } from '../../../machines/frameForm.machine';

/** The frame form's child: its one list of saved and queued images. */
export type ImageListRef = ActorRefFrom<typeof formImageList>;
