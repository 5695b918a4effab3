import { Space, Table } from 'antd';
import type { CheckboxProps } from 'antd/es/checkbox';
import type { TablePaginationConfig } from 'antd/es/table';
import type { SorterResult, TableCurrentDataSource } from 'antd/es/table/interface';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type Key } from 'react';
import { useIntl } from 'react-intl';
import { changeReaches, subscribeOperationReads } from '@/api/data-changes';
import type { PageList } from '@contract/generated/page-schema';
import { Panel } from '@/components/panel/Panel';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useSnapshot } from '@/hooks/use-snapshot';
import { useCan } from '@/renderer/core/access';
import { callOperation } from '@/renderer/core/call-operation';
import { getPath } from '@/renderer/core/get-path';
import { resolveParams } from '@/renderer/core/resolve-value';
import { EmptyState } from '@/renderer/states/EmptyState';
import { ErrorState } from '@/renderer/states/ErrorState';
import { useTabPane } from '@/renderer/tabs/tab-pane-context';
import type { Translate } from '@/renderer/value-types/types';
import { useUserInfo } from '@/store/user-store';
import { ListActionsContext, type ListActions } from './actions/list-actions-context';
import { applyColumnSetting, columnSettingScope, loadColumnSetting, saveColumnSetting, type ColumnSetting } from './column-settings';
import { buildFilterFields, filterParamKeys } from './filter-fields';
import { FilterForm } from './FilterForm';
import { ListDialogs, type OpenDialog } from './ListDialogs';
import { BatchBar, ListToolbar } from './ListToolbar';
import { CursorPager } from './CursorPager';
import { createCursorTrail } from './cursor-trail';
import { createListController, paramsKey, type ListPage } from './list-controller';
import { DEFAULT_PAGE_SIZE, toRequestParams, type ListQuery } from './list-query';
import { buildTableColumns, totalWidth, type Row } from './table-columns';
import { useCsvExport } from './use-csv-export';
import { useListUrlState } from './use-list-url-state';

// Dialogs of rarely used actions load on first use.
const ImportModal = lazy(() => import('./ImportModal').then((m) => ({ default: m.ImportModal })));
const ResultModal = lazy(() => import('./ResultModal').then((m) => ({ default: m.ResultModal })));
const ExportProgressModal = lazy(() => import('./ExportProgressModal').then((m) => ({ default: m.ExportProgressModal })));

/** Above this page size rows are virtual (only the visible ones are in the DOM). */
export const VIRTUAL_ROWS_FROM = 100;
const VIRTUAL_HEIGHT = 560;
const PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000];

export interface SchemaListProps {
  spec: PageList;
  /**
   * Prefix of this list's keys in the URL (page, sort, filters) when a page holds several lists,
   * e.g. the tab key: `?unread.page=2`. Also keeps their column settings apart. Default: the key of
   * the page tab the list is in (SchemaTabs), none outside tabs.
   */
  urlPrefix?: string;
}

/** The row's key as it is (a number stays a number, so $selectedKeys reach the server typed). */
function rowKeyOf(spec: PageList) {
  return (row: Row): Key => {
    const key = getPath(row, spec.rowKey);
    return typeof key === 'number' || typeof key === 'string' ? key : String(key ?? '');
  };
}

/** A list page drawn from its schema: filters, toolbar, table, actions, export and import. */
export function SchemaList(props: SchemaListProps) {
  // Inside a page's tab, the tab key keeps this list's URL state apart from its sibling tabs' lists.
  const tab = useTabPane();
  const urlPrefix = props.urlPrefix ?? tab?.key;
  // A list showing another operation is another list (its own requests and state).
  return (
    <SchemaListView
      key={`${props.spec.operation}#${urlPrefix ?? ''}`}
      spec={props.spec}
      urlPrefix={urlPrefix}
      paused={tab ? !tab.active : false}
    />
  );
}

