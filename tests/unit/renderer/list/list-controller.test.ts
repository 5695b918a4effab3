import { describe, expect, it } from 'vitest';
import { createListController, type ListPage } from '@/renderer/list/list-controller';

interface Pending {
  params: Record<string, unknown>;
  resolve(page: ListPage<string>): void;
  reject(error: unknown): void;
}

/** A fetcher whose answers the test releases one by one, in any order. */
function manualFetcher() {
  const calls: Pending[] = [];
  const fetchPage = (params: Record<string, unknown>) =>
    new Promise<ListPage<string>>((resolve, reject) => calls.push({ params, resolve, reject }));
  return { calls, fetchPage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('list controller', () => {
  it('asks once for the same parameters, however often it is told (StrictMode double effects)', async () => {
    const { calls, fetchPage } = manualFetcher();
    const list = createListController(fetchPage);
    list.load({ page: 1, pageSize: 20 });
    list.load({ page: 1, pageSize: 20 });
    list.load({ pageSize: 20, page: 1 });
    expect(calls).toHaveLength(1);
    calls[0].resolve({ items: ['a'], total: 1 });
    await settle();
    list.load({ page: 1, pageSize: 20 });
    expect(calls).toHaveLength(1);
    expect(list.getState()).toMatchObject({ status: 'success', items: ['a'], total: 1 });
  });

  it('asks again when a parameter changes, and shows only the newest answer when an older one comes late', async () => {
    const { calls, fetchPage } = manualFetcher();
    const list = createListController(fetchPage);
    list.load({ page: 1 });
    list.load({ page: 2 });
    expect(calls.map((c) => c.params.page)).toEqual([1, 2]);
    calls[1].resolve({ items: ['page 2'], total: 40 });
    await settle();
    calls[0].resolve({ items: ['page 1'], total: 40 });
    await settle();
    expect(list.getState()).toMatchObject({ status: 'success', items: ['page 2'], params: { page: 2 } });
  });

  it('a reload while a request is in flight supersedes it', async () => {
    const { calls, fetchPage } = manualFetcher();
    const list = createListController(fetchPage);
    list.load({ page: 1 });
    list.reload();
    expect(calls).toHaveLength(2);
    expect(calls[1].params).toEqual({ page: 1 });
    calls[1].resolve({ items: ['fresh'], total: 1 });
    await settle();
    calls[0].resolve({ items: ['stale'], total: 1 });
    await settle();
    expect(list.getState().items).toEqual(['fresh']);
  });

  it('an older failure does not replace a newer answer', async () => {
    const { calls, fetchPage } = manualFetcher();
    const list = createListController(fetchPage);
    list.load({ page: 1 });
    list.load({ page: 2 });
    calls[1].resolve({ items: ['b'], total: 2 });
    await settle();
    calls[0].reject(new Error('late failure'));
    await settle();
    expect(list.getState()).toMatchObject({ status: 'success', items: ['b'], error: undefined });
  });

  it('keeps the rows under the spinner, reports a failure, and retries with the same parameters', async () => {
    const { calls, fetchPage } = manualFetcher();
    const list = createListController(fetchPage);
    const seen: string[] = [];
    list.subscribe(() => seen.push(list.getState().status));
    list.load({ page: 1 });
    calls[0].resolve({ items: ['a'], total: 1 });
    await settle();
    list.load({ page: 2 });
    expect(list.getState()).toMatchObject({ status: 'loading', items: ['a'] });
    const failure = new Error('server down');
    calls[1].reject(failure);
    await settle();
    expect(list.getState()).toMatchObject({ status: 'error', error: failure });
    list.reload();
    expect(calls[2].params).toEqual({ page: 2 });
    calls[2].resolve({ items: ['c'], total: 3 });
    await settle();
    expect(list.getState()).toMatchObject({ status: 'success', items: ['c'], total: 3, error: undefined });
    expect(seen).toEqual(['loading', 'success', 'loading', 'error', 'loading', 'success']);
  });

  it('reads {items, total} and also a bare array answer', async () => {
    const { calls, fetchPage } = manualFetcher();
    const list = createListController(fetchPage);
    list.load({ page: 1 });
    calls[0].resolve(['x', 'y'] as unknown as ListPage<string>);
    await settle();
    expect(list.getState()).toMatchObject({ items: ['x', 'y'], total: 2 });
  });

  it('does nothing on reload before any load', () => {
    const { calls, fetchPage } = manualFetcher();
    createListController(fetchPage).reload();
    expect(calls).toHaveLength(0);
  });
});
