import { describe, expect, test } from 'vitest';
import { Cancelled, createMeter, driveSteps, meterAt, meterTextDone, runSteps, type Steps } from './steps.ts';

function* sum(n: number, log: number[]): Steps<number> {
  let total = 0;
  for (let i = 1; i <= n; i++) {
    total += i;
    log.push(i);
    yield;
  }
  return total;
}

/** A pause that returns at once; with a slice of 0 ms every step ends a slice. */
const immediate = () => Promise.resolve();

describe('steps', () => {
  test('runSteps should run every step and return the result', () => {
    const log: number[] = [];
    expect(runSteps(sum(4, log))).toBe(10);
    expect(log).toEqual([1, 2, 3, 4]);
  });

  test('driveSteps should return the same result when nothing cancels it', async () => {
    expect(await driveSteps(sum(100, []), () => false, immediate, 0)).toBe(5050);
  });

  test('driveSteps should stop at the first pause after cancellation and run no further step', async () => {
    const log: number[] = [];
    let pauses = 0;
    const pause = async () => {
      pauses++;
    };
    await expect(driveSteps(sum(100, log), () => pauses >= 3, pause, 0)).rejects.toBeInstanceOf(Cancelled);
    expect(log).toEqual([1, 2, 3]);
  });

  test('driveSteps should not pause before a slice has passed', async () => {
    let pauses = 0;
    await driveSteps(
      sum(50, []),
      () => false,
      async () => void pauses++,
      60_000,
    );
    expect(pauses).toBe(0);
  });

  test('a meter should be filled only while driveSteps runs its computation', async () => {
    function* counted(): Steps<string> {
      meterAt(5, 20);
      yield;
      meterTextDone(20);
      meterAt(3, 8);
      yield;
      return 'done';
    }
    runSteps(counted());
    const meter = createMeter();
    const seen: string[] = [];
    const pause = () => {
      seen.push(`${meter.texts} ${meter.chars} ${meter.at}/${meter.of}`);
      return Promise.resolve();
    };
    expect(await driveSteps(counted(), () => false, pause, 0, meter)).toBe('done');
    expect(seen).toEqual(['0 0 5/20', '1 20 3/8']);
    // Reports outside a driven step go nowhere.
    meterTextDone(99);
    expect(meter).toEqual({ texts: 1, chars: 20, at: 3, of: 8 });
  });
});
