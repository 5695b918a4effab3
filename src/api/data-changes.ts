import { operationInfo } from './operation-table';

/**
 * Data topics (schemas/api `reads` / `changes`): a successful call of an operation that declares
 * `changes` announces its topics here, and whatever shows data of one of them (a list, a count, the
 * header's badge) asks its operation again. So after a read, an edit or a delete every view agrees
 * at once, without a page knowing which other views show the same data.
 */
export type DataChangeListener = (topics: readonly string[]) => void;

const listeners = new Set<DataChangeListener>();

/** The topics an operation's answer shows (from the server's operation table, src/api/operation-table.ts). */
export const topicsReadBy = (operationId: string): readonly string[] => operationInfo(operationId)?.reads ?? [];

/** The topics a successful call of the operation changes. */
export const topicsChangedBy = (operationId: string): readonly string[] => operationInfo(operationId)?.changes ?? [];

export function announceDataChange(topics: readonly string[]): void {
  if (topics.length === 0) return;
  for (const listener of [...listeners]) listener(topics);
}

/** Announces what a successful call of `operationId` changed (nothing when it declares no `changes`). */
export const announceOperationDone = (operationId: string) => announceDataChange(topicsChangedBy(operationId));

export function subscribeDataChanges(listener: DataChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `onChange` whenever a change of a topic that `operationId` reads is announced. */
export function subscribeOperationReads(operationId: string, onChange: () => void): () => void {
  // Looked up at each announcement: a view may subscribe before the operation table has arrived.
  return subscribeDataChanges((topics) => {
    const reads = topicsReadBy(operationId);
    if (topics.some((topic) => reads.includes(topic))) onChange();
  });
}

/** True when a successful call of `changer` announces a topic that `reader` shows (so its views refresh already). */
export const changeReaches = (changer: string, reader: string): boolean => {
  const reads = topicsReadBy(reader);
  return topicsChangedBy(changer).some((topic) => reads.includes(topic));
};
