/** How many renders warm up (module code, JIT, the first style lookups) and how many are measured. */
export const WARM_UP_RENDERS = 3;
export const MEASURED_RENDERS = 15;

export interface RenderTimes {
  /** The very first render of the process: module code not yet compiled, nothing cached. */
  cold: number;
  /** The measured renders, after the warm-up ones. */
  times: number[];
}

/**
 * Times `once` (one render, from mount to what it waits for) repeatedly. A render in jsdom varies by
 * tens of milliseconds from one to the next on a shared machine; the median of fifteen after a short
 * warm-up is what the benches report, with the cold first render beside it.
 */
export async function measureRenders(once: () => Promise<number>): Promise<RenderTimes> {
  const cold = await once();
  for (let i = 1; i < WARM_UP_RENDERS; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < MEASURED_RENDERS; i += 1) times.push(await once());
  return { cold, times };
}

export const listOf = (times: number[]) => times.map((t) => Math.round(t)).join(', ');
