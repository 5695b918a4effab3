import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageColumn, PageList } from '@contract/generated/page-schema';
import { callOperation } from '@/renderer/core/call-operation';
import { importTemplateCsv, matchImportHeader } from './csv/import-file';
import { csvToObjects, CsvParseError } from './csv/parse-csv';
import { saveCsv } from './csv/save-csv';
import { unguardCell } from '@contract/csv-cell';

type ImportSpec = NonNullable<PageList['import']>;

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

interface ImportAnswer {
  created?: number;
  errors?: ImportRowError[];
}

interface Parsed {
  fileName: string;
  rows: Record<string, string>[];
}

interface ImportModalProps {
  spec: ImportSpec;
  /** The list's columns: a file's header may also name a field by its column's title. */
  columns?: PageColumn[];
  open: boolean;
  onClose(): void;
  /** Called with the import operation after an import created rows (the list refreshes). */
  onImported(operationId: string): void;
}

/**
 * Choose a .csv file (or first download the template: the header row), see how many rows it holds,
 * send them as {rows} to the import operation, and see how many were created and why the others were
 * refused (row, field, reason). A file this list exported is in the same format.
 */
export function ImportModal({ spec, columns = [], open, onClose, onImported }: ImportModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const fileInput = useRef<HTMLInputElement>(null);
  const [parsed, setParsed] = useState<Parsed>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<ImportAnswer>();

  const reset = () => {
    setParsed(undefined);
    setProblem(undefined);
    setAnswer(undefined);
  };

  const readFile = async (file: File) => {
    reset();
    try {
      const { header, rows } = csvToObjects(await file.text());
      const titles: Record<string, string[]> = {};
      for (const column of columns) (titles[column.field] ??= []).push(t(column.title));
      const { columnOf, missing } = matchImportHeader(header, spec.fields, titles);
      if (missing.length > 0) {
        setProblem(t('renderer.import.missingColumns', { columns: missing.join(', ') }));
        return;
      }
      if (rows.length === 0) {
        setProblem(t('renderer.import.noRows'));
        return;
      }
      // Only the declared columns are sent (an empty cell as null, below), as this console wrote them.
      const picked = rows.map((row) => Object.fromEntries(spec.fields.map((field) => [field, unguardCell(row[columnOf[field]!] ?? '')])));
      setParsed({ fileName: file.name, rows: picked });
    } catch (error) {
      setProblem(error instanceof CsvParseError ? t('renderer.import.badCsv', { line: error.line }) : t('renderer.import.unreadable'));
    }
  };

  const send = async () => {
    if (!parsed) return;
    setSending(true);
    try {
      const rows = parsed.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === '' ? null : v])));
      const result = await callOperation<ImportAnswer>(spec.operation, { rows });
      setAnswer(result ?? {});
      if ((result?.created ?? 0) > 0) onImported(spec.operation);
    } catch {
      // The HTTP layer has shown the server's message; the file stays chosen for another try.
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    reset();
    onClose();
  };

  const errors = answer?.errors ?? [];
  return (
    <Modal
      open={open}
      title={t('renderer.import.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        answer
          ? [
              <Button key="close" type="primary" onClick={close}>
                {t('renderer.import.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('renderer.import.cancel')}
              </Button>,
              <Button key="send" type="primary" disabled={!parsed} loading={sending} onClick={() => void send()}>
                {t('renderer.import.submit')}
              </Button>,
            ]
      }
    >
      <Typography.Paragraph type="secondary">{t('renderer.import.hint', { columns: spec.fields.join(', ') })}</Typography.Paragraph>
      {!answer && (
        <>
          {/* A plain file input (antd's Upload is a large module for picking one local file). */}
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={t('renderer.import.chooseFile')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readFile(file);
            }}
          />
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
            {t('renderer.import.chooseFile')}
          </Button>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => saveCsv(importTemplateCsv(spec.fields), `${spec.operation}-template.csv`)}
          >
            {t('renderer.import.template')}
          </Button>
        </>
      )}
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon message={problem} />}
      {parsed && !answer && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          message={t('renderer.import.preview', { file: parsed.fileName, count: parsed.rows.length })}
        />
      )}
      {answer && (
        <>
          <Alert
            style={{ marginTop: 12 }}
            type={errors.length > 0 ? 'warning' : 'success'}
            showIcon
            message={t('renderer.import.result', { created: answer.created ?? 0, failed: errors.length })}
          />
          {errors.length > 0 && (
            <Table<ImportRowError>
              style={{ marginTop: 12 }}
              size="small"
              rowKey={(error) => `${error.row}:${error.field}:${error.message}`}
              dataSource={errors}
              pagination={errors.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { title: t('renderer.import.errorRow'), dataIndex: 'row', width: 80 },
                { title: t('renderer.import.errorField'), dataIndex: 'field', width: 140 },
                { title: t('renderer.import.errorMessage'), dataIndex: 'message' },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
