// Titles and outlines of screens that later releases build (spec §2). Each route shows a
// finished-looking page with the screen's own title until its module replaces the entry.
import type { ComingPageProps } from '../shared/ui/ComingPage';

const HOME = { label: 'Back to Home', to: '/' };
const DASHBOARD = { label: 'Back to Dashboard', to: '/dashboard' };
// Tickets and Profile are where /dashboard sends Loan Officers and Account Executives, so their
// pages (and the shared Support page) lead back to the portal home rather than in a circle.

const quotes: ComingPageProps = {
  title: 'Quotes',
  subtitle: 'QM and Non-QM pricer',
  description: 'The Quotes feature will be available in our next update!',
  highlights: ['Full Doc and No-Income Doc QM pricing', 'Non-QM scenarios: bank statements, DSCR, asset depletion', 'LTV calculator and county loan limits'],
  backTo: HOME,
};

const hrCompliance: ComingPageProps = {
  title: 'HR and Compliance',
  subtitle: 'HR Portal and Admin Payment',
  highlights: ['TRID Best Practices', 'Common Compliance Mistakes', 'Marketing and Sales Compliance'],
  backTo: HOME,
};

export const COMING_PUBLIC_SCREENS: Record<string, ComingPageProps> = {
  vendors: {
    title: 'Lending Partners & Resources',
    subtitle: 'Vendors List',
    highlights: ['AUS credentials and credit vendors', 'Credit improvement partners', 'USDA and VA portal access'],
    backTo: HOME,
  },
  licensing: {
    title: 'Licensing',
    subtitle: 'A 4-step guide to getting licensed',
    highlights: ['Step-by-step licensing guide', 'Downloadable state license PDFs', 'Ask the LendHub assistant any licensing question'],
    backTo: HOME,
  },
  quote: quotes,
  'non-qm': { ...quotes, subtitle: 'Non-QM pricer' },
  support: {
    title: 'Support',
    subtitle: 'Processing companies and support tickets',
    highlights: ['Filter processors by service type and loan type', 'Processing Companies with fees and licensed states', 'Create New Support Ticket'],
    backTo: HOME,
  },
  growth: {
    title: 'Growth',
    subtitle: 'Growth Dashboard, Property Tools and Compliance',
    highlights: ['Pipeline dashboard and calendar', 'Recruiting calculator and brand assets', 'Property Insight Tool'],
    backTo: HOME,
  },
  hr: hrCompliance,
  'hr-compliance': hrCompliance,
  'ai-chatbot': {
    title: 'Mortgage Assistant',
    subtitle: 'Ask LendHub anything about loans, guidelines and licensing',
    highlights: ['Suggested questions to get started', 'Answers from the LendHub knowledge base'],
    backTo: HOME,
  },
  'marketplace-events': {
    title: 'Marketplace Events',
    highlights: ['Upcoming sessions with hosts and companies', 'Countdown to each event', 'Attendee counts'],
    backTo: HOME,
  },
  event: {
    title: 'Event Details',
    highlights: ['Session time, timezone and host', 'Training type and description'],
    backTo: { label: 'Back to Events', to: '/marketplace-events' },
  },
  'training-events': {
    title: 'Training Videos',
    highlights: ['Vendors Training Videos', 'Lenders Training Videos'],
    backTo: HOME,
  },
  notifications: {
    title: 'Notifications',
    highlights: ['Ticket replies and status changes', 'Likes and comments on your posts', 'Points received'],
    backTo: HOME,
  },
};

export const COMING_DASHBOARD_SCREENS: Record<string, ComingPageProps> = {
  vendors: {
    title: 'Mortgage Vendor Information',
    highlights: ['Search vendors, 10 per page', 'Add, edit and delete mortgage vendors', 'Create a support ticket for a vendor'],
    backTo: DASHBOARD,
  },
  tickets: {
    title: 'Tickets',
    highlights: ['Search and filter by status (Open, In Progress, Closed)', 'Create Ticket and Ticket Details', 'Replies and status updates'],
    backTo: HOME,
  },
  chatbot: {
    title: 'AI Chatbot',
    highlights: ['Ask the dashboard assistant about your business'],
    backTo: DASHBOARD,
  },
  customization: {
    title: 'UI Customization',
    highlights: ['Color schemes: default, blue, green, purple, red', 'Font size, dark mode, collapsed sidebar, animations'],
    backTo: DASHBOARD,
  },
  profile: {
    title: 'Profile',
    subtitle: 'Profile Information and Security',
    highlights: ['Edit your profile and social links', 'Change your password', 'Two-factor authentication and avatar'],
    backTo: HOME,
  },
  points: {
    title: 'Points Management',
    highlights: ['Distribute Points', 'Users Points Overview', 'Points History'],
    backTo: DASHBOARD,
  },
  users: {
    title: 'Users',
    subtitle: 'Users and Roles',
    highlights: ['Add, edit and delete users', 'Send invitations', 'Manage roles and their status'],
    backTo: DASHBOARD,
  },
  lenders: {
    title: 'Lender Management',
    highlights: ['Sortable lender table', 'Add New Lender with programs, overlays and channel links', 'Edit and delete lenders'],
    backTo: DASHBOARD,
  },
  blogs: {
    title: 'Blogs',
    highlights: ['Published and draft posts with engagement', 'Add New Blog Post with the rich-text editor', 'Edit and delete posts'],
    backTo: DASHBOARD,
  },
  support: {
    title: 'Support',
    subtitle: 'FAQ, documentation and contact',
    highlights: ['Searchable FAQ', 'Documentation links', 'Contact Support form and contact information'],
    backTo: HOME,
  },
  'loan-pipeline': {
    title: 'Loan Pipeline',
    highlights: ['Search and filter loans by status', 'View details, edit and delete loans', 'Add New Loan'],
    backTo: DASHBOARD,
  },
  'loan-pipeline/:id': {
    title: 'Loan Details',
    highlights: ['Borrower, loan type and amount', 'Status, stage, lender and due date'],
    backTo: { label: 'Back to Loan Pipeline', to: '/dashboard/loan-pipeline' },
  },
};
