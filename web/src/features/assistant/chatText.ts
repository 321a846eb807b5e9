/** Spec §8 Chat: the bot's words when a reply could not be had. */
export const CHAT_FAILURE_REPLY = "I apologize, but I'm having trouble processing your request right now. Please try again later.";
/** Spec §8: the dashboard AI's failure text. */
export const DASHBOARD_FAILURE_REPLY = 'Failed to get response from AI';
/** Spec §2: the dashboard chatbot starts with a bot greeting. */
export const DASHBOARD_GREETING =
  "Hello! I'm the LendHub AI assistant. Ask me about loan programmes, licensing, compliance deadlines or the points programme.";

/** Spec §5 Chat: empty or whitespace-only input is ignored. */
export function questionFrom(input: string): string | null {
  const question = input.trim();
  return question === '' ? null : question;
}
