import { Button, Select, TableHead } from '@outreach/design-system';
import { GENERIC_ERROR, useSession, useT } from '@outreach/sdk';
import type { CampaignJson } from '@outreach/core/outreach';
import { type Dispatch, type SetStateAction, useEffect, useId, useState } from 'react';
import { type CsvError, type CsvUpload, csvFields, skipColumn } from '../csv-import.types';
import {
  customFieldsFor,
  fileError,
  importBody,
  initialMapping,
  mappingError,
  percentDone,
} from '../csv-mapping';
import { useCsvImportProgress, useStartCsvImport, useUploadCsv } from '../hooks/useCsvImport';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : GENERIC_ERROR;

/**
 * outreach §4 "CSV import: upload a file, then map columns and submit; a chosen email or profile
 * URL column is required", then the import's progress, live, and its result.
 */
export function CsvImportPanel({
  campaign,
  onFinished,
  onClose,
}: {
  campaign: CampaignJson;
  /** The import is done: the prospects list should reload. */
  onFinished?: () => void;
  onClose: () => void;
}) {
  const t = useT('campaigns');
  const credentialId = useSession((state) => state.selectedCredentialId);
  const upload = useUploadCsv();
  const start = useStartCsvImport();
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<CsvUpload | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<CsvError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const progress = useCsvImportProgress(uploadId);
  const status = progress.data?.status;

  useEffect(() => {
    if (status === 'done') onFinished?.();
  }, [status, onFinished]);

  const onUpload = () => {
    const error = fileError(file);
    setProblem(error);
    setServerError(null);
    if (error || !file) return;
    upload.mutate(
      { file, credentialId, isExistingPeople: campaign.is_existing_people },
      {
        onSuccess: (result) => {
          setUploaded(result);
          setMapping(initialMapping(result));
        },
        onError: (error) => setServerError(errorText(error)),
      },
    );
  };

  const onSubmit = () => {
    if (!uploaded) return;
    const error = mappingError(mapping);
    setProblem(error);
    setServerError(null);
    if (error) return;
    // The API answers when the whole file is in, so the progress is followed from the click, by
    // the upload's id (its events and GET csv_imports/{id}), not from the answer.
    setUploadId(uploaded.upload_id);
    start.mutate(
      importBody(uploaded, mapping, {
        workflowId: campaign._id,
        isExistingPeople: campaign.is_existing_people,
        isEmailOnly: campaign.is_email_only,
        credentialId,
      }),
      {
        onError: (error) => {
          // Back to the mapping, with the server's words: another mapping may be tried.
          setUploadId(null);
          setServerError(errorText(error));
        },
      },
    );
  };

  const problemText = problem ? t(`csvImport.errors.${problem}`) : null;
  const alert = problemText ?? serverError;

  // 3. Progress and result.
  if (uploadId) {
    return <ImportProgress current={progress.data} onClose={onClose} />;
  }

  // 2. Mapping.
  if (uploaded) {
    return (
      <section className="campaign-card" aria-labelledby="csv-import-title">
        <h2 id="csv-import-title">{t('csvImport.mappingTitle', { name: uploaded.original_name })}</h2>
        <p className="campaign-settings__hint">{t('csvImport.mappingHint', { count: uploaded.row_count })}</p>
        <MappingTable uploaded={uploaded} mapping={mapping} setMapping={setMapping} />
        {alert ? <p role="alert">{alert}</p> : null}
        <div className="campaign-row">
          <Button variant="ghost" onClick={onClose}>
            {t('workflowActions.cancel')}
          </Button>
          <Button onClick={onSubmit} loading={start.isPending}>
            {t('csvImport.submit')}
          </Button>
        </div>
      </section>
    );
  }

  // 1. The file.
  return (
    <FileStep
      alert={alert}
      uploading={upload.isPending}
      onFile={(chosen) => {
        setFile(chosen);
        setProblem(null);
        setServerError(null);
      }}
      onUpload={onUpload}
      onClose={onClose}
    />
  );
}

/** 3. The import's progress, live, and its result. */
function ImportProgress({
  current,
  onClose,
}: {
  current: ReturnType<typeof useCsvImportProgress>['data'];
  onClose: () => void;
}) {
  const t = useT('campaigns');
  const percent = current ? percentDone(current) : 0;
  return (
    <section className="campaign-card" aria-labelledby="csv-import-title">
      <h2 id="csv-import-title">{t('csvImport.title')}</h2>
      <div
        className="campaign-progress"
        role="progressbar"
        aria-label={t('csvImport.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite">
        {current
          ? t('csvImport.progress', { processed: current.processed, total: current.total, percent })
          : t('csvImport.starting')}
      </p>
      {current?.status === 'done' ? (
        <p>{t('csvImport.result', { added: current.added, refused: current.refused })}</p>
      ) : null}
      {current?.error ? <p role="alert">{current.error}</p> : null}
      {current?.status === 'done' || current?.status === 'failed' ? (
        <Button variant="secondary" onClick={onClose}>
          {t('csvImport.close')}
        </Button>
      ) : null}
    </section>
  );
}

/** Each column of the file, a sample of its values, and the field it goes to. */
function MappingTable({
  uploaded,
  mapping,
  setMapping,
}: {
  uploaded: CsvUpload;
  mapping: Record<string, string>;
  setMapping: Dispatch<SetStateAction<Record<string, string>>>;
}) {
  const t = useT('campaigns');
  const customFields = customFieldsFor(uploaded.headers);
  const options = [
    { value: skipColumn, label: t('csvImport.skip') },
    ...csvFields.map((field) => ({ value: field, label: t(`csvImport.fields.${field}`) })),
    ...customFields.map((field, index) => ({
      value: field,
      label: t('csvImport.customField', { number: index + 1 }),
    })),
  ];
  return (
    <table className="campaign-table">
      <TableHead
        columns={['csvImport.column', 'csvImport.sample', 'csvImport.field']}
        label={t}
        scope="col"
      />
      <tbody>
        {uploaded.headers.map((header) => (
          <tr key={header}>
            <th scope="row">{header}</th>
            <td>
              {uploaded.sample
                .slice(0, 3)
                .map((row) => row[header] ?? '')
                .filter(Boolean)
                .join(', ')}
            </td>
            <td>
              <Select
                aria-label={t('csvImport.fieldFor', { column: header })}
                value={mapping[header] ?? skipColumn}
                options={options}
                onChange={(event) => setMapping((current) => ({ ...current, [header]: event.target.value }))}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 1. The file to upload. */
function FileStep({
  alert,
  uploading,
  onFile,
  onUpload,
  onClose,
}: {
  alert: string | null;
  uploading: boolean;
  onFile: (file: File | null) => void;
  onUpload: () => void;
  onClose: () => void;
}) {
  const t = useT('campaigns');
  const fileInputId = useId();
  return (
    <section className="campaign-card" aria-labelledby="csv-import-title">
      <h2 id="csv-import-title">{t('csvImport.title')}</h2>
      <p className="campaign-settings__hint">{t('csvImport.fileHint')}</p>
      <div className="campaign-row">
        <label htmlFor={fileInputId}>{t('csvImport.file')}</label>
        <input
          id={fileInputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {alert ? <p role="alert">{alert}</p> : null}
      <div className="campaign-row">
        <Button variant="ghost" onClick={onClose}>
          {t('workflowActions.cancel')}
        </Button>
        <Button onClick={onUpload} loading={uploading}>
          {t('csvImport.upload')}
        </Button>
      </div>
    </section>
  );
}
