/** The dashboard's views, one tab each. */
export const VIEWS = [
  'ladder',
  'savings',
  'break-even',
  'transport',
  'growth',
  'sessions',
  'history',
  'tokens',
  'models',
] as const;

/** One of {@link VIEWS}. */
export type ViewId = (typeof VIEWS)[number];

/** Tab labels of the views. */
export const VIEW_LABELS: Record<ViewId, string> = {
  ladder: 'Ladder',
  savings: 'Savings',
  'break-even': 'Break-even',
  transport: 'Transport',
  growth: 'Conversation growth',
  sessions: 'Sessions',
  history: 'History',
  tokens: 'Tokens',
  models: 'Models',
};
