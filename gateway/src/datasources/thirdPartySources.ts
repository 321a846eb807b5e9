import { AiDataSource } from './ai.ts';
import { CrmDataSource } from './crm.ts';
import { PropertyDataSource } from './property.ts';
import type { ThirdPartyConfig } from './thirdPartyConfig.ts';
import type { UpstreamGuard } from '../platform/resilience/upstreamGuard.ts';

/** The outside services for one GraphQL request (context.thirdParty). */
export interface ThirdPartyDataSources {
  crm: CrmDataSource;
  property: PropertyDataSource;
  /** null: no AI provider configured; the assistant answers from its knowledge base. */
  ai: AiDataSource | null;
}

/** `guard`: each service's breaker and the operation's deadline (platform/resilience/observedUpstreams.ts). */
export function createThirdPartyDataSources(
  config: ThirdPartyConfig,
  guard?: (service: 'crm' | 'property' | 'ai') => UpstreamGuard,
): ThirdPartyDataSources {
  return {
    crm: new CrmDataSource(config.crm, guard?.('crm')),
    property: new PropertyDataSource(config.property, guard?.('property')),
    ai: config.ai ? new AiDataSource(config.ai, guard?.('ai')) : null,
  };
}

/** One line for the start-up log: where each service points, never a key. */
export function describeThirdParty(config: ThirdPartyConfig): string {
  const where = (service: { sandbox: boolean; baseUrl: string }) => (service.sandbox ? 'API sandbox' : new URL(service.baseUrl).host);
  return `CRM: ${where(config.crm)}; property data: ${where(config.property)}; assistant: ${config.ai ? `${config.ai.model} at ${new URL(config.ai.baseUrl).host}` : 'built-in knowledge base'}`;
}
