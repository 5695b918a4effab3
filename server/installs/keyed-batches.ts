export interface Pending<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/**
 * Calls grouped by a key, one turn at a time per key: a call whose key has no turn running starts one
 * at once with itself alone; calls arriving meanwhile wait and go together in the key's next turn (at
 * most `maxBatch` each). `run` settles every call of its turn; any it leaves unsettled are rejected
 * (with its error when it throws). Under light load a call waits for nothing; under heavy load one turn
 * serves many calls.
 */
export function createKeyedBatches<I, O>(run: (batch: Pending<I, O>[]) => Promise<void>, maxBatch: number) {
  const queues = new Map<string, Pending<I, O>[]>();

  async function drain(key: string, queue: Pending<I, O>[]) {
    while (queue.length) {
      const batch = queue.splice(0, maxBatch);
      const open = new Set(batch);
      const tracked = batch.map((pending) => ({
        item: pending.item,
        resolve(value: O) {
          if (open.delete(pending)) pending.resolve(value);
        },
        reject(error: unknown) {
          if (open.delete(pending)) pending.reject(error);
        },
      }));
      let failure: unknown = new Error('a batched call was left unsettled');
      try {
        await run(tracked);
      } catch (error) {
        failure = error;
      }
      for (const pending of open) pending.reject(failure);
    }
    queues.delete(key);
  }

  return {
    submit(key: string, item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        const queue = queues.get(key);
        if (queue) {
          queue.push({ item, resolve, reject });
          return;
        }
        const fresh = [{ item, resolve, reject }];
        queues.set(key, fresh);
        void drain(key, fresh);
      });
    },
  };
}
