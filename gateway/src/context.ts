import type { Viewer } from './auth/jwt.ts';
import type { ApiDataSource } from './datasources/api.ts';
import type { ThirdPartyDataSources } from './datasources/third-party-sources.ts';
import type { Loaders } from './loaders.ts';

export type { Viewer } from './auth/jwt.ts';

/** Built fresh for every GraphQL request (see server.ts). */
export interface GatewayContext {
  /** The caller's token, only when it verified; forwarded to the API. */
  token: string | null;
  /** The verified caller, or null when no valid token was sent. */
  viewer: Viewer | null;
  api: ApiDataSource;
  loaders: Loaders;
  /** CRM, property data and AI provider for this request (issue 4, docs/third-party.md). */
  thirdParty: ThirdPartyDataSources;
}
