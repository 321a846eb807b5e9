import { MultiSelectCombobox } from '../ui/MultiSelectCombobox';
import { STATE_NAMES } from './stateNames';
import { US_STATES } from './userOptions';

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: STATE_NAMES[code] }));

interface StatesSelectProps {
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
}

/** "States Licensed": the shared searchable multi-select over the 56 codes, chosen ones as chips. */
export function StatesSelect(props: StatesSelectProps) {
  return <MultiSelectCombobox {...props} options={STATE_OPTIONS} itemsName="States" placeholder="Type a state or code" />;
}
