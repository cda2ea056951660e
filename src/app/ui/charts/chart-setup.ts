import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * Chart.js with only what the app's charts draw (bars and lines on a category axis, their legend and tooltips), so the
 * rest of the library is left out of the bundle. Imported only by ChartFigure, after its screen has rendered: pages
 * without a chart never download it (docs/performance.md).
 */
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export { Chart };
