export interface ApiCalendarEvent {
  id: number;
  userId: number;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  type: 'meeting' | 'appointment' | 'task' | 'reminder';
  category: 'Personal' | 'Work' | 'Family' | 'Health';
  priority: 'high' | 'medium' | 'low';
  location: string | null;
  attendees: string[];
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ApiCalendarEventBody {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  type: string | null;
  category: string | null;
  priority: string | null;
  location: string | null;
  attendees: string[];
  description: string | null;
}

/** GET /api/Calendar/Categories (spec §3 "Category: id, name, checked, color"). */
export interface ApiCalendarCategory {
  id: number;
  name: ApiCalendarEvent['category'];
  checked: boolean;
  color: string;
}
