export interface HeroSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  gradient: { from: string; to: string };
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'lenders',
    eyebrow: 'Loan Center',
    title: 'Find the right lender for every scenario',
    text: 'Browse QM, Non-QM, FHA and VA programs, overlays and account executive contacts.',
    cta: { label: 'Browse lenders', to: '/lenders' },
    gradient: { from: 'brand.900', to: 'brand.600' },
  },
  {
    id: 'scenarios',
    eyebrow: 'Scenarios',
    title: 'Share a scenario, get answers from lenders',
    text: 'Post tough files to the scenario feed and hear back from account executives.',
    cta: { label: 'Open the feed', to: '/lender-finder' },
    gradient: { from: 'teal.900', to: 'teal.600' },
  },
  {
    id: 'growth',
    eyebrow: 'Growth',
    title: 'Grow your pipeline and earn rewards',
    text: 'Track opportunities, join training events and collect points for every closing.',
    cta: { label: 'Explore growth tools', to: '/growth' },
    gradient: { from: 'purple.900', to: 'purple.600' },
  },
];
