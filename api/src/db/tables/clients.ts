import type { ColumnType, Generated } from 'kysely';

/** Registered API clients, their trusted documents and field usage (migration 1100). */
export interface ApiClientsTable {
  id: Generated<number>;
  name: string;
  user_id: number;
  key_hash: string;
  /** The key's last four characters, to tell keys apart in the admin screen. */
  key_hint: string;
  allowed_operations: string[] | null;
  requests_per_minute: number;
  max_cost_per_operation: number;
  cost_per_minute: number;
  revoked_at: ColumnType<Date | null, string | null | undefined, string | null>;
  key_rotated_at: ColumnType<Date, string | undefined, string>;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface ApiClientDocumentsTable {
  client_id: number;
  document_id: string;
  body: string;
  published_at: ColumnType<Date, string | undefined, string>;
}

export interface ApiFieldUsageTable {
  day: ColumnType<string, string, string>;
  client_name: string;
  client_version: string;
  coordinate: string;
  operations: ColumnType<string, number, number>;
}

export interface ClientsTables {
  api_clients: ApiClientsTable;
  api_client_documents: ApiClientDocumentsTable;
  api_field_usage: ApiFieldUsageTable;
}
