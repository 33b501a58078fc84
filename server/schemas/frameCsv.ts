import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { named } from '../lib/components';
import { FrameVisibility } from './frames';

const StatusFilter = Type.Union([
  Type.Literal('IN_STOCK'),
  Type.Literal('OUT_OF_STOCK'),
  Type.Literal('all'),
]);

/** The admin frames list's filters, without the page: the export holds every frame they match. */
export const FrameExportQuery = Type.Object({
  status: Type.Optional(StatusFilter),
  visibility: Type.Optional(FrameVisibility),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 60 })),
});

/** The messages list's filters and order, without the page. */
export const MessageExportQuery = Type.Object({
  sortBy: Type.Optional(Type.Enum(['createdAt', 'name', 'subject', 'status'])),
  sortOrder: Type.Optional(Type.Enum(['asc', 'desc'])),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Enum(['UNREAD', 'READ', 'REPLIED', 'all'])),
});

const Csv = Type.String({ description: 'The CSV file as text (UTF-8; at most 5 MB)' });
export const PreviewBody = Type.Object({ csv: Csv });
export const ImportBody = Type.Object({
  csv: Csv,
  token: Type.Optional(
    Type.String({
      maxLength: 64,
      description:
        "The preview's token: the import is refused (409) if the frames changed since that preview",
    }),
  ),
});

const ImportError = named(
  'ImportError',
  Type.Object({
    row: Type.Integer({ description: 'The spreadsheet row (the header is row 1)' }),
    column: Type.String({ description: "The CSV column ('' for the whole row)" }),
    message: Type.String(),
  }),
);

const ImportRow = named(
  'ImportRow',
  Type.Object({
    row: Type.Integer(),
    id: Type.Union([Type.Integer(), Type.Null()]),
    name: Type.String(),
    action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('unchanged')]),
    changes: Type.Array(Type.Object({ field: Type.String(), from: Type.String(), to: Type.String() })),
  }),
);

export const ImportPreview = named(
  'ImportPreview',
  Type.Object({
    rows: Type.Array(ImportRow),
    errors: Type.Array(ImportError),
    moreErrors: Type.Integer({ description: 'Errors past the 500 listed' }),
    creates: Type.Integer(),
    updates: Type.Integer(),
    unchanged: Type.Integer(),
    notes: Type.Array(Type.String()),
    token: Type.String(),
  }),
);

export const ImportResult = named(
  'ImportResult',
  Type.Object({
    created: Type.Integer(),
    updated: Type.Integer(),
    changeSetId: Type.Union([Type.String(), Type.Null()], {
      description: 'Undo it with POST /frames/changes/{id}/undo (null: nothing changed)',
    }),
  }),
);

/** A CSV download (the route streams it). */
export const CsvFile = Type.Unsafe<Readable>({
  type: 'string',
  description: 'The CSV file (text/csv, UTF-8)',
});
