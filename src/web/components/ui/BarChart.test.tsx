// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, trendOf } from './BarChart';

// The reports' chart (decision 52): plain SVG, the same markup from the server's render and the
// browser's, a bar per point (negative ones apart), a trend line, and no chart library.

const points = [
  { label: '2026-03-01', value: 0 },
  { label: '2026-03-02', value: 2_750 },
  { label: '2026-03-05', value: -2_750 },
  { label: '2026-03-06', value: 800 },
];

describe('BarChart', () => {
  it('draws the same SVG on the server as in the browser', () => {
    const server = renderToString(<BarChart title="Net sales" points={points} trend />);
    const { container } = render(<BarChart title="Net sales" points={points} trend />);
    expect(server).toContain('<svg');
    expect(container.innerHTML).toBe(server.replace(/<!-- -->/g, ''));
  });

  it('draws a bar per point, negative ones in their own colour, and a trend line', () => {
    const { container } = render(<BarChart title="Net sales" points={points} trend />);
    expect(container.querySelectorAll('rect')).toHaveLength(4);
    expect(container.querySelector('polyline')).not.toBeNull();
    expect(container.querySelectorAll('rect title')[2]!.textContent).toBe('2026-03-05: -2750');
    expect(container.querySelector('figcaption')!.textContent).toBe('Net sales');
  });

  it('ranks labelled rows without a trend, and says when there is nothing', () => {
    const ranked = render(
      <BarChart title="By category" points={[{ label: 'Cement', value: 5 }]} />,
    );
    expect(ranked.container.textContent).toContain('Cement');
    expect(ranked.container.querySelector('polyline')).toBeNull();
    const empty = render(<BarChart title="x" points={[]} />);
    expect(empty.container.textContent).toContain('Nothing to draw');
  });

  it('follows the trend as the average of the last seven points', () => {
    expect(trendOf([7, 0, 0, 0, 0, 0, 0, 7])).toEqual([7, 3.5, 7 / 3, 1.75, 1.4, 7 / 6, 1, 1]);
  });
});

describe('BarChart with nothing sold', () => {
  it('draws the zero line at the bottom and no highest value', () => {
    const zero = [
      { label: '2026-03-01', value: 0 },
      { label: '2026-03-02', value: 0 },
    ];
    const { container } = render(<BarChart title="Quotes" points={zero} trend />);
    const axis = container.querySelector('line')!;
    expect(Number(axis.getAttribute('y1'))).toBeGreaterThan(200);
    expect(container.querySelectorAll('text[text-anchor="end"]')).toHaveLength(0);
  });
});
