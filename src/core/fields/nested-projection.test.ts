import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import type { DataRecord } from '../json-value.ts';
import { buildRungTexts } from '../ladder/ladder.ts';
import { projectRecords } from '../records.ts';
import { fieldPathsOf } from './field-tree.ts';

const counter = nodeCounter('cl100k_base');

// A `get` response: one issue with an object and arrays of objects inside.
const issue: DataRecord = {
  id: 7,
  title: 'Crash on save',
  user: { login: 'ana', id: 3 },
  labels: [{ name: 'bug', color: 'f00' }, { name: 'ui' }],
  assignees: [{ login: 'bo', id: 9 }],
  tags: ['a', 'b'],
};

interface Case {
  name: string;
  records: DataRecord[];
  fields: string[];
  projected: DataRecord[];
  /** Each projected rung's exact text and its cl100k_base token count. */
  rungs: Record<'L2' | 'L3' | 'L4' | 'L5', [string, number]>;
}

const LABEL_NAMES = '"[""bug"",""ui""]"';

const CASES: Case[] = [
  {
    name: 'labels[].name keeps only name in each label',
    records: [issue],
    fields: ['labels[].name'],
    projected: [{ labels: [{ name: 'bug' }, { name: 'ui' }] }],
    rungs: {
      L2: [
        '[\n  {\n    "labels": [\n      {\n        "name": "bug"\n      },\n      {\n        "name": "ui"\n      }\n    ]\n  }\n]',
        35,
      ],
      L3: ['[{"labels":[{"name":"bug"},{"name":"ui"}]}]', 14],
      L4: [`labels[].name\n${LABEL_NAMES}\n`, 15],
      L5: [`l\n${LABEL_NAMES}\n`, 13],
    },
  },
  {
    name: 'the caller order is kept (L4/L5 columns; JSON keys sorted)',
    records: [issue],
    fields: ['assignees[].login', 'id', 'labels[].name', 'user.login'],
    projected: [
      { assignees: [{ login: 'bo' }], id: 7, labels: [{ name: 'bug' }, { name: 'ui' }], user: { login: 'ana' } },
    ],
    rungs: {
      L2: [
        '[\n  {\n    "assignees": [\n      {\n        "login": "bo"\n      }\n    ],\n    "id": 7,\n    "labels": [\n      {\n        "name": "bug"\n      },\n      {\n        "name": "ui"\n      }\n    ],\n    "user": {\n      "login": "ana"\n    }\n  }\n]',
        75,
      ],
      L3: [
        '[{"assignees":[{"login":"bo"}],"id":7,"labels":[{"name":"bug"},{"name":"ui"}],"user":{"login":"ana"}}]',
        32,
      ],
      L4: [`assignees[].login,id,labels[].name,user.login\n"[""bo""]",7,${LABEL_NAMES},ana\n`, 33],
      L5: [`a,i,l,u\n"[""bo""]",7,${LABEL_NAMES},ana\n`, 26],
    },
  },
  {
    name: 'every field of the tree gives the record back; a label without color stands as null in L4',
    records: [issue],
    fields: fieldPathsOf([issue]),
    projected: [issue],
    rungs: {
      L2: [
        '[\n  {\n    "assignees": [\n      {\n        "id": 9,\n        "login": "bo"\n      }\n    ],\n    "id": 7,\n    "labels": [\n      {\n        "color": "f00",\n        "name": "bug"\n      },\n      {\n        "name": "ui"\n      }\n    ],\n    "tags": [\n      "a",\n      "b"\n    ],\n    "title": "Crash on save",\n    "user": {\n      "id": 3,\n      "login": "ana"\n    }\n  }\n]',
        122,
      ],
      L3: [
        '[{"assignees":[{"id":9,"login":"bo"}],"id":7,"labels":[{"color":"f00","name":"bug"},{"name":"ui"}],"tags":["a","b"],"title":"Crash on save","user":{"id":3,"login":"ana"}}]',
        58,
      ],
      L4: [
        `id,title,user.login,user.id,labels[].name,labels[].color,assignees[].login,assignees[].id,tags\n7,Crash on save,ana,3,${LABEL_NAMES},"[""f00"",null]","[""bo""]",[9],"[""a"",""b""]"\n`,
        72,
      ],
      L5: [
        `i,t,u,s,l,a,g,n,b\n7,Crash on save,ana,3,${LABEL_NAMES},"[""f00"",null]","[""bo""]",[9],"[""a"",""b""]"\n`,
        57,
      ],
    },
  },
  {
    name: 'an empty array stays empty; a null where the array could be stays null',
    records: [issue, { id: 8, labels: [] }, { id: 9, labels: null }],
    fields: ['id', 'labels[].name'],
    projected: [
      { id: 7, labels: [{ name: 'bug' }, { name: 'ui' }] },
      { id: 8, labels: [] },
      { id: 9, labels: null },
    ],
    rungs: {
      L2: [
        '[\n  {\n    "id": 7,\n    "labels": [\n      {\n        "name": "bug"\n      },\n      {\n        "name": "ui"\n      }\n    ]\n  },\n  {\n    "id": 8,\n    "labels": []\n  },\n  {\n    "id": 9,\n    "labels": null\n  }\n]',
        75,
      ],
      L3: ['[{"id":7,"labels":[{"name":"bug"},{"name":"ui"}]},{"id":8,"labels":[]},{"id":9,"labels":null}]', 34],
      L4: [`id,labels[].name\n7,${LABEL_NAMES}\n8,[]\n9,\n`, 23],
      L5: [`i,l\n7,${LABEL_NAMES}\n8,[]\n9,\n`, 20],
    },
  },
];

