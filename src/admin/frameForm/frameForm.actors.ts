/**
 * The frame form's and image list's effects over the graph client (the app's edge): load the frame and the
 * label choices, create or update the frame, upload the queue with progress, reorder and delete saved
 * images. Failures reject with the server's message (the http layer's tagged errors carry the spec's texts,
 * e.g. the 120 s upload timeout), so the machines' `onError` gets them.
 */
import { fromPromise } from 'xstate';
import {
  type FormFrame,
  formImageList,
  frameFormMachine,
  type LoadInput,
  type LoadOutput,
  type SaveInput,
  type UploadInput,
} from '../../../machines/frameForm.machine';
import type { LabelOption } from '../../../machines/frameFormRules';
import type { DeleteImageInput, ReorderInput } from '../../../machines/imageList.machine';
import type { ShopClient } from '../../api/client';
import { CreateFrameMutation, FrameQuery, UpdateFrameMutation } from '../../api/documents/admin';
import {
  DeleteFrameImageMutation,
  ReorderFrameImagesMutation,
  UploadFrameImagesMutation,
} from '../../api/documents/frameImages';
import { ifMatchOf, type UploadProgress } from '../../api/http';
import type { FrameStatus } from '../../api/types';
import { adminActions, awaitOnline } from '../edge';
import { FormLabelsQuery, LABELS_LIMIT } from './frameForm.documents';

type Result = { error?: { networkError?: Error; message: string } | undefined };

/** The failure of a graph result: the http layer's error (its message is the server's), else the result's. */
function failureOf(result: Result): Error | null {
  if (!result.error) return null;
  return result.error.networkError ?? new Error(result.error.message);
}

function check<R extends Result>(result: R): R {
  const failure = failureOf(result);
  if (failure) throw failure;
  return result;
}

type GraphFrame = {
  id: number;
  name: string;
  description: string;
  status: FrameStatus;
  originalPrice: number;
  currentPrice: number;
  dimensions: string | null;
  category: string | null;
  rating: number;
  published: boolean;
  labels: readonly { id: number; name: string; color: string }[];
  images: readonly { id: number; imageUrl: string; srcset: string; order: number; alt: string }[];
  version: number;
};

const formFrameOf = (f: GraphFrame): FormFrame => ({
  id: f.id,
  name: f.name,
  description: f.description,
  status: f.status,
  originalPrice: f.originalPrice,
  currentPrice: f.currentPrice,
  dimensions: f.dimensions,
  category: f.category,
  rating: f.rating,
  published: f.published,
  labels: f.labels.map((l) => ({ id: l.id, name: l.name, color: l.color })),
  images: f.images.map((i) => ({
    id: i.id,
    imageUrl: i.imageUrl,
    srcset: i.srcset,
    order: i.order,
    alt: i.alt,
  })),
  version: f.version,
});

export async function loadLabels(client: ShopClient): Promise<LabelOption[] | null> {
  try {
    const result = check(
      await client
        .query(FormLabelsQuery, { limit: LABELS_LIMIT, sortBy: 'name', sortOrder: 'asc' })
        .toPromise(),
    );
    return result.data
      ? result.data.labels.data.map((l) => ({ id: l.id, name: l.name, color: l.color }))
      : null;
  } catch {
    return null;
  }
}

/** The frame as the server has it now (never graphcache's copy): its version is what an edit starts from. */
export async function loadFrame(client: ShopClient, frameId: number): Promise<FormFrame | null> {
  const r = check(
    await client.query(FrameQuery, { id: frameId }, { requestPolicy: 'network-only' }).toPromise(),
  );
  return r.data?.frame ? formFrameOf(r.data.frame) : null;
}

export async function loadForm(client: ShopClient, { frameId }: LoadInput): Promise<LoadOutput> {
  const [frame, labels] = await Promise.all([
    frameId == null ? Promise.resolve(null) : loadFrame(client, frameId),
    loadLabels(client),
  ]);
  return { frame, labels };
}

/** Creates, or updates with If-Match: the version the user's values were made from (412 when stale). */
export async function saveFrame(
  client: ShopClient,
  { frameId, payload, version }: SaveInput,
): Promise<FormFrame> {
  const input = { ...payload };
  if (frameId == null) {
    const r = check(await client.mutation(CreateFrameMutation, { input }).toPromise());
    if (!r.data) throw new Error('Failed to save frame');
    return formFrameOf(r.data.createFrame);
  }
  const r = check(
    await client
      .mutation(UpdateFrameMutation, { id: frameId, input, ifMatch: ifMatchOf(version) })
      .toPromise(),
  );
  if (!r.data) throw new Error('Failed to save frame');
  return formFrameOf(r.data.updateFrame);
}

export async function uploadImages(client: ShopClient, input: UploadInput): Promise<FormFrame> {
  const r = check(
    await client
      .mutation(
        UploadFrameImagesMutation,
        { id: input.frameId, images: input.files },
        { onUploadProgress: (p: UploadProgress) => input.onProgress(p.percent) },
      )
      .toPromise(),
  );
  if (!r.data) throw new Error('Upload failed');
  return formFrameOf(r.data.uploadFrameImages);
}

export async function reorderImages(client: ShopClient, { frameId, imageIds }: ReorderInput) {
  check(await client.mutation(ReorderFrameImagesMutation, { id: frameId, imageIds }).toPromise());
}

export async function deleteImage(client: ShopClient, { frameId, imageId }: DeleteImageInput) {
  check(await client.mutation(DeleteFrameImageMutation, { id: frameId, imageId }).toPromise());
}

/** The frame form wired to a client and the app's toaster; its image list too. */
export const frameFormMachineFor = (client: ShopClient) =>
  frameFormMachine.provide({
    actions: adminActions,
    actors: {
      load: fromPromise<LoadOutput, LoadInput>(({ input }) => loadForm(client, input)),
      saveFrame: fromPromise<FormFrame, SaveInput>(({ input }) => saveFrame(client, input)),
      loadCurrent: fromPromise<FormFrame, { frameId: number }>(async ({ input }) => {
        const frame = await loadFrame(client, input.frameId);
        if (!frame) throw new Error('Frame not found');
        return frame;
      }),
      uploadImages: fromPromise<FormFrame, UploadInput>(({ input }) => uploadImages(client, input)),
      awaitOnline,
      imageList: formImageList.provide({
        actions: adminActions,
        actors: {
          reorderImages: fromPromise<unknown, ReorderInput>(({ input }) => reorderImages(client, input)),
          deleteImage: fromPromise<unknown, DeleteImageInput>(({ input }) => deleteImage(client, input)),
          awaitOnline,
        },
      }),
    },
  });
