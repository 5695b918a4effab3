import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '@/utils/http';
import { parseCsv } from '@/renderer/list/csv/parse-csv';
import { answerList } from './support/gadgets-backend';
import { gadgetsSpec, setUpGadgetsSuite } from './support/gadgets-suite';

const suite = setUpGadgetsSuite(2345);

let saved: File[];
beforeEach(() => {
  saved = [];
  configureHttp({ saveFile: (file) => saved.push(file) });
});

async function ready() {
  await screen.findByText('Gadget 0001');
}

/** The gadgets list without its import: an export-only list writes what the table shows. */
const exportOnly = { ...gadgetsSpec, import: undefined, toolbar: gadgetsSpec.toolbar?.filter((action) => action.kind !== 'import') };

describe('SchemaList: CSV export', () => {
  it('fetches every page of the current filter and sort, 1000 rows at a time, and saves a UTF-8 CSV with BOM', async () => {
    suite.render({ path: '/gadgets?grade=a&sortField=id&sortOrder=descend', spec: exportOnly });
    await screen.findByText('1,563 items in all');
    fireEvent.click(screen.getByRole('button', { name: /Export gadgets/ }));
    await waitFor(() => expect(saved).toHaveLength(1));

    const exports = suite.listRequests().slice(1);
    expect(exports.map((r) => r.query)).toEqual(
      [1, 2].map((page) => ({ page: String(page), pageSize: '1000', grade: 'a', sortField: 'id', sortOrder: 'descend', kind: 'gadget' })),
    );
    const file = saved[0];
    expect(file.name).toBe('gadgets.csv');
    expect(file.type).toContain('text/csv');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(new TextDecoder().decode(bytes));
    expect(records[0]).toEqual(['No.', 'Gadget name', 'Maker', 'Grade', 'Live', 'Price', 'Released']);
    expect(records).toHaveLength(1 + 1563);
    // Descending ids: maker by its loaded label, options by their labels, money and dates formatted.
    expect(records[1]).toEqual(['2,345', 'Gadget 2345', 'Acme', 'Grade A', 'Live', '28,937.30', '2024-01-21']);
    expect(records.at(-1)).toEqual(['2', 'Gadget 0002', 'Globex', 'Grade A', 'Paused', '24.68', '2024-01-02']);
  });

  it('shows progress while a long export runs', async () => {
    suite.api.route('GET', '/api/v1/channel/list', (request) => ({
      ...answerList(suite.rows, request.query),
      delayMs: request.query.pageSize === '1000' && request.query.page === '2' ? 600 : 0,
    }));
    suite.render({ spec: exportOnly });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /Export gadgets/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1000 of 2345 rows fetched')).toBeTruthy();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(parseCsv(await saved[0].text())).toHaveLength(2346);
  });
});

