import { expect, test } from 'vitest';
import { anatomyTreemap } from './treemap.ts';
import { PART_KINDS, partKind } from './part-kind.ts';

test('each part gets the kind its name says', () => {
  const parts = [
    'description',
    'properties.city.description',
    'properties.city.type',
    'properties.city',
    'inputSchema',
    'properties.unit.enum',
    'properties.unit.default',
    'properties.unit.examples',
    '$defs.Address',
    'definitions.Old',
    'outputSchema',
    'name',
    'annotations',
    'structure',
  ];
  expect(parts.map(partKind)).toEqual([
    'description',
    'property descriptions',
    'types and schemas',
    'types and schemas',
    'types and schemas',
    'enum values',
    'defaults and examples',
    'defaults and examples',
    '$defs',
    '$defs',
    'output schema',
    'name and other',
    'name and other',
    'structure',
  ]);
  expect(new Set(parts.map(partKind)).size).toBe(PART_KINDS.length);
});

test('parts without area are left out of the picture and counted; a tool of none is dropped', () => {
  const { tools, undrawn } = anatomyTreemap({
    tools: [
      {
        name: 'a',
        tokens: 12,
        parts: [
          { part: 'description', tokens: 9 },
          { part: 'name', tokens: 3 },
          { part: 'structure', tokens: 0 },
        ],
      },
      { name: 'b', tokens: -1, parts: [{ part: 'name', tokens: -1 }] },
    ],
  });
  expect(undrawn).toBe(2);
  expect(tools).toEqual([
    {
      name: 'a',
      tokens: 12,
      children: [
        { name: 'description', tool: 'a', kind: 'description', tokens: 9 },
        { name: 'name', tool: 'a', kind: 'name and other', tokens: 3 },
      ],
    },
  ]);
});
