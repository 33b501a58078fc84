import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok, ok } from '../lib/envelope';
import { tooLarge } from '../lib/errors';
import {
  CsvFile,
  FrameExportQuery,
  ImportBody,
  ImportPreview,
  ImportResult,
  PreviewBody,
} from '../schemas/frameCsv';
import { framesCsv, sendCsv } from '../services/csvExport';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../services/frameImport';

const tags = ['frames'];
const security = [{ bearer: [] }];
/** A 5 MB file as a JSON string may grow (every quote and line end escaped): the body may be this large. */
const IMPORT_BODY_LIMIT = 3 * MAX_IMPORT_BYTES;

const csvText = (csv: string) => {
  if (Buffer.byteLength(csv) > MAX_IMPORT_BYTES) throw tooLarge(IMPORT_TOO_LARGE);
  return csv;
};

/** The frames CSV (docs/api.md, "CSV export and import"): export, import preview, import. */
const frameCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const imports = () => app.services.frames.imports;

  app.get(
    '/export.csv',
    {
      schema: {
        operationId: 'exportFrames',
        summary: 'Every frame the list filters match, as CSV (UTF-8, RFC 4180), streamed',
        tags,
        security,
        querystring: FrameExportQuery,
        produces: ['text/csv'],
        response: { 200: CsvFile },
      },
    },
    async (request, reply) => {
      const { status, search, visibility = 'all', category } = request.query;
      const q = { status, search, category, visibility } as const;
      return sendCsv(reply, 'frames', framesCsv(app.services.frames, q));
    },
  );

  app.post(
    '/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { bodyTooLarge: IMPORT_TOO_LARGE },
      schema: {
        operationId: 'previewFrameImport',
        summary: "What importing a frames CSV would do: each row's change, every error by row and column",
        tags,
        security,
        body: PreviewBody,
        response: { 200: Ok(ImportPreview) },
      },
    },
    async (request) => ok(await imports().preview(csvText(request.body.csv))),
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { bodyTooLarge: IMPORT_TOO_LARGE },
      schema: {
        operationId: 'importFrames',
        summary: 'Import a frames CSV in one transaction: all rows or none (undo with its change set)',
        tags,
        security,
        body: ImportBody,
        response: { 200: Ok(ImportResult) },
      },
    },
    async (request) => {
      const { csv, token } = request.body;
      const result = await imports().apply(csvText(csv), request.user!.id, token);
      const { created, updated, changeSetId } = result;
      return ok(
        { created: created.length, updated: updated.length, changeSetId },
        `Imported: ${created.length} created, ${updated.length} updated.`,
      );
    },
  );
};

export default frameCsvRoutes;
