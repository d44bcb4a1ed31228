/**
 * Test inputs for the whole-response formats and the "As received" row: a list response inside a
 * wrapper (pagination, an exact 20-digit id, keys not sorted, an escaped string, tabs), and a
 * `get` response that is one nested object (a user, labels, a float kept as written).
 */

/** A wrapped list response as a tool sends it: 4-space indent, unsorted keys, `\u00e9` escaped. */
export const WRAPPED_LIST =
  '\ufeff{\n    "total_count": 3,\n    "incomplete_results": false,\n    "items": [\n' +
  '        {"title": "Fix caf\\u00e9 login", "id": 12345678901234567890, "state": "open", "user": {"login": "ana"}},\n' +
  '        {"title": "Tabs\\tin names", "id": 2, "state": "closed", "user": {"login": "bo"}},\n' +
  '        {"title": "Add YAML", "id": 3, "state": "open", "user": {"login": "cy"}}\n' +
  '    ],\n    "next": "/issues?page=2"\n}\n';

/** A `get` response: one nested object whose `labels` are details of the one thing. */
export const NESTED_OBJECT =
  '{"id":7,"title":"Crash on start","score":1.50,"user":{"login":"dee","site_admin":false},' +
  '"labels":[{"name":"bug","color":"d73a4a"},{"name":"p1","color":"b60205"}],"body":null}';
