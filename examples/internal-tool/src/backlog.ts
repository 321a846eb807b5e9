import type { GraphQLClient } from 'graphql-request';
import { TICKET_BACKLOG } from './documents.ts';

interface TicketNode {
  internalId: number;
  title: string;
  categoryLabel: string | null;
  createdAt: string;
}
interface TicketPage {
  totalCount: number;
  edges?: Array<{ node: TicketNode }>;
}
interface TicketBacklogAnswer {
  open: TicketPage;
  inProgress: TicketPage;
  closed: TicketPage;
}

/** The ticket backlog as a support lead reads it. */
export interface Backlog {
  byStatus: { open: number; inProgress: number; closed: number };
  /** Open and in-progress tickets per category ('Uncategorized' when none was chosen), most first. */
  byCategory: Array<{ category: string; tickets: number }>;
  /** Open and in-progress tickets by age in days: under 7, 7–30, over 30. */
  byAge: { underAWeek: number; weekToMonth: number; overAMonth: number };
  /** The oldest unresolved tickets, oldest first (at most 5). */
  oldest: Array<{ number: number; title: string; ageDays: number }>;
}

const DAY_MS = 86_400_000;

/** Pure: the backlog from the query's answer, as of `now`. */
export function backlogOf(answer: TicketBacklogAnswer, now: Date = new Date()): Backlog {
  const unresolved = [...(answer.open.edges ?? []), ...(answer.inProgress.edges ?? [])].map((edge) => edge.node);
  const categories = new Map<string, number>();
  for (const ticket of unresolved)
    categories.set(ticket.categoryLabel ?? 'Uncategorized', (categories.get(ticket.categoryLabel ?? 'Uncategorized') ?? 0) + 1);
  const ageOf = (ticket: TicketNode) => Math.floor((now.getTime() - new Date(ticket.createdAt).getTime()) / DAY_MS);
  const ages = unresolved.map(ageOf);
  return {
    byStatus: { open: answer.open.totalCount, inProgress: answer.inProgress.totalCount, closed: answer.closed.totalCount },
    byCategory: [...categories]
      .map(([category, tickets]) => ({ category, tickets }))
      .sort((a, b) => b.tickets - a.tickets || a.category.localeCompare(b.category)),
    byAge: {
      underAWeek: ages.filter((age) => age < 7).length,
      weekToMonth: ages.filter((age) => age >= 7 && age <= 30).length,
      overAMonth: ages.filter((age) => age > 30).length,
    },
    oldest: [...unresolved]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .slice(0, 5)
      .map((ticket) => ({ number: ticket.internalId, title: ticket.title, ageDays: ageOf(ticket) })),
  };
}

/** Asks the portal (one published operation) and summarises. */
export async function ticketBacklog(client: GraphQLClient, now?: Date): Promise<Backlog> {
  return backlogOf(await client.request<TicketBacklogAnswer>(TICKET_BACKLOG), now);
}

/** Plain text for a terminal or an e-mail. */
export function formatBacklog(backlog: Backlog): string {
  const { byStatus, byAge } = backlog;
  return [
    'Ticket backlog',
    `  Open: ${byStatus.open}   In progress: ${byStatus.inProgress}   Closed: ${byStatus.closed}`,
    `  Unresolved by age: under 7 days ${byAge.underAWeek}, 7–30 days ${byAge.weekToMonth}, over 30 days ${byAge.overAMonth}`,
    '  By category:',
    ...backlog.byCategory.map((row) => `    ${row.category.padEnd(28)} ${row.tickets}`),
    '  Oldest unresolved:',
    ...backlog.oldest.map((ticket) => `    #${ticket.number} ${ticket.title} (${ticket.ageDays} days)`),
  ].join('\n');
}
