import { bodyLimit } from 'hono/body-limit';
import { errorMessages } from '../../errors';
import { AppError } from '../../errors';
import { failure, jsonBody, spaceQuery, success } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import {
  CsvImportProgressSchema,
  CsvUploadSchema,
  csvMessages,
  importCsvInput,
  importIdParams,
  maxCsvBytes,
  uploadCsvForm,
  uploadCsvQuery,
} from './csv-import.schema';

const tags = ['Campaigns'] as const;

export const uploadCsvFile = workspaceRoute({
  operationId: 'uploadCsvFile',
  method: 'post',
  path: '/upload_csv_file',
  tags,
  summary:
    'Upload a CSV file: its headers, first lines and a suggested mapping (then set_data_from_csv_file)',
  // A body well over 5 MB is refused before it is read (the form adds a few hundred bytes).
  middleware: [
    bodyLimit({
      maxSize: maxCsvBytes + 64 * 1024,
      onError: () => {
        throw new AppError(400, csvMessages.tooLarge);
      },
    }),
  ],
  request: {
    query: uploadCsvQuery.extend(spaceQuery.shape),
    body: { required: true, content: { 'multipart/form-data': { schema: uploadCsvForm } } },
  },
  responses: {
    201: success(CsvUploadSchema, 'What the file holds'),
    400: failure(
      [csvMessages.noFile, csvMessages.tooLarge, csvMessages.empty, csvMessages.notCsv].join('; '),
    ),
  },
});

export const importCsvFile = workspaceRoute({
  operationId: 'importCsvFile',
  method: 'post',
  path: '/set_data_from_csv_file',
  tags,
  summary: 'Import an uploaded file with a mapping of its columns (into a campaign with workflow_id)',
  request: { body: jsonBody(importCsvInput) },
  responses: {
    200: success(CsvImportProgressSchema, 'The import, done'),
    400: failure(
      [
        csvMessages.missingLinkColumn,
        csvMessages.fieldTwice,
        csvMessages.unknownColumn,
        csvMessages.alreadyImported,
        csvMessages.noAcceptedLines,
        csvMessages.notCsv,
      ].join('; '),
    ),
    404: failure(`${csvMessages.uploadNotFound}; ${errorMessages.workflowNotFound}`),
  },
});

export const getCsvImport = workspaceRoute({
  operationId: 'getCsvImport',
  method: 'get',
  path: '/csv_imports/{id}',
  tags,
  summary: "An import's progress, for polling",
  request: { params: importIdParams },
  responses: {
    200: success(CsvImportProgressSchema, 'The progress'),
    404: failure(csvMessages.importNotFound),
  },
});
