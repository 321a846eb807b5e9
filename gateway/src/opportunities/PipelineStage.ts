import { globalIdField } from '../platform/relay/globalId.ts';
import type { PipelineStageRecord } from './stages.ts';

export const PipelineStage = {
  id: globalIdField<PipelineStageRecord>('PipelineStage', (stage) => stage.crmId),
};
