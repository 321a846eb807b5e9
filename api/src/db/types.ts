import type { AssistantTables } from './tables/assistant.ts';
import type { CalendarTables } from './tables/calendar.ts';
import type { ClientsTables } from './tables/clients.ts';
import type { InvitationsTables } from './tables/invitations.ts';
import type { LendersTables } from './tables/lenders.ts';
import type { LoansTables } from './tables/loans.ts';
import type { MarketplaceTables } from './tables/marketplace.ts';
import type { NotificationsTables } from './tables/notifications.ts';
import type { PointsTables } from './tables/points.ts';
import type { PostsTables } from './tables/posts.ts';
import type { PricingTables } from './tables/pricing.ts';
import type { RolesTables } from './tables/roles.ts';
import type { SettingsTables } from './tables/settings.ts';
import type { SupportTables } from './tables/support.ts';
import type { TicketsTables } from './tables/tickets.ts';
import type { UploadsTables } from './tables/uploads.ts';
import type { UsersTables } from './tables/users.ts';
import type { VendorsTables } from './tables/vendors.ts';

/**
 * The whole database as kysely sees it. Each domain declares its tables in
 * `tables/<domain>.ts`; append its interface to this `extends` list.
 */
export interface Database
  extends
    RolesTables,
    UsersTables,
    LendersTables,
    PostsTables,
    VendorsTables,
    TicketsTables,
    SupportTables,
    NotificationsTables,
    InvitationsTables,
    PointsTables,
    CalendarTables,
    SettingsTables,
    AssistantTables,
    LoansTables,
    MarketplaceTables,
    PricingTables,
    ClientsTables,
    UploadsTables {}
