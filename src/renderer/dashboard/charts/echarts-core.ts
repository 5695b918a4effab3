/*
 * ECharts from its tree-shakable core: only the chart kinds the page meta-schema declares (line, bar,
 * pie), the components they use (grid, tooltip, legend, aria) and the SVG renderer. Imported by the dashboard renderer's lazy chunk
 * only, so /login and list pages never load it (their size budgets catch a slip). ECharts needs no eval,
 * which the console's CSP forbids.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export { echarts };
