import { renderToStaticMarkup } from 'react-dom/server';
import { LineChart } from 'recharts';
import { describe, expect, test } from 'vitest';
import { ChartFigure } from './ChartFigure.tsx';

const chart = <LineChart data={[]} />;
const downloads = 'aria-label="Download the Tokens per step chart as PNG"';

describe('ChartFigure', () => {
  test('a heading with controls is the figcaption; the chart is named by the heading and can be downloaded', () => {
    const html = renderToStaticMarkup(
      <ChartFigure title="Tokens per step" titleId="t" controls={<button>Log</button>} describedBy="table" height={300}>
        {chart}
      </ChartFigure>,
    );
    expect(html).toMatch(
      /^<figure class="panel"><figcaption class="chart-head"><h2 id="t">Tokens per step<\/h2><button>Log<\/button><\/figcaption>/,
    );
    expect(html).toContain('<div class="chart" role="img" aria-labelledby="t" aria-describedby="table">');
    expect(html).toContain('recharts-responsive-container');
    expect(html).toContain(downloads);
  });

  test('with a caption the head is a div of its own, or the bare heading without controls', () => {
    const withControls = renderToStaticMarkup(
      <ChartFigure title="Tokens per step" controls={<button>Log</button>} caption={<p>Why</p>} height={300}>
        {chart}
      </ChartFigure>,
    );
    expect(withControls).toContain(
      '<figcaption><div class="chart-head"><h2>Tokens per step</h2><button>Log</button></div><p>Why</p></figcaption>',
    );
    const bare = renderToStaticMarkup(
      <ChartFigure title="Tokens per step" caption={<p>Why</p>} above={<ul />} height={300}>
        {chart}
      </ChartFigure>,
    );
    expect(bare).toContain('<figcaption><h2>Tokens per step</h2><p>Why</p></figcaption><ul></ul><div class="chart"');
  });

  test('a summary names the chart instead of the heading; a stale chart is marked; an empty one has no downloads', () => {
    const html = renderToStaticMarkup(
      <ChartFigure
        title="Tokens per step"
        titleId="t"
        summary="Line chart of tokens"
        chartTestId="c"
        stale
        exportable={false}
        height={300}
      >
        {chart}
      </ChartFigure>,
    );
    expect(html).toContain('<div class="chart stale" role="img" aria-label="Line chart of tokens" data-testid="c">');
    expect(html).not.toContain('aria-labelledby');
    expect(html).not.toContain(downloads);
  });

  test('a placeholder stands instead of the chart and its downloads', () => {
    const html = renderToStaticMarkup(
      <ChartFigure title="Tokens per step" className="panel be" testId="f" placeholder={<p>counting…</p>} height={300}>
        {chart}
      </ChartFigure>,
    );
    expect(html).toBe(
      '<figure class="panel be" data-testid="f"><figcaption class="chart-head"><h2>Tokens per step</h2></figcaption><p>counting…</p></figure>',
    );
  });
});
