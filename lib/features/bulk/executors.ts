/**
 * The bulk job kinds as the runner registers them: executor and batch size per kind.
 * @module
 */
import type { JobExecutor } from '../../core/jobs/executor';
import { createBulkMetadataExecutor, METADATA_BATCH } from './metadata-executor';
import type { ClientFor } from './payloads';
import { BULK_METADATA_KIND, BULK_SCHEMA_KIND } from './plan-types';
import { createBulkSchemaExecutor, SCHEMA_BATCH } from './schema-executor';

/** The bulk executors and their batch sizes, by job kind. */
export function bulkExecutors(clientFor: ClientFor): {
  executors: Record<string, JobExecutor<unknown>>;
  batchSizes: Record<string, number>;
} {
  return {
    executors: {
      [BULK_SCHEMA_KIND]: createBulkSchemaExecutor(clientFor),
      [BULK_METADATA_KIND]: createBulkMetadataExecutor(clientFor),
    },
    batchSizes: { [BULK_SCHEMA_KIND]: SCHEMA_BATCH, [BULK_METADATA_KIND]: METADATA_BATCH },
  };
}
