// Marketplace events and training videos (spec §2 "Other public screens": all sample data), in one
// typed list. Every session repeats weekly, so the pages always show the next date and a countdown.
import type { WeeklySchedule } from './schedule';

export type EventListing = 'marketplace' | 'vendor-training' | 'lender-training';

export interface PortalEvent {
  /** Used in the address: /event?id=… */
  id: string;
  listing: EventListing;
  /** e.g. 'Session 1'. */
  session: string;
  title: string;
  schedule: WeeklySchedule;
  host: string;
  company: string;
  trainingType: string;
  description: string;
  /** What a participant takes away (the event page lists them). */
  highlights: readonly string[];
  attendees: number;
  /** Training videos: the recording's length. */
  duration?: string;
  /** Two gradient colours for the card's banner (Chakra colour tokens). */
  tone: readonly [string, string];
}

const PT = 'America/Los_Angeles';
const CT = 'America/Chicago';
const ET = 'America/New_York';

export const SAMPLE_EVENTS: readonly PortalEvent[] = [
  {
    id: 'huddle-and-hustle',
    listing: 'marketplace',
    session: 'Session 1',
    title: 'Huddle & Hustle: Pipeline Power Hour',
    schedule: { weekday: 2, start: '10:00', end: '11:00', timeZone: PT },
    host: 'Jordan Ellis',
    company: 'LendHub',
    trainingType: 'Sales Training',
    description:
      'A weekly live working session: bring your pipeline, set the week’s follow-ups together and hear what top producers did to close last month. Three sessions a month earn 50 points.',
    highlights: ['Prioritise your pipeline for the week', 'Scripts for past-client and realtor follow-ups', 'Live Q&A with top producers'],
    attendees: 124,
    tone: ['blue.700', 'blue.500'],
  },
  {
    id: 'non-qm-bank-statements',
    listing: 'marketplace',
    session: 'Session 2',
    title: 'Non-QM Masterclass: Bank Statement Loans',
    schedule: { weekday: 3, start: '12:00', end: '13:00', timeZone: ET },
    host: 'Priya Raman',
    company: 'Change Wholesale',
    trainingType: 'Product Training',
    description:
      'How to qualify self-employed borrowers with 12 or 24 months of bank statements: expense factors, large deposits, and how to structure the file so it sails through underwriting.',
    highlights: ['12- vs 24-month statement programmes', 'Expense factors and business ownership', 'Common conditions and how to avoid them'],
    attendees: 86,
    tone: ['purple.700', 'purple.500'],
  },
  {
    id: 'dscr-investors',
    listing: 'marketplace',
    session: 'Session 3',
    title: 'DSCR Loans for Real Estate Investors',
    schedule: { weekday: 4, start: '11:00', end: '12:00', timeZone: CT },
    host: 'Marcus Lee',
    company: 'REMN Wholesale',
    trainingType: 'Product Training',
    description:
      'Debt-service coverage ratio loans qualify on the property’s rent, not the borrower’s income. Learn the ratios, reserves and rent documentation lenders expect.',
    highlights: ['Calculating DSCR from leases and market rent', 'Reserves, prepayment penalties and LLC vesting', 'Finding investor clients'],
    attendees: 97,
    tone: ['teal.700', 'teal.500'],
  },
  {
    id: 'fha-va-update',
    listing: 'marketplace',
    session: 'Session 4',
    title: 'FHA & VA Guidelines Update',
    schedule: { weekday: 5, start: '13:00', end: '14:00', timeZone: ET },
    host: 'Angela Brooks',
    company: 'Provident Funding',
    trainingType: 'Compliance Training',
    description:
      'What changed this quarter in FHA and VA lending: appraisal rules, residual income, and occupancy — including why government loans need a primary residence.',
    highlights: ['This quarter’s FHA and VA changes', 'Appraisal and minimum property requirements', 'Occupancy and entitlement questions'],
    attendees: 143,
    tone: ['orange.700', 'orange.500'],
  },
  {
    id: 'weekend-warriors',
    listing: 'marketplace',
    session: 'Session 5',
    title: 'Weekend Warriors: Open House Playbook',
    schedule: { weekday: 6, start: '09:00', end: '10:30', timeZone: PT },
    host: 'Sofia Martinez',
    company: 'LendHub',
    trainingType: 'Marketing Training',
    description:
      'Turn weekend open houses into pre-approvals: co-marketing with agents, on-site pre-qualification and follow-up that converts. Three sessions a month earn 50 points.',
    highlights: ['Co-marketing flyers that stay compliant', 'On-site pre-qualification in ten minutes', 'The 48-hour follow-up plan'],
    attendees: 68,
    tone: ['green.700', 'green.500'],
  },
  {
    id: 'trid-loan-estimate',
    listing: 'marketplace',
    session: 'Session 6',
    title: 'Mastering the Loan Estimate (TRID)',
    schedule: { weekday: 1, start: '14:00', end: '15:00', timeZone: PT },
    host: 'David Chen',
    company: 'LendHub',
    trainingType: 'Compliance Training',
    description:
      'The Loan Estimate is due within 3 business days of a complete application and the Closing Disclosure at least 3 business days before closing. Walk through both, line by line, with the 0% and 10% tolerances.',
    highlights: ['The six elements of an application', 'Tolerance buckets and cures', 'Timing rules that trip up closings'],
    attendees: 152,
    tone: ['red.700', 'red.500'],
  },
  {
    id: 'aus-desktop-underwriter',
    listing: 'vendor-training',
    session: 'Video 1',
    title: 'AUS Walkthrough: Running Desktop Underwriter',
    schedule: { weekday: 2, start: '15:00', end: '15:45', timeZone: CT },
    host: 'Kevin Nguyen',
    company: 'AUS Credentials Desk',
    trainingType: 'Vendor Training',
    description: 'Submit a file to the automated underwriting system, read the findings and clear the most common messages.',
    highlights: ['Logging in with the shared AUS credentials', 'Reading findings and conditions', 'Resubmitting after changes'],
    attendees: 212,
    duration: '42 min',
    tone: ['cyan.700', 'cyan.500'],
  },
  {
    id: 'credit-reports-ordering',
    listing: 'vendor-training',
    session: 'Video 2',
    title: 'Ordering and Reissuing Credit Reports',
    schedule: { weekday: 3, start: '10:00', end: '10:30', timeZone: PT },
    host: 'Rachel Adams',
    company: 'Credit Vendor Partners',
    trainingType: 'Vendor Training',
    description: 'Order tri-merge reports, reissue them for another lender and request rapid rescores without paying twice.',
    highlights: ['Tri-merge versus single-bureau reports', 'Reissuing to a new lender', 'Rapid rescore requests'],
    attendees: 187,
    duration: '28 min',
    tone: ['blue.700', 'cyan.600'],
  },
  {
    id: 'usda-va-portals',
    listing: 'vendor-training',
    session: 'Video 3',
    title: 'USDA and VA Portal Access',
    schedule: { weekday: 4, start: '13:00', end: '13:45', timeZone: ET },
    host: 'Tom Whitaker',
    company: 'Government Portals Desk',
    trainingType: 'Vendor Training',
    description: 'Request certificates of eligibility, check USDA property eligibility and track guarantees in the government portals.',
    highlights: ['VA certificate of eligibility', 'USDA property and income eligibility', 'Tracking guarantees'],
    attendees: 134,
    duration: '36 min',
    tone: ['green.700', 'teal.600'],
  },
  {
    id: 'mega-capital-pricing',
    listing: 'lender-training',
    session: 'Video 1',
    title: 'Mega Capital Funding: Pricing Engine Tour',
    schedule: { weekday: 1, start: '11:00', end: '11:45', timeZone: PT },
    host: 'Lauren Kim',
    company: 'Mega Capital Funding',
    trainingType: 'Lender Training',
    description: 'Price a loan, read adjustments and lock it in the lender’s engine, with the jumbo and high-balance options.',
    highlights: ['Reading price adjustments', 'Locks, extensions and relocks', 'Jumbo and high-balance pricing'],
    attendees: 176,
    duration: '45 min',
    tone: ['purple.700', 'blue.600'],
  },
  {
    id: 'rocket-pro-submission',
    listing: 'lender-training',
    session: 'Video 2',
    title: 'Rocket Pro: Submitting Your First File',
    schedule: { weekday: 3, start: '14:00', end: '14:30', timeZone: ET },
    host: 'Brian Foster',
    company: 'Rocket Pro',
    trainingType: 'Lender Training',
    description: 'From registration to clear to close: submission checklist, disclosures and condition uploads.',
    highlights: ['Submission checklist', 'Disclosures and e-sign', 'Uploading conditions'],
    attendees: 203,
    duration: '31 min',
    tone: ['red.700', 'orange.600'],
  },
  {
    id: 'provident-overlays',
    listing: 'lender-training',
    session: 'Video 3',
    title: 'Provident Funding: Conventional Overlays',
    schedule: { weekday: 5, start: '10:00', end: '10:40', timeZone: CT },
    host: 'Megan Ortiz',
    company: 'Provident Funding',
    trainingType: 'Lender Training',
    description: 'Where Provident’s conventional guidelines are stricter than the agencies’ and how to place borderline files.',
    highlights: ['Credit and DTI overlays', 'Condo and property overlays', 'When to pick another lender'],
    attendees: 121,
    duration: '38 min',
    tone: ['teal.700', 'blue.600'],
  },
];

export function eventsOf(listing: EventListing): PortalEvent[] {
  return SAMPLE_EVENTS.filter((event) => event.listing === listing);
}

/** The event an address names; the first marketplace event when it names none or an unknown one. */
export function eventById(id: string | null | undefined): PortalEvent {
  return SAMPLE_EVENTS.find((event) => event.id === id) ?? SAMPLE_EVENTS[0]!;
}
