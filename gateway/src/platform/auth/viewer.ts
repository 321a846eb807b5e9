import type { GatewayContext, Viewer } from '../../context.ts';
import { unauthenticated } from '../errors/errors.ts';

/** The signed-in caller, for resolvers that act as them ("my profile", "my conversation"); UNAUTHENTICATED otherwise. */
export function requireViewer(context: GatewayContext): Viewer {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}
