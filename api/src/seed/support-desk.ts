import type { Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { ticketLink } from '../tickets/notify.ts';

/**
 * Demo data of the support desk: a few mortgage vendors with their mortgage information, tickets
 * by the Loan Officer and the Account Executive (one answered, one in progress), and a contact
 * support ticket. Called from seed.ts inside the seed transaction; dates are relative to `now`.
 */
export async function seedSupportDesk(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  await seedVendors(trx, now);
  await seedTickets(trx, userIds, now);
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

interface SeedVendor {
  name: string;
  category: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  status: 'Active' | 'Inactive';
  founded: number;
  license: string;
  loanTypes: string[];
  services: string[];
  score: number;
  rates: [number, number, number];
  rating: number;
}

const VENDORS: SeedVendor[] = [
  {
    name: 'Summit Wholesale Lending',
    category: 'Wholesale Lender',
    description: 'Wholesale partner for conventional, FHA and VA loans with a dedicated broker desk and 24-hour scenario turn times.',
    email: 'brokers@summit-wholesale.example',
    phone: '(555) 010-1100',
    website: 'https://summit-wholesale.example',
    status: 'Active',
    founded: 2004,
    license: 'NMLS-100410',
    loanTypes: ['Fixed-rate', 'FHA', 'VA', 'Conventional'],
    services: ['Conventional Loans', 'FHA Loans', 'VA Loans', 'Refinancing'],
    score: 620,
    rates: [6.875, 6.125, 6.375],
    rating: 4.5,
  },
  {
    name: 'Harborline Credit Union',
    category: 'Credit Union',
    description: 'Member-owned credit union offering portfolio and jumbo products with flexible overlays for self-employed borrowers.',
    email: 'mortgage@harborline.example',
    phone: '(555) 010-1200',
    website: 'https://harborline.example',
    status: 'Active',
    founded: 1962,
    license: 'NMLS-200512',
    loanTypes: ['Jumbo', 'Portfolio', 'Adjustable-rate'],
    services: ['Jumbo Loans', 'Portfolio Loans', 'Bank Statement Loans', 'HELOC'],
    score: 680,
    rates: [6.625, 5.99, 6.125],
    rating: 4,
  },
  {
    name: 'Keystone Jumbo Partners',
    category: 'Jumbo Loan Specialist',
    description: 'Jumbo and super jumbo specialist up to $5M with interest-only options and asset depletion qualifying.',
    email: 'desk@keystone-jumbo.example',
    phone: '(555) 010-1300',
    website: 'https://keystone-jumbo.example',
    status: 'Active',
    founded: 2011,
    license: 'NMLS-300777',
    loanTypes: ['Jumbo', 'Super Jumbo', 'Interest-only'],
    services: ['Jumbo Loans', 'Interest-Only Loans', 'Asset Depletion Loans'],
    score: 700,
    rates: [7.125, 6.5, 6.75],
    rating: 3.5,
  },
  {
    name: 'Prairie Rural Home Loans',
    category: 'FHA/VA Specialist',
    description: 'Government lending specialist for USDA, FHA and VA purchases in rural and suburban markets; paused for new submissions.',
    email: 'hello@prairie-rural.example',
    phone: '(555) 010-1400',
    website: 'https://prairie-rural.example',
    status: 'Inactive',
    founded: 1998,
    license: 'NMLS-400188',
    loanTypes: ['USDA', 'FHA', 'VA'],
    services: ['USDA Loans', 'FHA Loans', 'VA Loans', 'First-Time Homebuyer Programs', 'Down Payment Assistance'],
    score: 580,
    rates: [6.5, 5.875, 6.25],
    rating: 5,
  },
];

async function seedVendors(trx: Transaction<Database>, now: Date): Promise<void> {
  for (const [index, vendor] of VENDORS.entries()) {
    const when = daysAgo(now, 60 - index * 10);
    const { id } = await trx
      .insertInto('vendors')
      .values({
        vendor_name: vendor.name,
        category: vendor.category,
        description: vendor.description,
        contact_email: vendor.email,
        phone_number: vendor.phone,
        website: vendor.website,
        status: vendor.status,
        founded_year: vendor.founded,
        license_number: vendor.license,
        created_date: when,
        modified_date: when,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('vendor_mortgage_info')
      .values({
        vendor_id: id,
        loan_types: JSON.stringify(vendor.loanTypes),
        services: JSON.stringify(vendor.services),
        minimum_credit_score: vendor.score,
        thirty_year_fixed_rate: vendor.rates[0],
        fifteen_year_fixed_rate: vendor.rates[1],
        five_one_arm_rate: vendor.rates[2],
        rating: vendor.rating,
      })
      .execute();
  }
}

async function seedTickets(trx: Transaction<Database>, userIds: Map<string, number>, now: Date): Promise<void> {
  const officer = userIds.get('officer')!;
  const lender = userIds.get('lender')!;
  const admin = userIds.get('admin')!;

  const answered = await trx
    .insertInto('tickets')
    .values({
      ticket_title: 'Appraisal came in low on the Rivera file',
      description: 'The appraisal is $15,000 under contract price. Can we order a desk review before renegotiating?',
      category: 'appraisals',
      subcategory: 'desk-review',
      status: 'In Progress',
      email_address: 'officer@lendhub.demo',
      created_by: officer,
      created_date: daysAgo(now, 6),
      modified_date: daysAgo(now, 5),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ticket_replies')
    .values({
      ticket_id: answered.id,
      title: 'Desk review ordered',
      message: 'We ordered the desk review today; expect the result within 3 business days.',
      reply_from: 'LendHub Support',
      reply_to: 'officer@lendhub.demo',
      author_id: admin,
      created_date: daysAgo(now, 5),
    })
    .execute();
  // The reply's notice, as replyToTicket writes it: still unread in the officer's bell.
  await trx
    .insertInto('notifications')
    .values({
      user_id: officer,
      kind: 'ticket_reply',
      title: 'LendHub Support replied to your ticket',
      body: 'Appraisal came in low on the Rivera file: Desk review ordered',
      link: ticketLink(answered.id),
      created_at: daysAgo(now, 5),
    })
    .execute();

  await trx
    .insertInto('tickets')
    .values([
      {
        ticket_title: 'Cash to close changed after the final CD',
        description: 'Borrower cash to close went up by $420 after the final CD. Which fee moved?',
        category: 'cash-to-close',
        subcategory: 'conventional-appraisal',
        status: 'Open',
        email_address: 'officer@lendhub.demo',
        created_by: officer,
        created_date: daysAgo(now, 2),
        modified_date: daysAgo(now, 2),
      },
      {
        ticket_title: 'Condition list for the DSCR scenario',
        description: 'Please confirm which conditions are still outstanding on the DSCR scenario I posted.',
        category: null,
        subcategory: null,
        status: 'Closed',
        email_address: 'lender@lendhub.demo',
        created_by: lender,
        created_date: daysAgo(now, 12),
        modified_date: daysAgo(now, 9),
      },
    ])
    .execute();

  await trx
    .insertInto('contact_support_tickets')
    .values({
      subject: 'Two-factor codes arrive late',
      category: 'account',
      priority: 'medium',
      description: 'My two-factor codes take several minutes to arrive when I sign in from the office.',
      status: 'Open',
      email_address: 'officer@lendhub.demo',
      created_by: officer,
      created_date: daysAgo(now, 3),
      modified_date: daysAgo(now, 3),
    })
    .execute();
}
