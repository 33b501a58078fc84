import { Type } from 'typebox';
import { named } from '../lib/components';
import { pageQuery, Version } from '../lib/envelope';

export const HexColor = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' });

export const Label = named(
  'Label',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    color: Type.String(),
    usageCount: Type.Integer({ minimum: 0, description: 'How many frames carry the label' }),
    createdAt: Type.String({ format: 'date-time' }),
    version: Version,
  }),
);

export const LabelListQuery = Type.Object({
  ...pageQuery(100, 20),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sortBy: Type.Optional(
    Type.Union([Type.Literal('name'), Type.Literal('createdAt'), Type.Literal('usageCount')], {
      default: 'name',
    }),
  ),
  sortOrder: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
});

const Name = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });

export const LabelCreate = Type.Object({ name: Name, color: Type.Optional(HexColor) });
export const LabelUpdate = Type.Object({ name: Type.Optional(Name), color: Type.Optional(HexColor) });
