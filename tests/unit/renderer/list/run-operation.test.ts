import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageAction } from '@contract/generated/page-schema';
import { setOperationClient } from '@/renderer/core/call-operation';
import { runOperationAction } from '@/renderer/list';
import { createHttp } from '@/utils/http';
import { startFakeApi, type FakeApi } from './support/fake-api';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  setOperationClient(createHttp({ apiUrl: api.url, urlPrefix: '' }));
  api.route('DELETE', '/api/v1/channel/del', (request) => ({ data: { deleted: (request.body as { ids: unknown[] }).ids.length } }));
  api.route('POST', '/api/v1/domains/get_short_url', () => ({ data: { short_url: 'https://s.example/x', target_url: 'https://t' } }));
});
beforeEach(() => {
  api.requests.length = 0;
});
afterAll(async () => {
  setOperationClient();
  await api.close();
});

function effects() {
  const notify = vi.fn<(text: string) => void>();
  const list = { refreshAfter: vi.fn(), showResult: vi.fn(), clearSelection: vi.fn() };
  const t = (id: string, values?: Record<string, unknown>) => `${id}${values && 'count' in values ? `:${String(values.count)}` : ''}`;
  return { notify, list, t, messageValues: { count: 2 } };
}

const del: PageAction = { kind: 'operation', label: 'x.del', operation: 'channelDel', params: { ids: '$selectedKeys' } };

describe('running an operation action', () => {
  it('refresh (default): sends the resolved parameters, tells, clears a batch selection and reloads', async () => {
    const e = effects();
    await expect(runOperationAction({ ...del, success: 'x.done' }, { selectedKeys: [4, 5] }, e)).resolves.toEqual({ deleted: 2 });
    expect(api.requestsTo('DELETE', '/api/v1/channel/del')[0].body).toEqual({ ids: [4, 5] });
    expect(e.notify).toHaveBeenCalledWith('x.done:2');
    expect(e.list.clearSelection).toHaveBeenCalled();
    expect(e.list.refreshAfter).toHaveBeenCalled();
  });

  it('message: shows the success text, or the answer when there is none, and does not reload', async () => {
    const e = effects();
    await runOperationAction({ ...del, result: 'message' }, { selectedKeys: [1] }, e);
    expect(e.notify).toHaveBeenCalledWith('{\n  "deleted": 1\n}');
    expect(e.list.refreshAfter).not.toHaveBeenCalled();
  });

  it('none: only the success text', async () => {
    const e = effects();
    await runOperationAction({ ...del, result: 'none', success: 'x.ok' }, { selectedKeys: [1] }, e);
    expect(e.notify).toHaveBeenCalledWith('x.ok:2');
    expect(e.list.refreshAfter).not.toHaveBeenCalled();
    expect(e.list.showResult).not.toHaveBeenCalled();
  });

  it('copy: shows the whole answer when no resultField is named', async () => {
    const e = effects();
    await runOperationAction(
      { kind: 'operation', label: 'x.link', operation: 'getShortUrl', params: { channel_id: '$row.id' }, result: 'copy' },
      { row: { id: 3 } },
      e,
    );
    expect(api.requestsTo('POST', '/api/v1/domains/get_short_url')[0].body).toEqual({ channel_id: 3 });
    expect(e.list.showResult).toHaveBeenCalledWith(
      JSON.stringify({ short_url: 'https://s.example/x', target_url: 'https://t' }, null, 2),
      false,
    );
  });

  it('rejects, without side effects, when the server refuses', async () => {
    api.route('DELETE', '/api/v1/channel/del', () => ({ envelope: { code: 100404, msg: 'Gone' } }));
    const e = effects();
    await expect(runOperationAction({ ...del, success: 'x.done' }, { selectedKeys: [1] }, e)).rejects.toMatchObject({ msg: 'Gone' });
    expect(e.notify).not.toHaveBeenCalled();
    expect(e.list.refreshAfter).not.toHaveBeenCalled();
  });
});
