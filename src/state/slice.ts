/**
 * What every slice's creator is given: the store's `set`, typed by the part of the state the slice
 * reads and writes, so a slice file never imports the whole store (and makes no cycle with it).
 */
export type SliceSet<S> = (update: Partial<S> | ((state: S) => Partial<S>)) => void;
