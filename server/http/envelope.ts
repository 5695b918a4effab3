export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T, msg = 'ok'): Envelope<T> => ({ code: 0, msg, data });

/** Wraps an operation's `data` schema into the envelope schema used to serialise its answer. */
export function envelopeSchema(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
  };
}
