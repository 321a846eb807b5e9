import type { KnowledgeEntry } from '../entry.ts';

const source = 'FAQ';

/** The five entries of the dashboard support FAQ (spec §2 "Dashboard support"). */
export const faqEntries: KnowledgeEntry[] = [
  {
    id: 'faq-support-ticket',
    source,
    title: 'How do I create a support ticket?',
    keywords: ['ticket', 'help', 'issue', 'problem', 'support', 'request', 'appraisal', 'conditions', 'cash to close'],
    answer:
      'Use the support-ticket button that floats on every page (it opens a side panel) or the "Create New Support Ticket" button on the Support page. Give a title, pick a category (Appraisal Direct, Appraisals, Assets, Cash to Close or Conditions) and a subcategory, describe the problem and submit. New tickets start as Open; the support team moves them to In Progress and Closed, and replies appear in the ticket details. Loan Officers and Admins can follow their tickets under Dashboard → Tickets.',
  },
  {
    id: 'faq-password-2fa',
    source,
    title: 'How do I change my password or turn on two-factor authentication?',
    keywords: ['password', 'reset', 'change', 'security', '2fa', 'two-factor', 'authentication', 'login', 'sign in', 'account'],
    answer:
      'Open Dashboard → Profile and choose the Security tab. Enter your current password and a new one of at least 8 characters, then confirm it. The two-factor authentication switch on the same tab takes effect immediately. If you cannot sign in at all, ask an Admin or contact support.',
  },
  {
    id: 'faq-scenarios',
    source,
    title: 'Who can post loan scenarios, and how do I get feedback on one?',
    keywords: ['scenario', 'post', 'feed', 'comment', 'like', 'lender finder', 'share', 'add new scenario'],
    answer:
      'Scenarios live in the Lender Finder. Admins and Account Executives (Lenders) can post with "Add New Scenario" (a title of at least 5 characters and details of at least 20). Everyone signed in can like, comment and share, so a loan officer with a tough file gets answers from lenders in the comments.',
  },
  {
    id: 'faq-contact-support',
    source,
    title: 'What are the support hours and how do I reach support?',
    keywords: ['hours', 'contact', 'phone', 'email', 'reach', 'open', 'live chat', 'support team'],
    answer:
      'Support is available Monday - Friday: 9:00 AM - 5:00 PM. Use the Contact Support form on the dashboard support page (subject, category, priority and description, with optional attachments), or the support-ticket button on any page. The Contact Information card on the same page lists the support email and phone number.',
  },
  {
    id: 'faq-find-lender',
    source,
    title: 'How do I find a lender for a specific loan program?',
    keywords: ['lender', 'find', 'search', 'program', 'wholesale', 'filter', 'overlays', 'niche', 'directory'],
    answer:
      'Open Lenders from the Loan Center menu. Filter by loan program (QM, Non-QM, FHA or VA), type part of a name in the search box, or pick a lender directly. Each lender page lists its QM and Non-QM programs, unique property types and product offer, plus its niche, highlights and overlays, and the account executive to contact.',
  },
];