describe('nested projection round trip: record, selection, projected record, L2–L5 texts and tokens', () => {
  test.each(CASES)('$name', ({ records, fields, projected, rungs }) => {
    const result = projectRecords(records, fields);
    expect(result).toEqual(projected);
    // Key order follows the selection, at every depth.
    expect(JSON.stringify(result)).toBe(JSON.stringify(projected));
    const texts = buildRungTexts(records, fields);
    for (const id of ['L2', 'L3', 'L4', 'L5'] as const) {
      expect(texts[id]).toBe(rungs[id][0]);
      expect(counter.count(texts[id])).toBe(rungs[id][1]);
    }
  });

  test('should keep an element that lacks every selected member as {} (the array keeps its length)', () => {
    expect(projectRecords([{ a: [{ x: 1 }, { y: 2 }, 3] }], ['a[].x'])).toEqual([{ a: [{ x: 1 }, {}, null] }]);
  });

  test('should reach arrays inside arrays (a[][].x) and members of members (a[].b.c)', () => {
    const record: DataRecord = { m: [[{ x: 1, y: 2 }], []], a: [{ b: { c: 1, d: 2 } }] };
    expect(projectRecords([record], ['m[][].x', 'a[].b.c'])).toEqual([{ m: [[{ x: 1 }], []], a: [{ b: { c: 1 } }] }]);
    expect(fieldPathsOf([record])).toEqual(['m', 'a[].b.c', 'a[].b.d']);
  });

  test('should give L2 over every field of the tree byte for byte as L0', () => {
    const texts = buildRungTexts([issue, { id: 8, labels: [], user: { login: 'cy', id: 4 } }], fieldPathsOf([issue]));
    expect(texts.L2).toBe(texts.L0);
    expect(texts.L3).toBe(texts.L1);
  });
});

describe('a flattened key (a path with an escaped dot) in the compact rungs', () => {
  test('should head the L4 column and the legend line with the key as it is', () => {
    const texts = buildRungTexts([{ 'user.login': 'ana', id: 1 }], ['user\\.login', 'id']);
    expect(texts.L4).toBe('user.login,id\nana,1\n');
    expect(texts.L3).toBe('[{"id":1,"user.login":"ana"}]');
  });
});
