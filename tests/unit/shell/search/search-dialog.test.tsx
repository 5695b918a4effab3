import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuSearchDialog } from '@/components/app-search/MenuSearchDialog';
import { SEARCH_DEBOUNCE_MS } from '@/components/app-search/search-setting';
import { loadSignedInMessages } from './support/messages';
import { masterSearchItems } from './support/menu-items';
import enSearch from '../../../../locales/en/search.json';

function renderDialog() {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  render(<MenuSearchDialog open items={masterSearchItems()} onClose={onClose} onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: enSearch.placeholder });
  return { input, onSelect, onClose };
}

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

function settle(ms = SEARCH_DEBOUNCE_MS) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);
const press = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key });

function activeOption(input: HTMLElement): HTMLElement {
  const id = input.getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  const option = document.getElementById(id!);
  expect(option?.getAttribute('aria-selected')).toBe('true');
  return option!;
}

beforeAll(async () => {
  await loadSignedInMessages('en');
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  // Only the debounce's clock is faked (lodash's debounce, under ahooks' useDebounce, also reads Date);
  // the modal's animation frames run normally.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('menu search dialog', () => {
  it('is a labelled dialog whose input controls the result list', () => {
    const { input } = renderDialog();
    expect(screen.getByRole('dialog', { name: enSearch.title })).toBeTruthy();
    const list = screen.getByRole('listbox', { name: enSearch.results });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    settle(0);
    expect(document.activeElement).toBe(input);
    expect(screen.getByText(enSearch.hint)).toBeTruthy();
  });

  it('searches 200 ms after the last keystroke, not before', () => {
    const { input } = renderDialog();
    type(input, 'd');
    settle(150);
    type(input, 'dom');
    settle(SEARCH_DEBOUNCE_MS - 1);
    expect(optionTexts()).toEqual([]);
    settle(1);
    expect(optionTexts()).toEqual(['Domains > My domains', 'Domains > Register domain']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('marks the matched characters of each result', () => {
    const { input } = renderDialog();
    type(input, 'mydom');
    settle();
    const option = screen.getByRole('option', { name: 'Domains > My domains' });
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['My', 'dom']);
  });

  it('moves through the results with the arrow keys, wrapping at both ends', () => {
    const { input } = renderDialog();
    type(input, 'order');
    settle();
    const texts = optionTexts();
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(activeOption(input).textContent).toBe(texts[0]);
    press(input, 'ArrowUp');
    expect(activeOption(input).textContent).toBe(texts[texts.length - 1]);
    press(input, 'ArrowDown');
    expect(activeOption(input).textContent).toBe(texts[0]);
    press(input, 'ArrowDown');
    expect(activeOption(input).textContent).toBe(texts[1]);
  });

  it('opens the active result with Enter', () => {
    const { input, onSelect } = renderDialog();
    type(input, 'dom');
    settle();
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('/domainmanage/buydomain');
  });

  it('opens the best match of the text as typed when Enter comes before the search ran', () => {
    const { input, onSelect } = renderDialog();
    type(input, 'submit');
    press(input, 'Enter');
    expect(onSelect).toHaveBeenCalledWith('/workorder/commit');
  });

  it('opens a result on click', () => {
    const { input, onSelect } = renderDialog();
    type(input, 'invite');
    settle();
    fireEvent.click(screen.getByRole('option', { name: 'Invite registration' }));
    expect(onSelect).toHaveBeenCalledWith('/invitereg/index');
  });

  it('closes with Escape', () => {
    const { input, onClose, onSelect } = renderDialog();
    press(input, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says so when nothing matches, and Enter then does nothing', () => {
    const { input, onSelect } = renderDialog();
    type(input, 'zzz');
    settle();
    expect(optionTexts()).toEqual([]);
    expect(screen.getByText(enSearch.noResults.replace('{query}', 'zzz'))).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    press(input, 'Enter');
    press(input, 'ArrowDown');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('leaves Enter alone while an input method is composing', () => {
    const { input, onSelect } = renderDialog();
    type(input, 'dom');
    settle();
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSelect).not.toHaveBeenCalled();
  });
});
