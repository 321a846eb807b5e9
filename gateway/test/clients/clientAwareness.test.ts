import { describe, expect, it } from 'vitest';
import { capturedLog } from '../harness/logLines.ts';
import { useProductionGateway } from '../harness/productionGateway.ts';
import { useStack } from '../harness/signedIn.ts';
import { asClient, REGISTER, uniqueName } from './harness.ts';

/** Client names and versions in access lines and metrics; the operator key logged on every use. */
const stack = useStack();
const OPERATOR_KEY = 'operator-key-for-awareness';
const { logger, lines } = capturedLog();
const production = useProductionGateway(stack, { operatorKey: OPERATOR_KEY, logger });

describe('client awareness', () => {
  it('access lines and metrics carry the client name and version; the operator key is logged each time', async () => {
    const registered = await stack.gql<{ registerApiClient: { key: string; apiClient: { name: string } } }>(
      REGISTER,
      { input: { name: uniqueName('aware'), role: 'LOAN_OFFICER' } },
      stack.admin,
    );
    const { key, apiClient } = registered.data!.registerApiClient;
    // Unpublished in production: refused, and still a line naming the client.
    expect((await asClient(production.url, { key, query: 'query Aware { viewer { id } }', version: '4.2.0' })).status).toBe(400);
    const operator = await fetch(`${production.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-operator-key': OPERATOR_KEY,
        'apollographql-client-name': 'ops-console',
        'apollographql-client-version': '7',
      },
      body: JSON.stringify({ query: 'query OperatorProbe { __typename }' }),
    });
    expect(operator.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const access = lines.filter((line) => line['event'] === 'access' && line['path'] === '/graphql');
    expect(access).toEqual([
      expect.objectContaining({ status: 400, client: apiClient.name, clientVersion: '4.2.0' }),
      expect.objectContaining({ status: 200, client: 'ops-console', clientVersion: '7', operation: 'OperatorProbe' }),
    ]);
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'refused', reason: 'untrusted_document', detail: 'clientRequired', client: apiClient.name }),
    );
    expect(lines.filter((line) => line['event'] === 'operator_key_used')).toEqual([
      expect.objectContaining({ path: '/graphql', client: 'ops-console' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(key);

    await stack.gql('query MetricProbe { viewer { id } }', {}, stack.officer);
    await asClient(stack.gateway.url, { key, query: 'query ClientProbe { viewer { id } }', version: '4.2.0' });
    const after = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    expect(after).toMatch(
      new RegExp(
        `lendhub_graphql_requests_total\\{operation="ClientProbe",outcome="ok",client_name="${apiClient.name}",client_version="4.2.0"\\} 1`,
      ),
    );
    expect(after).toMatch(
      /lendhub_graphql_requests_total\{operation="MetricProbe",outcome="ok",client_name="unknown",client_version=""\} 1/,
    );
  });
});
