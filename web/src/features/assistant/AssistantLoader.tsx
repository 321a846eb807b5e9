import { usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay/hooks';
import type { AssistantChat_query$key } from '../../__generated__/AssistantChat_query.graphql';
import { QueryBoundary } from '../../shared/ui/FallbackBoundary';
import { AssistantChat, type ChatVariant } from './AssistantChat';
import { ChatUnavailable } from './ChatUnavailable';

/** A route query that spreads AssistantChat_query and nothing else (/ai-chatbot, /dashboard/chatbot). */
interface AssistantRouteQuery {
  response: AssistantChat_query$key;
  variables: Record<string, never>;
}

interface AssistantLoaderProps<Q extends AssistantRouteQuery> {
  query: GraphQLTaggedNode;
  queryRef: PreloadedQuery<Q>;
  variant: ChatVariant;
}

function Chat<Q extends AssistantRouteQuery>({ query, queryRef, variant }: AssistantLoaderProps<Q>) {
  const data = usePreloadedQuery<Q>(query, queryRef);
  return <AssistantChat query={data} variant={variant} />;
}

/** The assistant of a chatbot route once its query has answered; a spinner meanwhile, a notice if it fails. */
export function AssistantLoader<Q extends AssistantRouteQuery>(props: AssistantLoaderProps<Q>) {
  return (
    <QueryBoundary resetKey={props.queryRef} fallback={() => <ChatUnavailable />} loadingLabel="Loading the assistant…">
      <Chat {...props} />
    </QueryBoundary>
  );
}
