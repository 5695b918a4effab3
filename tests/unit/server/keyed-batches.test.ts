// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createKeyedBatches, type Pending } from '../../../server/installs/keyed-batches';

/** A turn runner whose turns end when the test says, recording the items of each turn. */
function controlledRunner() {
  const turns: { key: string; items: number[]; finish(): void }[] = [];
  const run = (key: string) => (batch: Pending<number, number>[]) =>
    new Promise<void>((resolve) => {
      turns.push({
        key,
        items: batch.map((pending) => pending.item),
        finish() {
          for (const pending of batch) pending.resolve(pending.item * 10);
          resolve();
        },
      });
    });
  return { turns, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('calls taking turns by key', () => {
  it('runs a call alone at once, and the calls made during its turn together in the next, at most so many', async () => {
    const { turns, run } = controlledRunner();
    const batches = createKeyedBatches(run('a'), 3);
    const answers = [batches.submit('a', 1)];
    await tick();
    expect(turns.map((turn) => turn.items)).toEqual([[1]]);
    for (const item of [2, 3, 4, 5]) answers.push(batches.submit('a', item));
    await tick();
    expect(turns).toHaveLength(1);
    turns[0]!.finish();
    await tick();
    expect(turns.map((turn) => turn.items)).toEqual([[1], [2, 3, 4]]);
    turns[1]!.finish();
    await tick();
    turns[2]!.finish();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
    expect(turns.map((turn) => turn.items)).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('runs the turns of different keys side by side', async () => {
    const turns: string[] = [];
    const batches = createKeyedBatches<string, string>(async (batch) => {
      turns.push(batch.map((pending) => pending.item).join());
      await tick();
      for (const pending of batch) pending.resolve(pending.item);
    }, 10);
    const answers = Promise.all([batches.submit('a', 'a1'), batches.submit('b', 'b1'), batches.submit('a', 'a2')]);
    await Promise.resolve();
    expect(turns).toEqual(['a1', 'b1']);
    expect(await answers).toEqual(['a1', 'b1', 'a2']);
    expect(turns).toEqual(['a1', 'b1', 'a2']);
  });

  it('rejects the calls of a turn that threw with its error, those a turn left unsettled too, and goes on', async () => {
    const batches = createKeyedBatches<number, number>(async (batch) => {
      await tick();
      const items = batch.map((pending) => pending.item);
      if (items.includes(1)) throw new Error('the database went away');
      // The turn of 2 and 3 forgets 3.
      for (const pending of batch) if (pending.item !== 3) pending.resolve(pending.item);
    }, 10);
    const calls = [batches.submit('a', 1), batches.submit('a', 2), batches.submit('a', 3)];
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'the database went away',
      2,
      'a batched call was left unsettled',
    ]);
    expect(await batches.submit('a', 4)).toBe(4);
  });
});
