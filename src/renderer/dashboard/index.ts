export { SchemaDashboard, type SchemaDashboardProps } from './SchemaDashboard';
export { StatCard, type StatCardProps } from './StatCard';
export { ChartCard, type ChartCardProps } from './ChartCard';
export { STAT_ICON_NAMES, StatIcon } from './stat-icons';
