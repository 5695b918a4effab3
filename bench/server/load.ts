import autocannon from 'autocannon';

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx when a 2xx was expected (or not the expected status). */
  unexpected: number;
  /** Answers with the expected status. */
  answered: number;
  total: number;
}

export const CONNECTIONS = 50;
/** `BENCH_SERVER_SECONDS` shortens or lengthens each load run (10 s by default). */
export const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 10);

/**
 * Drives `CONNECTIONS` keep-alive connections at one URL for `SECONDS` (autocannon, loopback only).
 * `expectStatus` is the status every answer should have; others are counted as unexpected.
 */
export async function load(baseUrl: string, request: LoadRequest, expectStatus = 200): Promise<LoadResult> {
  const url = new URL(request.path, baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error('the load generator only drives loopback');
  const result = await autocannon({
    url: url.href,
    method: request.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections: CONNECTIONS,
    duration: SECONDS,
    // Bounded by time (autocannon ignores `duration` when `amount` is set, so no count is given).
  });
  // Calls that timed out are still queued in the server; one more call waits behind them, so the
  // next run does not pay for this one's backlog.
  await fetch(url, {
    method: request.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  }).then((answer) => answer.arrayBuffer());
  const expected = result.statusCodeStats?.[`${expectStatus}`]?.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    unexpected: result.requests.total - expected + result.errors + result.timeouts,
    answered: expected,
    total: result.requests.total,
  };
}
