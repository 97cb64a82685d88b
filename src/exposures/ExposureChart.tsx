import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Chart.js is tree-shaken to the bar chart's parts; this module is loaded with the Exposures view
// alone, never with the Flags page.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  counts: number[];
  /** A CSS colour, or a custom property of the theme (`--success`), read when drawn. */
  color: string;
}

/** A theme colour as the page has it now (light or dark), for the canvas, which cannot read custom properties. */
function resolved(color: string, element: Element): string {
  return color.startsWith('--') ? getComputedStyle(element).getPropertyValue(color).trim() || '#888' : color;
}

/**
 * Stacked bars over time, drawn on a canvas. The canvas is an image with a summary for screen
 * readers; the numbers themselves are the table beside it (ExposureTable).
 */
export function ExposureChart({ labels, series, summary }: { labels: string[]; series: ChartSeries[]; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const text = resolved('--muted', element);
    const grid = resolved('--border', element);
    const chart = new Chart(element, {
      type: 'bar',
      data: { labels, datasets: series.map((one) => ({ label: one.label, data: one.counts, backgroundColor: resolved(one.color, element), borderWidth: 0 })) },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { stacked: true, ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
          y: { stacked: true, beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
        },
        plugins: { legend: { labels: { color: text, boxWidth: 12 } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series]);
  return (
    <div className="exposure-chart">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
