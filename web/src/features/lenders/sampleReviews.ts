/** Spec §2/§3: the reviews block is static sample data, the same for every lender. */
export interface Review {
  id: number;
  name: string;
  rating: number;
  date: string;
  comment: string;
  /** Initials shown in the reviewer's avatar. */
  avatar: string;
}

export const REVIEW_SUMMARY = { rating: 5.0, count: 981 } as const;

export const SAMPLE_REVIEWS: readonly Review[] = [
  {
    id: 1,
    name: 'Jessica Morales',
    rating: 5,
    date: '2025-05-14',
    comment:
      'Turn times were faster than promised and our AE answered every scenario question the same day. Closed a bank-statement loan in 21 days.',
    avatar: 'JM',
  },
  {
    id: 2,
    name: 'Kevin Brooks',
    rating: 5,
    date: '2025-04-28',
    comment: 'Clear overlays, no surprises at underwriting. The condition list came back clean and the closing team was easy to reach.',
    avatar: 'KB',
  },
  {
    id: 3,
    name: 'Angela Wu',
    rating: 5,
    date: '2025-03-19',
    comment: 'Great pricing on DSCR and a portal that actually works. My processors love the status updates.',
    avatar: 'AW',
  },
];
