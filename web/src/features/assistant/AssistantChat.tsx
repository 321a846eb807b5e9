import { Box, Button, Card, chakra, Flex, HStack, IconButton, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Bot, ChevronDown, ChevronUp, SendHorizontal } from 'lucide-react';
import { Fragment, Suspense, useCallback, useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { graphql, useFragment, useQueryLoader } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { AssistantChat_query$key } from '../../__generated__/AssistantChat_query.graphql';
import type { ChatThreadQuery } from '../../__generated__/ChatThreadQuery.graphql';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { ChatBubble } from './ChatMessageBubble';
import { ChatThread, chatThreadQuery, LoadedChatThread, threadConnectionId } from './ChatThread';
import { CHAT_FAILURE_REPLY, DASHBOARD_FAILURE_REPLY, DASHBOARD_GREETING, questionFrom } from './chatText';
import { ConversationList } from './ConversationList';
import { TypingIndicator } from './TypingIndicator';
import { useAskAssistant } from './useAskAssistant';

const fragment = graphql`
  fragment AssistantChat_query on Query {
    assistantSuggestions
    latest: assistantConversations(first: 1) {
      edges {
        node {
          id
          # The conversation opened first comes with the page's query (one request for the page).
          ...ChatThread_conversation
        }
      }
    }
    ...ConversationList_query
  }
`;

/** A question on its way: shown at once, with the reply as it streams in. */
interface Pending {
  question: string;
  streamed: string;
}

/** Failed exchanges of this visit (nothing is stored for them): the question and spec §8's bot text. */
interface LocalExchange {
  id: number;
  conversationId: string | null;
  question: string;
  reply: string;
}

/** The conversation list's connection (ConversationList), where a new conversation is added. */
const CONVERSATION_LIST = ConnectionHandler.getConnectionID(ROOT_ID, 'ConversationList_assistantConversations');

export type ChatVariant = 'public' | 'dashboard';

/**
 * The mortgage assistant (spec §2, §4, §5 Chat): conversations on the side, the open one's messages,
 * 4 suggested questions, input and send. Both /ai-chatbot and /dashboard/chatbot show it.
 */
export function AssistantChat({ query, variant }: { query: AssistantChat_query$key; variant: ChatVariant }) {
  const data = useFragment(fragment, query);
  const first = data.latest.edges[0]?.node ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(first?.id ?? null);
  // Another conversation's messages: their query starts as it is chosen, not when the thread renders.
  const [threadRef, loadThread, disposeThread] = useQueryLoader<ChatThreadQuery>(chatThreadQuery);
  const [pending, setPending] = useState<Pending | null>(null);
  const [local, setLocal] = useState<LocalExchange[]>([]);
  const [input, setInput] = useState('');
  const [collapsed, setCollapsed] = useState(false);
  // While a conversation is being switched to (also the one a first question has just started), asking waits:
  // a question sent then would go to the conversation being left (or start another), without its history.
  const [switching, startTransition] = useTransition();
  const ask = useAskAssistant();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const bodyId = useId();
  const inputId = useId();

  // A transition keeps the current messages on screen while another conversation loads.
  const select = useCallback(
    (id: string | null) =>
      startTransition(() => {
        setSelectedId(id);
        if (id) loadThread({ id }, { fetchPolicy: 'store-or-network' });
        else disposeThread();
      }),
    [startTransition, loadThread, disposeThread],
  );

  const open = useCallback(
    (id: string | null) => {
      setLocal([]);
      select(id);
    },
    [select],
  );

  const busy = pending !== null || switching;

  const send = (text: string) => {
    const question = questionFrom(text);
    if (question === null || busy) return;
    setInput('');
    setPending({ question, streamed: '' });
    const conversationId = selectedId;
    ask(
      {
        message: question,
        conversationId,
        messageConnection: conversationId ? threadConnectionId(conversationId) : null,
        listConnection: CONVERSATION_LIST,
      },
      {
        onDelta: (delta) => setPending((current) => current && { ...current, streamed: current.streamed + delta }),
        onStored: (storedId) => {
          setPending(null);
          if (storedId !== conversationId) select(storedId);
        },
        onFailed: () => {
          setPending(null);
          const reply = variant === 'dashboard' ? DASHBOARD_FAILURE_REPLY : CHAT_FAILURE_REPLY;
          setLocal((current) => [...current, { id: Date.now(), conversationId, question, reply }]);
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(input);
  };

  // Keep the newest message in view, and give the input back its focus once the reply is in.
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  });
  useEffect(() => {
    if (!busy) inputRef.current?.focus({ preventScroll: true });
  }, [busy]);

  const localHere = local.filter((exchange) => exchange.conversationId === selectedId);

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
      <Box w={{ base: 'full', md: '64' }} flexShrink={0}>
        <ConversationList
          query={data}
          selectedId={selectedId}
          disabled={busy}
          onSelect={open}
          onDeleted={(id) => id === selectedId && open(null)}
        />
      </Box>
      <Card.Root flex="1" minW="0" variant="outline">
        <Card.Header py="3" borderBottomWidth={collapsed ? 0 : '1px'}>
          <HStack justify="space-between">
            <HStack gap="2">
              <Bot aria-hidden />
              <Text as="h2" fontWeight="semibold" fontSize="lg">
                Mortgage Assistant
              </Text>
            </HStack>
            <IconButton
              aria-label={collapsed ? 'Expand the assistant' : 'Collapse the assistant'}
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              size="sm"
              variant="ghost"
              onClick={() => setCollapsed((value) => !value)}
            >
              {collapsed ? <ChevronDown aria-hidden /> : <ChevronUp aria-hidden />}
            </IconButton>
          </HStack>
        </Card.Header>
        <Card.Body id={bodyId} hidden={collapsed} p="0" display={collapsed ? 'none' : 'flex'} flexDirection="column">
          <Box
            ref={logRef}
            role="log"
            aria-label="Messages"
            aria-live="polite"
            px={{ base: '3', md: '5' }}
            py="4"
            h={{ base: '60vh', md: '28rem' }}
            overflowY="auto"
            tabIndex={0}
          >
            <Stack as="ul" gap="3">
              {variant === 'dashboard' && <ChatBubble sender="BOT" text={DASHBOARD_GREETING} />}
              {selectedId && (
                <FallbackBoundary resetKey={selectedId} fallback={() => <ChatBubble sender="BOT" text={CHAT_FAILURE_REPLY} />}>
                  <Suspense
                    fallback={
                      <Text as="li" fontSize="sm" color="fg.muted">
                        Loading messages…
                      </Text>
                    }
                  >
                    {threadRef ? (
                      <LoadedChatThread queryRef={threadRef} />
                    ) : (
                      <ChatThread conversation={selectedId === first?.id ? first : null} />
                    )}
                  </Suspense>
                </FallbackBoundary>
              )}
              {localHere.map((exchange) => (
                <Fragment key={exchange.id}>
                  <ChatBubble sender="USER" text={exchange.question} />
                  <ChatBubble sender="BOT" text={exchange.reply} />
                </Fragment>
              ))}
              {pending && <ChatBubble sender="USER" text={pending.question} />}
              {pending && (pending.streamed ? <ChatBubble sender="BOT" text={pending.streamed} /> : <TypingIndicator />)}
            </Stack>
          </Box>

          <Stack gap="3" px={{ base: '3', md: '5' }} py="4" borderTopWidth="1px">
            <Box>
              <Text id={`${inputId}-suggestions`} fontSize="xs" color="fg.muted" mb="1.5">
                Suggested questions
              </Text>
              <Wrap gap="2" role="group" aria-labelledby={`${inputId}-suggestions`}>
                {data.assistantSuggestions.map((suggestion) => (
                  <Button
                    key={suggestion}
                    size="xs"
                    variant="outline"
                    rounded="full"
                    whiteSpace="normal"
                    maxW="full"
                    h="auto"
                    py="1.5"
                    textAlign="left"
                    disabled={busy}
                    onClick={() => send(suggestion)}
                  >
                    {suggestion}
                  </Button>
                ))}
              </Wrap>
            </Box>
            <form onSubmit={submit}>
              <HStack gap="2">
                <chakra.label htmlFor={inputId} srOnly>
                  Your question
                </chakra.label>
                <Input
                  id={inputId}
                  ref={inputRef}
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                  placeholder="Ask about loans, licensing, compliance…"
                  disabled={busy}
                  maxLength={2000}
                  autoComplete="off"
                />
                <Button type="submit" colorPalette="brand" disabled={busy || questionFrom(input) === null} aria-label="Send">
                  <SendHorizontal aria-hidden />
                  <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                    Send
                  </Box>
                </Button>
              </HStack>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
