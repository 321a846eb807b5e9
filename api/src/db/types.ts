import type { LendersTables } from './tables/lenders.ts';
import type { PostsTables } from './tables/posts.ts';
import type { UsersTables } from './tables/users.ts';
import type { VendorsTables } from './tables/vendors.ts';
import type { TicketsTables } from './tables/tickets.ts';
import type { ContactSupportTables } from './tables/contact-support.ts';
import type { AccountsTables } from './tables/accounts.ts';
import type { AssistantTables } from './tables/assistant.ts';

/**
 * The whole database as kysely sees it. Each feature declares its tables in
 * `tables/<feature>.ts`; append your interface to this `extends` list.
 */
export interface Database extends UsersTables, LendersTables, PostsTables,
    VendorsTables, TicketsTables, ContactSupportTables,
    AccountsTables, AssistantTables {}
