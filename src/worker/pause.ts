/**
 * A worker's pause between slices of work, so a cancel or a new request the page sent is read
 * before the next slice: one round through a MessageChannel, a task queued behind any message
 * already sent (setTimeout would be clamped to 4 ms once nested). Resolves with nothing.
 */
export function createPause(): () => Promise<void> {
  const pauses = new MessageChannel();
  const waiting: (() => void)[] = [];
  pauses.port1.onmessage = () => waiting.shift()?.();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      pauses.port2.postMessage(null);
    });
}
