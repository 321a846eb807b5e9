import { Opportunity } from './Opportunity.ts';
import { PipelineStage } from './PipelineStage.ts';
import { opportunityQueries } from './queries.ts';

export const opportunityResolvers = {
  Query: opportunityQueries,
  Opportunity,
  PipelineStage,
};
