import type { DataRecord } from '../../core/json-value.ts';

// The shape of a GitHub "list issues" response (generated here, no real data): 42 top-level
// values, an assignee that is sometimes null (one field kept whole), a user object (18 fields), an
// array of label objects (7 fields) and a reactions object (10 fields): 78 field paths.
const TOP = [
  'url',
  'repository_url',
  'labels_url',
  'comments_url',
  'events_url',
  'html_url',
  'id',
  'node_id',
  'number',
  'title',
  'state',
  'locked',
  'comments',
  'created_at',
  'updated_at',
  'closed_at',
  'author_association',
  'active_lock_reason',
  'body',
  'timeline_url',
  'state_reason',
  'draft',
  'performed_via_github_app',
  'milestone_title',
  'milestone_number',
  'milestone_state',
  'milestone_due_on',
  'sub_issues_total',
  'sub_issues_completed',
  'pull_request_url',
  'pull_request_merged_at',
  'type',
  'closed_by',
  'priority',
  'status',
  'score',
  'repository',
  'assignees_count',
  'text_matches',
  'body_html',
  'body_text',
  'issue_field_values',
];
const USER = [
  'login',
  'id',
  'node_id',
  'avatar_url',
  'gravatar_id',
  'url',
  'html_url',
  'followers_url',
  'following_url',
  'gists_url',
  'starred_url',
  'subscriptions_url',
  'organizations_url',
  'repos_url',
  'events_url',
  'received_events_url',
  'type',
  'site_admin',
];
const LABEL = ['id', 'node_id', 'url', 'name', 'color', 'default', 'description'];
const REACTIONS = ['url', 'total_count', '+1', '-1', 'laugh', 'hooray', 'confused', 'heart', 'rocket', 'eyes'];

/** How many field paths a {@link nestedIssues} record has. */
export const NESTED_FIELD_COUNT = TOP.length + 1 + USER.length + LABEL.length + REACTIONS.length;

/**
 * `rows` records shaped like a GitHub issues list (78 field paths, nested, with `id` and
 * `assignee` among them as in the real list): deterministic values, record `i` numbered `i + 1`.
 */
export function nestedIssues(rows: number): DataRecord[] {
  return Array.from({ length: rows }, (_, i) => {
    const value = (key: string) => (key.endsWith('_count') || key === 'id' ? 1000 + i : `${key}-${i + 1}`);
    const top = Object.fromEntries(TOP.map((key) => [key, value(key)]));
    return {
      ...top,
      user: Object.fromEntries(USER.map((key) => [key, value(key)])),
      labels: [Object.fromEntries(LABEL.map((key) => [key, value(key)]))],
      assignee: i % 2 === 0 ? null : { login: `dev-${i}` },
      reactions: Object.fromEntries(REACTIONS.map((key) => [key, i])),
    };
  });
}