function SchemaListView({ spec, urlPrefix, paused }: SchemaListProps & { paused: boolean }) {
  const intl = useIntl();
  const t: Translate = useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
  const can = useCan();
  const user = useUserInfo();

  // Columns this user may see, those shown in the table, and the filters.
  const permitted = useMemo(() => spec.columns.filter((column) => can(column.permission)), [spec.columns, can]);
  const tableable = useMemo(() => permitted.filter((column) => !column.hideInTable), [permitted]);
  const filterFields = useMemo(() => buildFilterFields(permitted), [permitted]);
  const defaultPageSize = spec.pageSize ?? DEFAULT_PAGE_SIZE;
  const paging = spec.paging ?? 'offset';
  const { query, setQuery, searchText, ownPath } = useListUrlState({
    prefix: urlPrefix,
    defaultPageSize,
    paging,
    filterKeys: filterParamKeys(filterFields),
    paused,
  });

  // Column settings, per user, page and list.
  const settingScope = columnSettingScope(user?.userId ?? user?.id, ownPath, urlPrefix);
  const [setting, setSetting] = useState<ColumnSetting | undefined>(() => loadColumnSetting(settingScope));
  useEffect(() => setSetting(loadColumnSetting(settingScope)), [settingScope]);
  const changeSetting = (next: ColumnSetting | undefined) => {
    saveColumnSetting(settingScope, next);
    setSetting(next);
  };
  const shown = useMemo(() => applyColumnSetting(tableable, setting), [tableable, setting]);

  // Requests: one per change of the parameters (see list-controller.ts); a cursor list notes each
  // answer's way back and its first page's total (cursor-trail.ts).
  const [trail] = useState(createCursorTrail);
  const [controller] = useState(() =>
    createListController<Row>((params) =>
      callOperation<ListPage<Row>>(spec.operation, params, { errorMessageMode: 'none' }).then((answer) => {
        if (paging === 'cursor') trail.record(params, answer);
        return answer;
      }),
    ),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const fixedParams = useMemo(
    () =>
      resolveParams(spec.params, {
        query: Object.fromEntries(new URLSearchParams(searchText)),
        user: user as unknown as Record<string, unknown>,
      }),
    [spec.params, searchText, user],
  );
  const currentParams = useMemo(() => toRequestParams(query, fixedParams, paging), [query, fixedParams, paging]);
  const requestKey = paramsKey(currentParams);
  // One object per request key: an equal copy (another URL key or the user info changed) asks nothing,
  // not even again after a failure (that is the Retry button's job).
  const requestParams = useSnapshot(currentParams, [requestKey]);
  useEffect(() => controller.load(requestParams), [controller, requestParams]);
  // Another view changed data this list shows (a drawer marked a notice read, a form saved a row).
  useEffect(() => subscribeOperationReads(spec.operation, () => controller.reload()), [controller, spec.operation]);

  // A page past the end (e.g. after deleting its last rows) moves to the last page; only an answer for
  // the query on screen counts (not the previous one's while the next request starts). A cursor list
  // has no last page to compute: its empty page keeps Previous and First.
  useEffect(() => {
    if (paging === 'cursor') return;
    if (state.status !== 'success' || state.items.length > 0 || query.page === 1 || state.total === 0) return;
    if (!state.params || paramsKey(state.params) !== requestKey) return;
    setQuery({ ...query, page: Math.max(1, Math.ceil(state.total / query.pageSize)) });
  }, [state, query, requestKey, setQuery, paging]);

  // Selection, for batch actions; a new query starts with none.
  const batchActions = useMemo(() => (spec.batchActions ?? []).filter((action) => can(action.permission)), [spec.batchActions, can]);
  const [selection, setSelection] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  useEffect(() => setSelection({ keys: [], rows: [] }), [requestKey]);

  const [dialog, setDialog] = useState<OpenDialog>();
  const [importOpen, setImportOpen] = useState(false);
  const [result, setResult] = useState<{ text: string; copied: boolean }>();
  const {
    run: runExport,
    cancel: cancelExport,
    progress: exportProgress,
  } = useCsvExport({
    operation: spec.operation,
    filename: spec.export?.filename ?? `${spec.operation}.csv`,
    columns: shown,
    params: toRequestParams({ ...query, page: 1, cursor: undefined }, fixedParams, paging),
    paging,
    importFields: spec.import?.fields,
  });

  const actions = useMemo<ListActions>(
    () => ({
      refresh: () => controller.reload(),
      refreshAfter: (operationId) => changeReaches(operationId, spec.operation) || controller.reload(),
      openModal: (target, scope) => setDialog({ kind: 'modal', target, scope }),
      openDrawer: (target, scope) => setDialog({ kind: 'drawer', target, scope }),
      showResult: (text, copied) => setResult({ text, copied }),
      exportCsv: () => void runExport(),
      openImport: () => setImportOpen(true),
      clearSelection: () => setSelection({ keys: [], rows: [] }),
      exporting: exportProgress !== undefined,
    }),
    [controller, spec.operation, runExport, exportProgress],
  );

  const virtual = query.pageSize > VIRTUAL_ROWS_FROM;
  // Only the actions the role may use: a role that may use none (an operator with read access) gets no actions column.
  const rowActions = useMemo(() => (spec.rowActions ?? []).filter((action) => can(action.permission)), [spec.rowActions, can]);
  const phone = useIsMobile();
  const { sortField, sortOrder } = query;
  const columns = useMemo(
    () => buildTableColumns(shown, rowActions, { sortField, sortOrder }, t, { needWidths: virtual, phone }),
    [shown, rowActions, sortField, sortOrder, t, virtual, phone],
  );

  const pageSizeOptions = PAGE_SIZES.includes(defaultPageSize) ? PAGE_SIZES : [defaultPageSize, ...PAGE_SIZES].sort((a, b) => a - b);
  // A cursor list's pager. Next and Previous act on the page on screen: Next is offered only once its
  // answer is in (its next_cursor belongs to this query), Previous takes the cursor this page was
  // reached from, or the first page when that is not known (a page reloaded or opened from a link).
  const answered = state.status === 'success' && state.params !== undefined && paramsKey(state.params) === requestKey;
  const cursorPager = paging === 'cursor' && (
    <CursorPager
      page={query.page}
      pageSize={query.pageSize}
      pageSizeOptions={pageSizeOptions}
      total={trail.totalOf(requestParams)}
      hasNext={answered && state.nextCursor !== undefined}
      compact={phone}
      onFirst={() => setQuery({ ...query, page: 1, cursor: undefined })}
      onPrevious={() => {
        const before = trail.previousOf(requestParams);
        setQuery(before ? { ...query, page: Math.max(2, query.page - 1), cursor: before } : { ...query, page: 1, cursor: undefined });
      }}
      onNext={() => state.nextCursor && setQuery({ ...query, page: query.page + 1, cursor: state.nextCursor })}
      onPageSize={(pageSize) => setQuery((current) => ({ ...current, pageSize, page: 1, cursor: undefined }))}
    />
  );

  const onTableChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<Row> | SorterResult<Row>[],
    extra: TableCurrentDataSource<Row>,
  ) => {
    // Built from the URL's query at the moment of the change: a click right after a filter was applied
    // must keep that filter even if this render still shows the previous query.
    if (extra.action === 'paginate') {
      setQuery((current) => {
        const pageSize = pagination.pageSize ?? current.pageSize;
        return { ...current, pageSize, page: pageSize === current.pageSize ? (pagination.current ?? 1) : 1 };
      });
    } else if (extra.action === 'sort') {
      const active = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = active?.order ?? undefined;
      setQuery((current) => {
        const next: ListQuery = { ...current, page: 1, sortField: undefined, sortOrder: undefined };
        if (order && active?.columnKey !== undefined) Object.assign(next, { sortField: String(active.columnKey), sortOrder: order });
        return next;
      });
    }
  };

  return (
    <ListActionsContext.Provider value={actions}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {filterFields.length > 0 && (
          <Panel>
            <FilterForm
              fields={filterFields}
              params={query.filters}
              collapsible={spec.filtersCollapsed}
              onSearch={(filters) => setQuery((current) => ({ ...current, page: 1, filters }))}
            />
          </Panel>
        )}
        <Panel>
          <ListToolbar
            title={spec.title}
            actions={spec.toolbar ?? []}
            onRefresh={() => controller.reload()}
            columns={tableable}
            setting={setting}
            onSettingChange={changeSetting}
          />
          {batchActions.length > 0 && <BatchBar actions={batchActions} selection={selection} onClear={actions.clearSelection} />}
          {state.status === 'error' ? (
            <ErrorState error={state.error} onRetry={() => controller.reload()} />
          ) : (
            <Table<Row>
              rowKey={rowKeyOf(spec)}
              columns={columns}
              dataSource={state.items}
              loading={state.status === 'loading' || state.status === 'idle'}
              virtual={virtual}
              scroll={virtual ? { x: totalWidth(columns), y: VIRTUAL_HEIGHT } : { x: 'max-content' }}
              size="middle"
              locale={{ emptyText: <EmptyState /> }}
              rowSelection={
                batchActions.length > 0
                  ? {
                      selectedRowKeys: selection.keys,
                      onChange: (keys, rows) => setSelection({ keys, rows }),
                      // antd hands these on to the checkbox's input; its type lists no aria attributes.
                      getCheckboxProps: () => ({ 'aria-label': t('renderer.list.selectRow') }) as CheckboxProps,
                    }
                  : undefined
              }
              pagination={
                paging === 'cursor'
                  ? false
                  : {
                      current: query.page,
                      pageSize: query.pageSize,
                      total: state.total,
                      showSizeChanger: true,
                      pageSizeOptions,
                      showTotal: (total) => t('renderer.list.total', { total }),
                    }
              }
              onChange={onTableChange}
            />
          )}
          {cursorPager}
        </Panel>
      </Space>
      <ListDialogs spec={spec} dialog={dialog} onClose={() => setDialog(undefined)} onChanged={actions.refreshAfter} />
      <Suspense fallback={null}>
        {spec.import && importOpen && (
          <ImportModal
            spec={spec.import}
            columns={spec.columns}
            open
            onClose={() => setImportOpen(false)}
            onImported={actions.refreshAfter}
          />
        )}
        {result && <ResultModal result={result} onClose={() => setResult(undefined)} />}
        {exportProgress && <ExportProgressModal progress={exportProgress} onCancel={cancelExport} />}
      </Suspense>
    </ListActionsContext.Provider>
  );
}
