import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, LogarithmicScale, PointElement, Tooltip } from 'chart.js';

/*
 * The one place chart.js is set up: every chart component comes from here, so the parts it
 * draws with are registered once, before any chart renders, and chart.js loads only with the
 * pages that import this module (never with the first load). A chart that needs another part
 * (a line, a point) registers it here too.
 */
// Lines (a plan's SBT trajectories over its projection's bars) draw with the line controller's elements.
// Log axes: the PMDR report's scatter of assets by status, whose emissions span several powers of ten.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, LogarithmicScale, LineController, LineElement, PointElement, Tooltip, Legend);

// Doughnuts, scatters and bubbles (the portfolio results) draw with the arc and point elements above.
export { Bar, Bubble, Doughnut, Pie, Scatter } from 'react-chartjs-2';
export type { ChartData, ChartOptions, Plugin } from 'chart.js';
