import type { ApiAnswer, ApiRequest, FakeApi } from './fake-api';

export interface Gadget {
  id: number;
  name: string;
  maker: string;
  grade: 'a' | 'b';
  state: 'enabled' | 'disabled';
  price: number;
  released_at: string;
  secret: string;
  notes: string;
}

export const makers = [
  { app_id: 'mk0001', app_name: 'Acme' },
  { app_id: 'mk0002', app_name: 'Globex' },
];

export function makeGadgets(count: number): Gadget[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      name: `Gadget ${String(id).padStart(4, '0')}`,
      maker: makers[index % 2].app_id,
      grade: index % 3 === 0 ? 'b' : 'a',
      state: index % 2 === 0 ? 'enabled' : 'disabled',
      // 12.34 × id, stored × 10000
      price: 123400 * id,
      released_at: `2024-01-${String((index % 28) + 1).padStart(2, '0')}T08:00:00`,
      secret: `s${id}`,
      notes: id % 5 === 0 ? 'fragile' : '',
    };
  });
}

/** Filters, sorts and pages like a real list operation ({items, total}). */
export function answerList(rows: Gadget[], query: Record<string, string>): ApiAnswer {
  let items = rows.filter(
    (row) =>
      (!query.name || row.name.toLowerCase().includes(query.name.toLowerCase())) &&
      (!query.grade || row.grade === query.grade) &&
      (!query.maker || row.maker === query.maker) &&
      (!query.notes || row.notes.includes(query.notes)) &&
      (!query.price || row.price === Number(query.price)) &&
      (!query.released_at_start || row.released_at.slice(0, 10) >= query.released_at_start) &&
      (!query.released_at_end || row.released_at.slice(0, 10) <= query.released_at_end),
  );
  if (query.sortField) {
    const field = query.sortField as keyof Gadget;
    const direction = query.sortOrder === 'descend' ? -1 : 1;
    items = [...items].sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
  }
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 20);
  return { data: { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length } };
}

/** The fixture's operations on a fake API, over an in-memory table the test can inspect. */
export function serveGadgets(api: FakeApi, rows: Gadget[], options: { listDelay?: (request: ApiRequest, nth: number) => number } = {}) {
  api.route('GET', '/api/v1/channel/list', (request, nth) => ({
    ...answerList(rows, request.query),
    delayMs: options.listDelay?.(request, nth),
  }));
  api.route('GET', '/api/v1/app_list', () => ({ data: { items: makers, total: makers.length } }));
  api.route('DELETE', '/api/v1/channel/del', (request) => {
    const ids = (request.body as { ids: number[] }).ids;
    const before = rows.length;
    rows.splice(0, rows.length, ...rows.filter((row) => !ids.includes(row.id)));
    return { data: { deleted: before - rows.length } };
  });
  api.route('PUT', '/api/v1/channel/state', (request) => {
    const { id, state } = request.body as { id: number; state: Gadget['state'] };
    const row = rows.find((r) => r.id === id);
    if (row) row.state = state;
    return { data: row };
  });
  api.route('POST', '/api/v1/domains/get_short_url', (request) => ({
    data: {
      short_url: `https://s.example/${(request.body as { channel_id: number }).channel_id}`,
      target_url: 'https://example.com/install',
    },
  }));
  api.route('POST', '/api/v1/channel/add', (request) => {
    const body = request.body as { name: string; price?: number };
    const id = Math.max(0, ...rows.map((r) => r.id)) + 1;
    const row = { ...makeGadgets(1)[0], id, name: body.name, price: body.price ?? 0 };
    rows.push(row);
    return { data: row };
  });
}
