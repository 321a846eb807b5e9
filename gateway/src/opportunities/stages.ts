import type { CrmPipeline } from '../datasources/crm.ts';

/** A stage of the CRM pipeline as the schema's `PipelineStage` shows it. */
export interface PipelineStageRecord {
  crmId: string;
  name: string;
  position: number;
}

/** The pipeline's stages in pipeline order (a CRM that omits `position` keeps its listed order). */
export function orderedStages(pipeline: CrmPipeline): PipelineStageRecord[] {
  return pipeline.stages
    .map((stage, index) => ({ crmId: stage.id, name: stage.name, position: stage.position ?? index }))
    .sort((a, b) => a.position - b.position);
}

export function stageById(pipeline: CrmPipeline, crmId: string | null | undefined): PipelineStageRecord | null {
  return (crmId && orderedStages(pipeline).find((stage) => stage.crmId === crmId)) || null;
}
