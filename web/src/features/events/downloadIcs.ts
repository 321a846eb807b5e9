import { icsFile, icsFileName, type IcsEvent } from './icsFile';

/** Saves the event as an .ics file (the browser's download). */
export function downloadIcs(event: IcsEvent): void {
  const blob = new Blob([icsFile(event)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
