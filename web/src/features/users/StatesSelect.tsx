import { chakra } from '@chakra-ui/react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { US_STATES } from './userOptions';

/** States licensed: a native multiple select (Ctrl/Cmd-click, or the phone's own picker). */
export const StatesSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function StatesSelect(props, ref) {
  return (
    <chakra.select ref={ref} multiple size={6} w="full" borderWidth="1px" borderColor="border" rounded="md" px="2" py="1" fontSize="sm" bg="bg" {...props}>
      {US_STATES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </chakra.select>
  );
});
