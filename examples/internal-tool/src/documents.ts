import { readFileSync } from 'node:fs';

/**
 * The tool's documents, kept as .graphql files and published as they are (`clients:publish
 * --manifest examples/internal-tool/client.json`). In production the gateway runs a client's
 * published documents only, so the text sent must be the published text, byte for byte: read it
 * from the same file.
 */
export const TICKET_BACKLOG = readFileSync(new URL('../documents/TicketBacklog.graphql', import.meta.url), 'utf8').trim();
