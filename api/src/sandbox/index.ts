// What other packages use of the sandboxes: the shared key, the seeded records (the gateway's tests
// recompute dashboard figures from them) and the routers (to serve a sandbox without a database).
export { sandboxApiKey } from '@lendhub/server-kit/sandbox-key';
export { sandboxRoutes, sandboxOptionsFrom, type SandboxOptions } from './routes.ts';
export {
  crmSandboxData,
  DEMO_CONTACT_EMAILS,
  type CrmOpportunity,
  type CrmPipeline,
  type CrmSandboxData,
  type CrmStage,
} from './crm/data.ts';
export { propertySandboxData, ANCHOR_ADDRESSES, ADDRESSES_WITHOUT_RECORD } from './property/data.ts';
export type { WireProperty, PropertyLookupRequest, PropertyLookupResponse } from './property/wire.ts';
export { startSandboxServer, type RunningSandbox } from './standalone.ts';