describe('SchemaList: CSV import', () => {
  function chooseFile(dialog: HTMLElement, name: string, text: string) {
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([text], name, { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
  }

  it('parses the chosen file, previews the row count, sends {rows} and shows per-row errors, then refreshes', async () => {
    suite.api.route('POST', '/api/v1/channel/import', (request) => {
      const rows = (request.body as { rows: Record<string, unknown>[] }).rows;
      return {
        data: {
          created: rows.filter((row) => row.price !== 'abc').length,
          errors: rows.flatMap((row, index) =>
            row.price === 'abc' ? [{ row: index + 1, field: 'price', message: 'Must be a number' }] : [],
          ),
        },
      };
    });
    suite.render();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /Import gadgets/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The first line names the columns: name, maker, price. Text in UTF-8.')).toBeTruthy();
    chooseFile(
      dialog,
      'new.csv',
      '\uFEFFname,maker,price,ignored\r\n"Lamp, big",mk0001,12.5,x\r\nFan,mk0002,abc,y\r\n"Say ""hi""",mk0001,,z\r\n',
    );
    expect(await within(dialog).findByText('new.csv: 3 rows ready to import.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const [request] = await suite.api.waitFor('POST', '/api/v1/channel/import', 1);
    expect(request.body).toEqual({
      rows: [
        { name: 'Lamp, big', maker: 'mk0001', price: '12.5' },
        { name: 'Fan', maker: 'mk0002', price: 'abc' },
        { name: 'Say "hi"', maker: 'mk0001', price: null },
      ],
    });
    expect(await within(dialog).findByText('2 rows created, 1 row refused.')).toBeTruthy();
    const errorRow = within(dialog).getByText('Must be a number').closest('tr') as HTMLElement;
    expect([...errorRow.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2', 'price', 'Must be a number']);
    await suite.api.waitFor('GET', '/api/v1/channel/list', 2);
  });

  it('says which declared columns a file lacks, and sends nothing', async () => {
    suite.render();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /Import gadgets/ }));
    const dialog = await screen.findByRole('dialog');
    chooseFile(dialog, 'bad.csv', 'name,colour\nLamp,red\n');
    expect(await within(dialog).findByText('The file lacks the columns: maker, price')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    chooseFile(dialog, 'broken.csv', 'name,maker,price\n"Lamp,mk0001,1\n');
    expect(await within(dialog).findByText('The file is not valid CSV: a quote opened on line 2 is never closed.')).toBeTruthy();
    await act(() => suite.api.allSent());
    expect(suite.api.requestsTo('POST', '/api/v1/channel/import')).toHaveLength(0);
  });
});

describe('SchemaList: a list that exports and imports', () => {
  function chooseFile(dialog: HTMLElement, file: File) {
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  }

  it("exports in the import's format (its columns by key, raw values), and that file imports back unchanged", async () => {
    const rows = suite.rows.slice(0, 30);
    rows[1].name = '=SUM(A1)';
    rows[2].name = 'Lamp, "big"';
    suite.api.route('GET', '/api/v1/channel/list', (request) => answerList(rows, request.query));
    suite.render({ path: '/gadgets?sortField=id&sortOrder=ascend' });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /Export gadgets/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const records = parseCsv(await saved[0].text());
    expect(records[0]).toEqual(['name', 'maker', 'price']);
    expect(records).toHaveLength(1 + 30);
    // Raw values: no thousands separators, no option labels, money as stored.
    expect(records[1]).toEqual(['Gadget 0001', 'mk0001', '123400']);
    expect(records[2]).toEqual(["'=SUM(A1)", 'mk0002', '246800']);

    suite.api.route('POST', '/api/v1/channel/import', (request) => ({
      data: { created: (request.body as { rows: unknown[] }).rows.length, errors: [] },
    }));
    fireEvent.click(screen.getByRole('button', { name: /Import gadgets/ }));
    const dialog = await screen.findByRole('dialog');
    chooseFile(dialog, saved[0]);
    expect(await within(dialog).findByText('gadgets.csv: 30 rows ready to import.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const [request] = await suite.api.waitFor('POST', '/api/v1/channel/import', 1);
    const sent = (request.body as { rows: Record<string, unknown>[] }).rows;
    expect(sent).toEqual(rows.map((row) => ({ name: row.name, maker: row.maker, price: String(row.price) })));
  });

  it('offers the template (the header the import takes) and also reads a header of the column titles', async () => {
    suite.api.route('POST', '/api/v1/channel/import', () => ({ data: { created: 1, errors: [] } }));
    suite.render();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /Import gadgets/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Download the template/ }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('channelImport-template.csv');
    expect(parseCsv(await saved[0].text())).toEqual([['name', 'maker', 'price']]);

    chooseFile(dialog, new File(['Gadget name,MAKER,Price\r\nFan,mk0002,5\r\n'], 'titles.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('titles.csv: 1 row ready to import.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const [request] = await suite.api.waitFor('POST', '/api/v1/channel/import', 1);
    expect(request.body).toEqual({ rows: [{ name: 'Fan', maker: 'mk0002', price: '5' }] });
  });
});
