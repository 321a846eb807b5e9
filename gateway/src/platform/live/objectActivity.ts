import type { GatewayContext } from '../../context.ts';
import type { NodeTypeName } from '../relay/node.ts';
import { internalIntId } from '../relay/globalId.ts';
import type { LiveEvent } from './bus.ts';
import { listeningThen } from './liveStream.ts';
import { renewing } from './renewing.ts';

/**
 * The live updates of one object (docs/product.md "Live updates"): subscribing listens, then checks that the
 * viewer may read it (`read`, the same read as the query's); each event reads it again with the subscriber's
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
      // Listening before the read: a change made meanwhile is an event, not lost between the two.
      return renewing(context, await listeningThen(context.events.subscribe(topic(id)), () => read(context, id)));
    },
    resolve: (_event: LiveEvent, args: Record<Arg, string>, context: GatewayContext) => read(context, idOf(args)),
  };
}
