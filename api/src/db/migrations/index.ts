import type { Migration } from 'kysely';
import * as m0001 from './0001_roles_and_users.ts';
import * as m0002 from './0002_lenders.ts';
import * as m0003 from './0003_posts.ts';
import * as m0100 from './0100_notifications.ts';
import * as m0101 from './0101_invitations.ts';
import * as m0102 from './0102_points.ts';
import * as m0103 from './0103_calendar_and_ui_settings.ts';
import * as m0200 from './0200_vendors.ts';
import * as m0201 from './0201_tickets.ts';
import * as m0202 from './0202_contact_support.ts';
import * as m0300 from './0300_assistant_conversations.ts';
import * as m0400 from './0400_notification_subjects.ts';
import * as m0401 from './0401_token_versions.ts';
import * as m0411 from './0411_attachment_url_index.ts';
import * as m0500 from './0500_sanitized_rich_text.ts';
import * as m0700 from './0700_loans.ts';
import * as m0750 from './0750_marketplace_events_and_directory.ts';
import * as m0760 from './0760_loan_production_rollup.ts';
import * as m0800 from './0800_rate_sheets_and_quotes.ts';
import * as m0850 from './0850_scenario_posts.ts';
import * as m0900 from './0900_account_status_and_totp.ts';
import * as m1050 from './1050_upload_files.ts';
import * as m1100 from './1100_api_clients.ts';
import * as m1150 from './1150_saved_quote_loans.ts';

/**
 * Every migration, in order. Append one import and one entry per migration, numbered after the
 * highest one here: 0001–0099 users, roles, lenders, posts; 0100–0199 notifications, invitations,
 * points, calendar, UI settings; 0200–0299 vendors, tickets, contact support; 0300–0399 assistant
 * conversations; 0400– later changes (0400 notification subjects, 0401 token versions, 0500 rich text
 * sanitised once on write). Never edit a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_roles_and_users': m0001,
  '0002_lenders': m0002,
  '0003_posts': m0003,
  '0100_notifications': m0100,
  '0101_invitations': m0101,
  '0102_points': m0102,
  '0103_calendar_and_ui_settings': m0103,
  '0200_vendors': m0200,
  '0201_tickets': m0201,
  '0202_contact_support': m0202,
  '0300_assistant_conversations': m0300,
  '0400_notification_subjects': m0400,
  '0401_token_versions': m0401,
  '0411_attachment_url_index': m0411,
  '0500_sanitized_rich_text': m0500,
  '0700_loans': m0700,
  '0750_marketplace_events_and_directory': m0750,
  '0760_loan_production_rollup': m0760,
  '0800_rate_sheets_and_quotes': m0800,
  '0850_scenario_posts': m0850,
  '0900_account_status_and_totp': m0900,
  '1050_upload_files': m1050,
  '1100_api_clients': m1100,
  '1150_saved_quote_loans': m1150,
};
