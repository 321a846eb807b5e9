import { describe, expect, it } from 'vitest';
import type { ChatMessageDto, ConversationDto, ConversationWithMessages } from '@lendhub/domain/rest/assistant';
import { useTestApi } from './helpers/test-api.ts';

const { api, officer, lender } = useTestApi();

const exchange = (question: string, reply: string) => ({
  messages: [
    { sender: 'user', text: question },
    { sender: 'bot', text: reply },
  ],
});

async function start(question: string, token = officer.token) {
  const { status, body } = await api.call<ConversationWithMessages>('POST', '/api/assistant/conversations', {
    token,
    body: exchange(question, `Answer to ${question}`),
  });
  expect(status, body.responseMsg).toBe(201);
  return body.data;
}

describe('assistant conversations', () => {
  it('starts a conversation with the question and its reply, titled by the question', async () => {
    const { conversation, messages } = await start('  What is a DSCR loan?  ');
    expect(conversation).toMatchObject({ title: 'What is a DSCR loan?', messageCount: 2 });
    expect(messages.map((m) => [m.sender, m.text])).toEqual([
      ['user', 'What is a DSCR loan?'],
      ['bot', 'Answer to   What is a DSCR loan?  '.trim()],
    ]);
    expect(messages[0]!.messageId).toBeLessThan(messages[1]!.messageId);
    expect(Date.parse(messages[0]!.timestamp)).toBeLessThanOrEqual(Date.parse(messages[1]!.timestamp));
  });

  it('shortens a long first question into the title at a word boundary', async () => {
    const question = 'I have a self-employed borrower with two years of business bank statements and a 680 FICO, which program fits?';
    const { conversation } = await start(question);
    expect(conversation.title.length).toBeLessThanOrEqual(61);
    expect(conversation.title.endsWith('…')).toBe(true);
    expect(question.startsWith(conversation.title.slice(0, -1))).toBe(true);
  });

  it('appends messages, keeps the count exact and reads them back oldest first, paging backwards', async () => {
    const { conversation } = await start('First question');
    const id = conversation.conversationId;
    for (let n = 2; n <= 4; n += 1) {
      const { status, body } = await api.call<ConversationWithMessages>('POST', `/api/assistant/conversations/${id}/messages`, {
        token: officer.token,
        body: exchange(`Question ${n}`, `Reply ${n}`),
      });
      expect(status).toBe(201);
      expect(body.data.conversation.messageCount).toBe(n * 2);
    }
    const all = (await api.call<ChatMessageDto[]>('GET', `/api/assistant/conversations/${id}/messages?limit=200`, { token: officer.token }))
      .body.data;
    expect(all.map((m) => m.text)).toEqual([
      'First question',
      'Answer to First question',
      'Question 2',
      'Reply 2',
      'Question 3',
      'Reply 3',
      'Question 4',
      'Reply 4',
    ]);

    const latest = (
      await api.call<ChatMessageDto[]>('GET', `/api/assistant/conversations/${id}/messages?limit=3`, { token: officer.token })
    ).body.data;
    expect(latest.map((m) => m.text)).toEqual(['Reply 3', 'Question 4', 'Reply 4']);
    const older = (
      await api.call<ChatMessageDto[]>('GET', `/api/assistant/conversations/${id}/messages?limit=3&beforeId=${latest[0]!.messageId}`, {
        token: officer.token,
      })
    ).body.data;
    expect(older.map((m) => m.text)).toEqual(['Question 2', 'Reply 2', 'Question 3']);
  });

  it('keeps every message of concurrent appends and an exact count', async () => {
    const { conversation } = await start('Concurrency');
    const id = conversation.conversationId;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        api.call('POST', `/api/assistant/conversations/${id}/messages`, { token: officer.token, body: exchange(`Q${n}`, `A${n}`) }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const { body } = await api.call<ConversationDto>('GET', `/api/assistant/conversations/${id}`, { token: officer.token });
    expect(body.data.messageCount).toBe(14);
    const messages = (
      await api.call<ChatMessageDto[]>('GET', `/api/assistant/conversations/${id}/messages?limit=200`, { token: officer.token })
    ).body.data;
    expect(messages).toHaveLength(14);
  });

  it('lists only the caller’s conversations, newest first, with keyset pages', async () => {
    const mine = (await api.call<ConversationDto[]>('GET', '/api/assistant/conversations?limit=100', { token: officer.token })).body.data;
    expect(mine.length).toBeGreaterThanOrEqual(4);
    const ids = mine.map((c) => c.conversationId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = (
      await api.call<ConversationDto[]>('GET', `/api/assistant/conversations?limit=2&beforeId=${ids[1]}`, { token: officer.token })
    ).body.data;
    expect(page2.map((c) => c.conversationId)).toEqual(ids.slice(2, 4));
    const theirs = (await api.call<ConversationDto[]>('GET', '/api/assistant/conversations', { token: lender.token })).body.data;
    expect(theirs.some((c) => ids.includes(c.conversationId))).toBe(false);
  });

  it('hides another user’s conversation and messages behind 404 and refuses to append to it', async () => {
    const { conversation, messages } = await start('Private question');
    const id = conversation.conversationId;
    expect((await api.call('GET', `/api/assistant/conversations/${id}`, { token: lender.token })).status).toBe(404);
    expect((await api.call('GET', `/api/assistant/conversations/${id}/messages`, { token: lender.token })).status).toBe(404);
    expect((await api.call('GET', `/api/assistant/messages/${messages[0]!.messageId}`, { token: lender.token })).status).toBe(404);
    const append = await api.call('POST', `/api/assistant/conversations/${id}/messages`, { token: lender.token, body: exchange('x', 'y') });
    expect(append.status).toBe(404);
    expect(append.body.responseMsg).toBe('Conversation not found');
    expect(
      (await api.call<ChatMessageDto>('GET', `/api/assistant/messages/${messages[0]!.messageId}`, { token: officer.token })).body.data.text,
    ).toBe('Private question');
  });

  it('refuses blank or oversized messages and bad senders with 400, changing nothing', async () => {
    const before = (await api.call<ConversationDto[]>('GET', '/api/assistant/conversations?limit=100', { token: officer.token })).body.data
      .length;
    const blank = await api.call('POST', '/api/assistant/conversations', {
      token: officer.token,
      body: { messages: [{ sender: 'user', text: '   ' }] },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.responseMsg).toBe('Message text is required');
    const huge = await api.call('POST', '/api/assistant/conversations', {
      token: officer.token,
      body: { messages: [{ sender: 'user', text: 'x'.repeat(8001) }] },
    });
    expect(huge.status).toBe(400);
    const sender = await api.call('POST', '/api/assistant/conversations', {
      token: officer.token,
      body: { messages: [{ sender: 'admin', text: 'hi' }] },
    });
    expect(sender.status).toBe(400);
    expect((await api.call('POST', '/api/assistant/conversations', { token: officer.token, body: { messages: [] } })).status).toBe(400);
    const after = (await api.call<ConversationDto[]>('GET', '/api/assistant/conversations?limit=100', { token: officer.token })).body.data
      .length;
    expect(after).toBe(before);
  });

  it('deletes the caller’s own conversation with its messages, and only theirs', async () => {
    const { conversation, messages } = await start('Delete me');
    const id = conversation.conversationId;
    const foreign = await api.call('DELETE', `/api/assistant/conversations/${id}`, { token: lender.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.responseMsg).toBe('Conversation not found');
    expect((await api.call('GET', `/api/assistant/conversations/${id}`, { token: officer.token })).status).toBe(200);

    const own = await api.call<{ conversationId: number }>('DELETE', `/api/assistant/conversations/${id}`, { token: officer.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ responseMsg: 'Conversation deleted', data: { conversationId: id } });
    expect((await api.call('GET', `/api/assistant/conversations/${id}`, { token: officer.token })).status).toBe(404);
    expect((await api.call('GET', `/api/assistant/messages/${messages[0]!.messageId}`, { token: officer.token })).status).toBe(404);
    const list = (await api.call<ConversationDto[]>('GET', '/api/assistant/conversations?limit=100', { token: officer.token })).body.data;
    expect(list.some((c) => c.conversationId === id)).toBe(false);
    expect((await api.call('DELETE', `/api/assistant/conversations/${id}`, { token: officer.token })).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await api.call('GET', '/api/assistant/conversations')).status).toBe(401);
  });
});
