import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { IdValue, idParam, Ok, ok } from '../lib/envelope';
import { badRequest, HttpError, tooLarge } from '../lib/errors';
import { Frame } from '../schemas/frames';
import { FILE_TOO_LARGE, MAX_IMAGE_BYTES } from '../services/imageProcessing';
import { MAX_IMAGES_PER_FRAME, NO_IMAGE, TOO_MANY_IMAGES } from '../services/images.service';

const tags = ['images'];
const security = [{ bearer: [] }];

const FrameParams = Type.Object({ id: Type.String() });
const ImageParams = Type.Object({ id: Type.String(), imageId: Type.String() });
const ReorderBody = Type.Object({
  imageIds: Type.Array(IdValue, { maxItems: 100 }),
});

const Picture = Type.String({
  format: 'binary',
  contentMediaType: 'image/*',
  description: `A JPEG, PNG or WebP file of at most ${MAX_IMAGE_BYTES} bytes (its type is read from its bytes)`,
});

/**
 * The upload's multipart body, for the OpenAPI document: the route reads the files from the stream itself
 * (readFiles), so Fastify validates no body schema.
 */
const multipartBody = (field: string, maxFiles: number) => ({
  swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    url,
    schema: {
      ...schema,
      consumes: ['multipart/form-data'],
      body: Type.Object({
        [field]: maxFiles === 1 ? Picture : Type.Array(Picture, { minItems: 1, maxItems: maxFiles }),
      }),
    },
  }),
});

const errorCode = (error: unknown) =>
  error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;

/**
 * The files of a multipart request in `field` (at most `maxFiles`), each read into memory up to 5 MiB.
 * Other file fields are refused; plain text fields are ignored.
 */
async function readFiles(request: FastifyRequest, field: string, maxFiles: number): Promise<Buffer[]> {
  if (!request.isMultipart())
    throw badRequest(`Send the image as multipart/form-data, in the field '${field}'.`, field);
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw badRequest(
          `Unexpected file field '${part.fieldname}': send images in the field '${field}'.`,
          field,
        );
      }
      // Over 5 MiB, toBuffer() throws FST_REQ_FILE_TOO_LARGE (413 with the spec's text).
      const body = await part.toBuffer();
      if (part.file.truncated || body.length > MAX_IMAGE_BYTES) throw tooLarge(FILE_TOO_LARGE);
      files.push(body);
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_FILES_LIMIT')
      throw badRequest(maxFiles === 1 ? `Send one file in the field '${field}'.` : TOO_MANY_IMAGES, field);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(`Too many form fields: send only the images, in the field '${field}'.`, field);
    // The multipart parser's own errors (no boundary, truncated body, bad part header) carry no status.
    if (error instanceof Error && !(error instanceof HttpError) && !('statusCode' in error))
      throw badRequest('Malformed multipart/form-data body.', field);
    throw error;
  }
  if (files.length === 0) throw badRequest(NO_IMAGE, field);
  return files;
}

const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  // A raw body of any other type (say image/jpeg) reaches the handler, which answers 400 (not multipart).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, _body, done) =>
    done(null, undefined),
  );
  const images = () => app.services.images;
  const frameId = (raw: string) => idParam(raw, 'Frame not found');

  const upload = async (
    request: FastifyRequest,
    reply: FastifyReply,
    rawId: string,
    field: string,
    maxFiles: number,
  ) => {
    const id = frameId(rawId);
    await images().assertFrame(id);
    const files = await readFiles(request, field, maxFiles);
    // A repeat of an upload (the same Idempotency-Key and files) gets the first answer, and stores nothing.
    if (await app.idempotent(request, reply, files)) return reply;
    const frame = await images().addImages(id, files, request.user!.id);
    return reply.code(201).send(ok(frame, `${files.length} image(s) uploaded successfully`));
  };

  app.post(
    '/:id/image',
    {
      config: { ...multipartBody('image', 1), idempotent: 'files' },
      schema: {
        operationId: 'uploadFrameImage',
        summary: 'Add one picture to a frame (multipart field `image`)',
        tags,
        security,
        params: FrameParams,
        response: { 201: Ok(Frame) },
      },
    },
    async (request, reply) => upload(request, reply, request.params.id, 'image', 1),
  );

  app.post(
    '/:id/images',
    {
      config: { ...multipartBody('images', MAX_IMAGES_PER_FRAME), idempotent: 'files' },
      schema: {
        operationId: 'uploadFrameImages',
        summary: 'Add pictures to a frame, all or nothing (multipart field `images`)',
        tags,
        security,
        params: FrameParams,
        response: { 201: Ok(Frame) },
      },
    },
    async (request, reply) => upload(request, reply, request.params.id, 'images', MAX_IMAGES_PER_FRAME),
  );

  app.delete(
    '/:id/images/:imageId',
    {
      schema: {
        operationId: 'deleteFrameImage',
        summary: "Delete one of a frame's pictures",
        tags,
        security,
        params: ImageParams,
        response: { 200: Ok(Type.Null()) },
      },
    },
    async (request) => {
      const id = frameId(request.params.id);
      const imageId = idParam(request.params.imageId, 'Image not found');
      await images().removeImage(id, imageId, request.user!.id);
      return ok(null, 'Image deleted successfully.');
    },
  );

  app.put(
    '/:id/images/reorder',
    {
      schema: {
        operationId: 'reorderFrameImages',
        summary: "Order a frame's pictures: exactly that frame's image ids",
        tags,
        security,
        params: FrameParams,
        body: ReorderBody,
        response: { 200: Ok(Frame) },
      },
    },
    async (request) => {
      const frame = await images().reorder(
        frameId(request.params.id),
        request.body.imageIds,
        request.user!.id,
      );
      return ok(frame, 'Image order updated successfully.');
    },
  );
};

export default imagesRoutes;
