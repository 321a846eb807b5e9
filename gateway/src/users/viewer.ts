import type { GatewayContext } from '../context.ts';
import type { ApiUser } from './types.ts';

export const viewerQuery = {
  /** Through the userById loader, so the viewer shares the authors' batch. */
  viewer(_parent: unknown, _args: unknown, context: GatewayContext): Promise<ApiUser | null> | null {
    return context.viewer ? context.loaders.userById.load(context.viewer.userId) : null;
  },
};
