import type { GatewayContext } from '../../context.ts';
import type { NodeTypeName } from '../relay/node.ts';
import { internalIntId } from '../relay/globalId.ts';
import type { LiveEvent } from './bus.ts';
import { renewing } from './renewing.ts';

/**
 * The live updates of one object (docs/architecture.md "Live updates"): subscribing checks that the viewer
 * may read it (`read`, the same read as the query's); each event reads it again with the subscriber's
 * token, so nobody receives what they may not see, whichever gateway published the event.
 */
export function objectActivity<Arg extends string, T>(
  type: NodeTypeName,
  arg: Arg,
  topic: (id: number) => string,
  read: (context: GatewayContext, id: number) => Promise<T>,
) {
  const idOf = (args: Record<Arg, string>) => internalIntId(args[arg], type, arg);
  return {
    subscribe: async (_parent: unknown, args: Record<Arg, string>, context: GatewayContext) => {
      const id = idOf(args);
      await read(context, id);
      return renewing(context, context.events.subscribe(topic(id)));
    },
    resolve: (_event: LiveEvent, args: Record<Arg, string>, context: GatewayContext) => read(context, idOf(args)),
  };
}
