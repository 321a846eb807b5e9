import { describe, expect, it } from 'vitest';
import { DONT_KNOW_ANSWER } from '../../src/assistant/knowledge/answer.ts';
import { ASSISTANT_SUGGESTIONS } from '../../src/assistant/suggestions.ts';
import { codesOf } from '../harness/stack.ts';
import { useStack } from '../harness/signedIn.ts';

const stack = useStack();

const ASK = `mutation ($input: AskAssistantInput!) {
  askAssistant(input: $input) {
    conversation { id title messageCount }
    userMessage { id text sender timestamp }
    reply { id text sender timestamp }
    messageEdges { cursor node { id } }
  }
}`;

interface Asked {
  conversation: { id: string; title: string; messageCount: number };
  userMessage: { id: string; text: string; sender: string; timestamp: string };
  reply: { id: string; text: string; sender: string };
  messageEdges: { cursor: string; node: { id: string } }[];
}

async function ask(message: string, conversationId?: string, token?: string) {
  return stack.gql<{ askAssistant: Asked }>(
    ASK,
    { input: { message, ...(conversationId ? { conversationId } : {}) } },
    token ?? (await stack.tokenFor('LOAN_OFFICER')),
  );
}

describe('assistant on the built-in knowledge base', () => {
  it('offers 4 suggested questions', async () => {
    const response = await stack.gql<{ assistantSuggestions: string[] }>('{ assistantSuggestions }', {}, await stack.tokenFor('ADMIN'));
    expect(response.data!.assistantSuggestions).toEqual([...ASSISTANT_SUGGESTIONS]);
  });

  it.each([
    [ASSISTANT_SUGGESTIONS[0], 'From the Licensing guide, "The 4 steps to your mortgage loan originator license"'],
    [ASSISTANT_SUGGESTIONS[1], 'From the Points Programme guide, "How to earn and redeem LendHub points"'],
    [ASSISTANT_SUGGESTIONS[2], 'From the Loan programme guide, "DSCR (debt service coverage ratio) loans"'],
    [ASSISTANT_SUGGESTIONS[3], 'From the Compliance guide, "2. Send the Loan Estimate within 3 business days of a complete application"'],
  ])('answers %j from its entry', async (question, opening) => {
    const response = await ask(question);
    expect(response.errors).toBeUndefined();
    const { reply, userMessage } = response.data!.askAssistant;
    expect(userMessage).toMatchObject({ text: question, sender: 'USER' });
    expect(reply.sender).toBe('BOT');
    expect(reply.text.startsWith(opening)).toBe(true);
  });

  it('says it does not know a nonsense question', async () => {
    const response = await ask('purple elephant banana quantum');
    expect(response.data!.askAssistant.reply.text).toBe(DONT_KNOW_ANSWER);
  });

  it('keeps the conversation per user: follow-ups append, others cannot read or write it', async () => {
    const first = (await ask('What is a DSCR loan?')).data!.askAssistant;
    expect(first.conversation).toMatchObject({ title: 'What is a DSCR loan?', messageCount: 2 });
    expect(first.messageEdges.map((e) => e.node.id)).toEqual([first.userMessage.id, first.reply.id]);

    const second = (await ask('And what about FHA loans?', first.conversation.id)).data!.askAssistant;
    expect(second.conversation).toMatchObject({ id: first.conversation.id, messageCount: 4 });

    const READ = `query ($id: ID!) { conversation(id: $id) { title messageCount messages { edges { node { text sender } } pageInfo { hasPreviousPage } } } }`;
    const mine = await stack.gql<{ conversation: { messages: { edges: { node: { text: string; sender: string } }[] } } }>(
      READ,
      { id: first.conversation.id },
      await stack.tokenFor('LOAN_OFFICER'),
    );
    expect(mine.data!.conversation.messages.edges.map((e) => e.node.sender)).toEqual(['USER', 'BOT', 'USER', 'BOT']);
    expect(mine.data!.conversation.messages.edges[2]!.node.text).toBe('And what about FHA loans?');

    const theirs = await stack.gql(READ, { id: first.conversation.id }, await stack.tokenFor('ADMIN'));
    expect(theirs.data).toEqual({ conversation: null });
    const intrusion = await ask('Let me in', first.conversation.id, await stack.tokenFor('ADMIN'));
    expect(codesOf(intrusion)).toEqual(['NOT_FOUND']);

    const node = await stack.gql<{ node: { text?: string } | null }>(
      `query ($id: ID!) { node(id: $id) { ... on ChatMessage { text } } }`,
      { id: first.reply.id },
      await stack.tokenFor('LOAN_OFFICER'),
    );
    expect(node.data!.node!.text).toBe(first.reply.text);
  });

  it('pages messages backwards and lists conversations newest first', async () => {
    const token = await stack.tokenFor('ACCOUNT_EXECUTIVE');
    const started = (await ask('How do I reset my password?', undefined, token)).data!.askAssistant;
    for (const question of ['What are the support hours?', 'How do I create a support ticket?'])
      await ask(question, started.conversation.id, token);

    const PAGE = `query ($id: ID!, $before: String) { conversation(id: $id) { messages(last: 4, before: $before) { edges { cursor node { text } } pageInfo { hasPreviousPage startCursor } } } }`;
    type Page = {
      conversation: { messages: { edges: { node: { text: string } }[]; pageInfo: { hasPreviousPage: boolean; startCursor: string } } };
    };
    const latest = (await stack.gql<Page>(PAGE, { id: started.conversation.id }, token)).data!.conversation.messages;
    expect(latest.edges).toHaveLength(4);
    expect(latest.edges[2]!.node.text).toBe('How do I create a support ticket?');
    expect(latest.pageInfo.hasPreviousPage).toBe(true);
    const older = (await stack.gql<Page>(PAGE, { id: started.conversation.id, before: latest.pageInfo.startCursor }, token)).data!
      .conversation.messages;
    expect(older.edges.map((e) => e.node.text)[0]).toBe('How do I reset my password?');
    expect(older.edges).toHaveLength(2);
    expect(older.pageInfo.hasPreviousPage).toBe(false);

    const list = await stack.gql<{ assistantConversations: { edges: { node: { id: string; title: string } }[] } }>(
      '{ assistantConversations(first: 5) { edges { node { id title } } pageInfo { hasNextPage } } }',
      {},
      token,
    );
    expect(list.data!.assistantConversations.edges[0]!.node).toEqual({ id: started.conversation.id, title: 'How do I reset my password?' });
  });

  it('pages conversations up to 99 at a time and says so beyond', async () => {
    const widest = await stack.gql('{ assistantConversations(first: 99) { edges { node { id } } } }', {}, stack.officer);
    expect(widest.errors).toBeUndefined();
    const tooMany = await stack.gql('{ assistantConversations(first: 100) { edges { node { id } } } }', {}, stack.officer);
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 99', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each(['', '   \n\t '])('refuses an empty or whitespace-only message %j with BAD_USER_INPUT', async (message) => {
    const response = await ask(message);
    expect(response.errors?.[0]).toMatchObject({
      message: 'Please enter a message',
      extensions: { code: 'BAD_USER_INPUT', fields: { message: 'Please enter a message' } },
    });
  });

  it('refuses a message over 2000 characters', async () => {
    expect(codesOf(await ask('x'.repeat(2001)))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('deleteConversation', () => {
  const DELETE = `mutation ($input: DeleteConversationInput!) { deleteConversation(input: $input) { deletedConversationId message } }`;
  const READ = `query ($id: ID!) { conversation(id: $id) { id } }`;

  it('deletes the viewer’s own conversation, and refuses anyone else’s with NOT_FOUND', async () => {
    const officer = await stack.tokenFor('LOAN_OFFICER');
    const admin = await stack.tokenFor('ADMIN');
    const { conversation } = (await ask('What is a jumbo loan?', undefined, officer)).data!.askAssistant;

    const foreign = await stack.gql(DELETE, { input: { conversationId: conversation.id } }, admin);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Conversation not found', extensions: { code: 'NOT_FOUND' } });
    expect((await stack.gql<{ conversation: { id: string } | null }>(READ, { id: conversation.id }, officer)).data!.conversation).toEqual({
      id: conversation.id,
    });

    const own = await stack.gql<{ deleteConversation: { deletedConversationId: string; message: string } }>(
      DELETE,
      { input: { conversationId: conversation.id } },
      officer,
    );
    expect(own.data!.deleteConversation).toEqual({ deletedConversationId: conversation.id, message: 'Conversation deleted' });
    expect((await stack.gql(READ, { id: conversation.id }, officer)).data).toEqual({ conversation: null });
    const list = await stack.gql<{ assistantConversations: { edges: { node: { id: string } }[] } }>(
      '{ assistantConversations(first: 50) { edges { node { id } } } }',
      {},
      officer,
    );
    expect(list.data!.assistantConversations.edges.map((e) => e.node.id)).not.toContain(conversation.id);
  });

  it('needs a signed-in viewer and a conversation id', async () => {
    expect(codesOf(await stack.gql(DELETE, { input: { conversationId: 'Q29udmVyc2F0aW9uOjE' } }))).toEqual(['UNAUTHENTICATED']);
    const wrongType = await stack.gql(DELETE, { input: { conversationId: 'nonsense' } }, await stack.tokenFor('LOAN_OFFICER'));
    expect(codesOf(wrongType)).toEqual(['BAD_USER_INPUT']);
  });
});
