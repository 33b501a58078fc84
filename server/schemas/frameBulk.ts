import { Type } from 'typebox';
import { named } from '../lib/components';
import { IdValue } from '../lib/envelope';
import { FrameStatus } from './frames';

const Kind = <T extends string>(type: T) => Type.Literal(type);

/** One bulk action (server/services/frameBulk.ts). */
export const BulkAction = named(
  'BulkAction',
  Type.Union(
    [
      Type.Object({ type: Kind('status'), status: FrameStatus }),
      Type.Object({ type: Kind('publish') }),
      Type.Object({ type: Kind('unpublish') }),
      Type.Object({
        type: Kind('category'),
        category: Type.Union([Type.String({ maxLength: 60 }), Type.Null()], {
          description: 'The category (free text, as on the single edit); null or blank clears it',
        }),
      }),
      Type.Object({ type: Kind('addLabel'), labelId: IdValue }),
      Type.Object({ type: Kind('removeLabel'), labelId: IdValue }),
      Type.Object({
        type: Kind('price'),
        by: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
        value: Type.Number({
          minimum: -9_999_999_999,
          maximum: 9_999_999_999,
          description: 'percent: e.g. 10 or -15; amount: shillings added (negative: taken off)',
        }),
      }),
      Type.Object({ type: Kind('delete') }),
    ],
    { description: 'What to do to every frame named' },
  ),
);

export const BulkBody = Type.Object({
  ids: Type.Array(IdValue, { minItems: 1, maxItems: 1000, description: 'The frames, 1 to 1,000' }),
  action: BulkAction,
});

export const BulkResult = named(
  'BulkResult',
  Type.Object({
    changed: Type.Integer({
      description: 'How many frames changed (those already as asked are not counted)',
    }),
    changeSetId: Type.Union([Type.String(), Type.Null()], {
      description: 'Undo it with POST /frames/changes/{id}/undo within the hour; null when nothing changed',
    }),
  }),
);

export const ChangeSetParams = Type.Object({ id: Type.String({ maxLength: 36 }) });

export const UndoResult = named('UndoResult', Type.Object({ restored: Type.Integer() }));
