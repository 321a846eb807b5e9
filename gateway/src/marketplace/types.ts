/** REST shapes of the marketplace domain (api/src/marketplace). */

export interface ApiMarketplaceEvent {
  id: number;
  sessionLabel: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  host: string;
  company: string;
  trainingType: string;
  description: string;
  /** Null unless the caller is registered or an Admin (the API decides). */
  joinUrl: string | null;
  attendeeCount: number;
  registered: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ApiMarketplaceEventBody {
  sessionLabel: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  host: string;
  company: string;
  trainingType: string;
  description: string;
  joinUrl: string | null;
}

export interface ApiTrainingVideo {
  id: number;
  section: 'vendors' | 'lenders';
  title: string;
  videoUrl: string;
  company: string;
  description: string | null;
  createdAt: string;
}

export interface ApiTrainingVideoBody {
  section: 'vendors' | 'lenders';
  title: string;
  videoUrl: string;
  company: string;
  description: string | null;
}
