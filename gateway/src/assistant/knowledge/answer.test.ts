import { describe, expect, it } from 'vitest';
import { ASSISTANT_SUGGESTIONS } from '../suggestions.ts';
import { DONT_KNOW_ANSWER, GREETING_ANSWER, KnowledgeAssistant } from './answer.ts';
import { KNOWLEDGE_BASE } from './corpus/index.ts';

const assistant = new KnowledgeAssistant();

describe('KnowledgeAssistant', () => {
  it.each([
    [ASSISTANT_SUGGESTIONS[0], 'licensing-steps', 'From the Licensing guide', ['NMLS', '20 hours', 'SAFE MLO Test', 'sponsorship']],
    [
      ASSISTANT_SUGGESTIONS[1],
      'points-earn-redeem',
      'From the Points Programme guide',
      ['1,000 points', 'Free Appraisal for 50 points', 'Rate Boost for 100 points'],
    ],
    [ASSISTANT_SUGGESTIONS[2], 'program-dscr', 'From the Loan programme guide', ['monthly rent', 'PITIA', 'investment']],
    [ASSISTANT_SUGGESTIONS[3], 'compliance-loan-estimate', 'From the Compliance guide', ['3 business days', 'complete application']],
  ])('answers the suggested question %j from its own entry', (question, entryId, prefix, facts) => {
    const answer = assistant.answer(question);
    expect(answer.entry?.id).toBe(entryId);
    expect(answer.text.startsWith(prefix)).toBe(true);
    for (const fact of facts) expect(answer.text).toContain(fact);
  });

  it.each([
    ['which states can I get licensed in?', 'licensing-states'],
    ['What does the VA funding fee cost?', 'program-va'],
    ['how much does a discount point cost', 'basics-discount-points'],
    ['When is the closing disclosure due?', 'compliance-closing-disclosure'],
    ['what fees have zero tolerance', 'compliance-tolerances'],
    ['How do I reset my password?', 'faq-password-2fa'],
    ['what is the conforming loan limit for jumbo', 'program-jumbo'],
    ['How long must I keep advertising records?', 'compliance-advertising-records'],
  ])('routes %j to %s', (question, entryId) => {
    expect(assistant.answer(question).entry?.id).toBe(entryId);
  });

  it.each([
    'purple elephant banana',
    'What is the weather in Paris tomorrow?',
    'asdfghjkl qwerty',
    'what is the best pizza',
    'Who won the world cup?',
  ])('says plainly it does not know %j', (question) => {
    expect(assistant.answer(question)).toEqual({ text: DONT_KNOW_ANSWER, entry: null });
  });

  it('greets back instead of searching', () => {
    expect(assistant.answer('Hello!').text).toBe(GREETING_ANSWER);
  });

  it('holds the 5 FAQ entries and the 10 compliance cards, with unique ids', () => {
    expect(KNOWLEDGE_BASE.filter((e) => e.source === 'FAQ')).toHaveLength(5);
    expect(KNOWLEDGE_BASE.filter((e) => e.source === 'Compliance guide')).toHaveLength(10);
    expect(new Set(KNOWLEDGE_BASE.map((e) => e.id)).size).toBe(KNOWLEDGE_BASE.length);
  });
});

describe('KnowledgeAssistant follow-up questions', () => {
  it('reads "and for a condo?" with the question before it', () => {
    const answer = assistant.answer('and for a condo?', 'What is a DSCR loan?');
    expect(answer.entry?.id).toBe('program-condo');
    expect(answer.text.startsWith('From the Loan programme guide, "Condominium (condo) financing"')).toBe(true);
    expect(answer.text).toContain('DSCR');
  });

  it('answers a question that stands alone on its own, whatever came before', () => {
    expect(assistant.answer('How do I earn and redeem LendHub points?', 'What is a DSCR loan?').entry?.id).toBe('points-earn-redeem');
  });

  it('without an earlier question, a vague follow-up gets "don\'t know" rather than a guess', () => {
    expect(assistant.answer('and what about that?').text).toBe(DONT_KNOW_ANSWER);
  });
});
