import { afterAll, describe, expect, it } from 'vitest';
import { announceOperationDone, subscribeOperationReads } from '@/api/data-changes';
import { operationInfo, setOperationTable } from '@/api/operation-table';
import { callOperation } from '@/renderer/core/call-operation';
import { operationTable } from '../../ui/support/fixtures';

// The renderer knows operations only from the table the server sends at sign-in (src/store/load-pages.ts).
describe('the operation table from the server', () => {
  afterAll(() => setOperationTable(operationTable()));

  it('is what the renderer calls through: an operation it does not hold is unknown', async () => {
    setOperationTable({});
    expect(operationInfo('channelList')).toBeUndefined();
    await expect(callOperation('channelList')).rejects.toThrow('Unknown operation: channelList');
  });

  it('carries the data topics: a view subscribed before the table arrived refreshes once it is there', () => {
    setOperationTable({});
    let refreshed = 0;
    const unsubscribe = subscribeOperationReads('gadgetList', () => refreshed++);
    setOperationTable({
      gadgetList: { method: 'GET', path: '/api/v1/gadget/list', access: 'user', query: true, reads: ['gadget'] },
      gadgetDel: { method: 'DELETE', path: '/api/v1/gadget/del', access: 'user', body: true, changes: ['gadget'] },
      noticeRead: { method: 'PUT', path: '/api/v1/notice/read', access: 'user', body: true, changes: ['notice'] },
    });
    announceOperationDone('gadgetDel');
    announceOperationDone('noticeRead');
    expect(refreshed).toBe(1);
    unsubscribe();
  });
});
