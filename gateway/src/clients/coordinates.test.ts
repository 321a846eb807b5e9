import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { coordinatesOf } from './coordinates.ts';

const schema = buildSchema(/* GraphQL */ `
  enum Status { OPEN CLOSED }
  input TicketFilter { status: Status, search: String }
  interface Node { id: ID! }
  type Ticket implements Node { id: ID!, title: String!, status: Status! }
  type Query { tickets(first: Int, filter: TicketFilter): [Ticket!]!, node(id: ID!): Node }
`);

describe('coordinatesOf', () => {
  it('lists fields on the type they are selected on, arguments given, variable types and enum literals', () => {
    const document = parse(/* GraphQL */ `
      query Backlog($filter: TicketFilter) {
        tickets(first: 5, filter: $filter) { ...TicketParts __typename }
        closed: tickets(filter: { status: CLOSED }) { id }
        node(id: "1") { id ... on Ticket { status } }
        __schema { types { name } }
      }
      fragment TicketParts on Ticket { title }
    `);
    expect(coordinatesOf(schema, document)).toEqual([
      'Node.id',
      'Query.node',
      'Query.node(id)',
      'Query.tickets',
      'Query.tickets(filter)',
      'Query.tickets(first)',
      'Status.CLOSED',
      'Ticket.id',
      'Ticket.status',
      'Ticket.title',
      'TicketFilter',
    ]);
  });
});
