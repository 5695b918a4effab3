import useDebounce from 'ahooks/es/useDebounce';
import { EnterOutlined, SearchOutlined } from '@ant-design/icons';
import { Input, Modal, theme, type InputRef } from 'antd';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@/locales';
import styles from './app-search.module.css';
import { HighlightedText } from './HighlightedText';
import { animateScrollIntoView } from './scroll-into-view';
import { resultLabel, searchMenu, type SearchItem, type SearchResult } from './search-menu';
import { SEARCH_DEBOUNCE_MS, SEARCH_SCROLL_MS } from './search-setting';

export interface MenuSearchDialogProps {
  open: boolean;
  /** The leaves of the visible menu, names translated. */
  items: readonly SearchItem[];
  onClose(): void;
  /** The user chose an entry (Enter or click). */
  onSelect(path: string): void;
}

/**
 * Menu search (spec §2): typed text is matched 200 ms after the last keystroke; arrows move
 * through the results with wrap-around, Enter opens, Escape closes. The input is an ARIA
 * combobox controlling the result listbox.
 */
export function MenuSearchDialog({ open, items, onClose, onSelect }: MenuSearchDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<span className={styles.srOnly}>{t('search.title')}</span>}
      footer={null}
      closable={false}
      destroyOnHidden
      width={560}
      style={{ top: '12vh' }}
      styles={{ header: { margin: 0, padding: 0 } }}
    >
      <SearchPanel items={items} onClose={onClose} onSelect={onSelect} />
    </Modal>
  );
}

function SearchPanel({ items, onClose, onSelect }: Omit<MenuSearchDialogProps, 'open'>) {
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const settledQuery = useDebounce(query, { wait: SEARCH_DEBOUNCE_MS });
  const results = useMemo(() => searchMenu(items, settledQuery), [items, settledQuery]);
  const [active, setActive] = useState(0);
  const inputRef = useRef<InputRef>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    // The modal's own focus handling runs on open; the input must have the focus after it.
    const timer = setTimeout(() => inputRef.current?.focus(), 0);
    inputRef.current?.focus();
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => setActive(0), [results]);

  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (list && item) animateScrollIntoView(list, item, SEARCH_SCROLL_MS);
  }, [active, results]);

  const choose = (result: SearchResult | undefined) => {
    if (result) onSelect(result.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an input method's candidate are not ours.
    if (event.nativeEvent.isComposing) return;
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count > 0) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (count > 0) setActive((index) => (index - 1 + count) % count);
        break;
      case 'Enter':
        event.preventDefault();
        // Typed faster than the debounce: search the text as it is now and take the best match.
        choose(query === settledQuery ? results[active] : searchMenu(items, query)[0]);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose();
        break;
      default:
    }
  };

  const searched = settledQuery.trim() !== '';
  const hasResults = results.length > 0;

  return (
    <div>
      <Input
        ref={inputRef}
        size="large"
        prefix={<SearchOutlined aria-hidden style={{ color: token.colorTextTertiary }} />}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('search.placeholder')}
        aria-expanded={hasResults}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hasResults ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <ul ref={listRef} id={listId} role="listbox" aria-label={t('search.results')} className={styles.list}>
        {results.map((result, index) => {
          const selected = index === active;
          return (
            <li
              key={result.path}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              // Read as one phrase, "parent > child", not as the pieces of the highlighting.
              aria-label={resultLabel(result)}
              data-index={index}
              className={styles.option}
              style={selected ? { background: token.colorPrimary, color: token.colorTextLightSolid } : undefined}
              onMouseMove={() => setActive(index)}
              // Keep the focus in the input.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(result)}
            >
              <span className={styles.optionText}>
                {result.titles.map((title, titleIndex) => (
                  <Fragment key={titleIndex}>
                    {titleIndex > 0 ? <span className={styles.separator}>{' > '}</span> : null}
                    <HighlightedText text={title} positions={result.highlights[titleIndex]} markClassName={styles.mark} />
                  </Fragment>
                ))}
              </span>
              {selected ? <EnterOutlined aria-hidden /> : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.srOnly} role="status" aria-live="polite">
        {searched ? t('search.resultCount', { count: results.length }) : ''}
      </div>
      {!hasResults ? (
        <p className={styles.state} style={{ color: token.colorTextTertiary }}>
          {searched ? t('search.noResults', { query: settledQuery.trim() }) : t('search.hint')}
        </p>
      ) : null}
      <div className={styles.footer} style={{ color: token.colorTextTertiary, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <span>
          <kbd className={styles.kbd}>↵</kbd>
          {t('search.keyEnter')}
        </span>
        <span>
          <kbd className={styles.kbd}>↑</kbd>
          <kbd className={styles.kbd}>↓</kbd>
          {t('search.keyArrows')}
        </span>
        <span>
          <kbd className={styles.kbd}>Esc</kbd>
          {t('search.keyEsc')}
        </span>
      </div>
    </div>
  );
}
