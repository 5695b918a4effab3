import { LeftOutlined, RightOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CursorTotal } from './cursor-trail';

export interface CursorPagerProps {
  /** The page number shown (page 1 is the first page). */
  page: number;
  pageSize: number;
  pageSizeOptions: number[];
  /** The total the query's first page gave; none when it was not asked (a page opened from a link). */
  total: CursorTotal | undefined;
  /** The answer on screen has a next page. */
  hasNext: boolean;
  /** A phone: buttons without their words (their names stay for screen readers), the row wraps. */
  compact: boolean;
  onFirst(): void;
  onPrevious(): void;
  onNext(): void;
  onPageSize(size: number): void;
}

/**
 * The pager of a cursor list (`"paging": "cursor"`): a cursor page can only go on to the next, back to
 * the one before or to the first, so there are no page numbers to jump to; "Page N" and the total (an
 * estimate shown as "about …") say where the user is.
 */
export function CursorPager(props: CursorPagerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `renderer.list.${id}` }, values);
  const { page, total, compact } = props;
  const totalText = total
    ? total.estimated
      ? t('totalAbout', { total: intl.formatNumber(total.value, { notation: 'compact', compactDisplay: 'long' }) })
      : t('total', { total: total.value })
    : undefined;
  const size = compact ? 'small' : 'middle';
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled: boolean, iconPosition: 'start' | 'end' = 'start') => (
    <Button size={size} icon={icon} iconPosition={iconPosition} aria-label={label} disabled={disabled} onClick={onClick}>
      {compact ? undefined : label}
    </Button>
  );
  return (
    <nav
      aria-label={t('pager')}
      className="cursor-pager"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: compact ? 6 : 8, marginTop: 16 }}
    >
      {totalText && <span style={{ marginInlineEnd: 'auto' }}>{totalText}</span>}
      <span aria-live="polite">{t('pageNumber', { page })}</span>
      {button(t('firstPage'), <VerticalRightOutlined />, props.onFirst, page <= 1)}
      {button(t('previousPage'), <LeftOutlined />, props.onPrevious, page <= 1)}
      {button(t('nextPage'), <RightOutlined />, props.onNext, !props.hasNext, 'end')}
      <Select<number>
        size={size}
        aria-label={t('pageSize')}
        value={props.pageSize}
        onChange={props.onPageSize}
        options={props.pageSizeOptions.map((value) => ({ value, label: t('pageSizeOption', { size: value }) }))}
        popupMatchSelectWidth={false}
      />
    </nav>
  );
}
