import { AsyncLocalStorage } from 'node:async_hooks';

/** What services may need to know about the request they serve, without it being passed down every call. */
export interface RequestContext {
  /** The caller's address (Fastify's `request.ip`). */
  address: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs an operation's handler with its request's context. */
export const runInRequestContext = <T>(context: RequestContext, work: () => Promise<T>) => storage.run(context, work);

/** The address of the request being served; outside a request (scripts, tests of a service) `local`. */
export const requestAddress = () => storage.getStore()?.address ?? 'local';
