/**
 * `npm run bench` part: the Tokens view's rung diff (jsdiff behind `diffRungs`) on 6,000 against
 * 4,000 lines, the size the unit test checks for exactness. Runs on the page's main thread, so its
 * time is a frame budget question; printed, never asserted.
 */
import { diffRungs } from '../src/core/inspect/diff-lines.ts';

const a = Array.from({ length: 6000 }, (_, i) => (i % 3 === 0 ? `  "k": ${i},` : '  },')).join('\n');
const b = Array.from({ length: 4000 }, (_, i) => (i % 2 === 0 ? `  "k": ${i * 3},` : '  },')).join('\n');
const times: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  diffRungs(a, b);
  times.push(performance.now() - started);
}
times.sort((x, y) => x - y);
process.stdout.write(
  `\n## Rung diff (Tokens view)\n\n| lines | median of 5 | fastest |\n| --- | ---: | ---: |\n` +
    `| 6,000 against 4,000 | ${Math.round(times[2]!).toLocaleString('en-US')} ms | ${Math.round(times[0]!).toLocaleString('en-US')} ms |\n`,
);
