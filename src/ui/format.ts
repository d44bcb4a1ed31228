// One number style for the page and its exports: defined once in core, where exports need it too.
export { formatInt, formatRows } from '../core/export/format.ts';
