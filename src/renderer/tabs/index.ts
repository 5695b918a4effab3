export { SchemaTabs, type SchemaTabsProps } from './SchemaTabs';
export { TabPaneContext, useTabPane, type TabPaneInfo } from './tab-pane-context';
