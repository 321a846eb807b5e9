import { Box, chakra, Flex, Input } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { filterOptions, toggleValue, type MultiSelectOption } from './multiSelectFilter';

interface MultiSelectComboboxProps {
  /** Unused by the input: inside a FormField, Chakra's Field gives the input the id its label points at. */
  id?: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** Names the option list and the chips, e.g. 'States'. */
  itemsName: string;
  placeholder?: string;
}

/**
 * A searchable multi-select (ARIA combobox + multi-selectable listbox): typing filters, arrows move,
 * Enter (or Space after an arrow) toggles, Escape closes, Backspace in an empty input removes the
 * last chip. The list opens inline so it is never clipped by a dialog's scrolling body.
 */
export function MultiSelectCombobox({ options, value, onChange, onBlur, itemsName, placeholder }: MultiSelectComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Space types into the search until an arrow key has picked an option ("New York" has a space).
  const [navigating, setNavigating] = useState(false);
  const shown = filterOptions(options, query);
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;
  const optionId = (optionValue: string) => `${listId}-${optionValue}`;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption.value))?.scrollIntoView({ block: 'nearest' });
  });

  // Escape with the list open closes the list, not the dialog around it. A dialog hears Escape on the
  // document in the capture phase (before any React handler), and stands down when the event's default
  // is prevented: so it is prevented here, on the window, which the capture phase reaches first.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeList = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      setOpen(false);
    };
    window.addEventListener('keydown', closeList, true);
    return () => window.removeEventListener('keydown', closeList, true);
  }, [open]);

  const toggle = (optionValue: string) => onChange(toggleValue(value, optionValue));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setNavigating(true);
        if (!open) {
          setOpen(true);
          setActive(0);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (Math.min(current, shown.length - 1) + step + shown.length) % Math.max(shown.length, 1));
        return;
      }
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : shown.length - 1);
        return;
      case 'Enter':
        // Never submits the form from here: Enter chooses.
        event.preventDefault();
        if (!activeOption) {
          setOpen(true);
          return;
        }
        toggle(activeOption.value);
        setQuery('');
        setActive(0);
        return;
      case ' ':
        if (!navigating || !activeOption) return;
        event.preventDefault();
        toggle(activeOption.value);
        return;
      case 'Backspace':
        if (query === '' && value.length > 0) onChange(value.slice(0, -1));
        return;
      default:
    }
  };

  const labelOf = new Map(options.map((option) => [option.value, option.label]));

  return (
    <Box w="full">
      {value.length > 0 && (
        <Flex as="ul" aria-label={`${itemsName} chosen`} wrap="wrap" gap="1.5" mb="2" listStyleType="none">
          {value.map((chosen) => (
            <Flex
              as="li"
              key={chosen}
              align="center"
              gap="1"
              ps="2"
              pe="1"
              py="0.5"
              rounded="full"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              colorPalette="blue"
              fontSize="sm"
              fontWeight="medium"
              title={labelOf.get(chosen)}
            >
              {chosen}
              <chakra.button
                type="button"
                aria-label={`Remove ${chosen}`}
                onClick={() => toggle(chosen)}
                display="inline-flex"
                rounded="full"
                p="0.5"
                cursor="pointer"
                _hover={{ bg: 'colorPalette.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
              >
                <X size={14} aria-hidden />
              </chakra.button>
            </Flex>
          ))}
        </Flex>
      )}
      <Input
        ref={inputRef}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
        autoComplete="off"
        value={query}
        placeholder={placeholder}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
          setNavigating(false);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setNavigating(false);
          onBlur?.();
        }}
      />
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label={itemsName}
        aria-multiselectable="true"
        hidden={!open}
        mt="1"
        maxH="60"
        overflowY="auto"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        bg="bg.panel"
        listStyleType="none"
        py="1"
      >
        {shown.length === 0 && (
          <chakra.li role="presentation" px="3" py="1.5" fontSize="sm" color="fg.muted">
            No matches
          </chakra.li>
        )}
        {shown.map((option) => {
          const selected = value.includes(option.value);
          const isActive = option === activeOption;
          return (
            <chakra.li
              key={option.value}
              id={optionId(option.value)}
              role="option"
              aria-selected={selected}
              // Keeps the focus in the input so the list stays open for the next choice.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => toggle(option.value)}
              display="flex"
              gap="2"
              px="3"
              py="1.5"
              fontSize="sm"
              cursor="pointer"
              bg={isActive ? 'bg.emphasized' : undefined}
              _hover={{ bg: 'bg.muted' }}
            >
              <chakra.span w="4" aria-hidden>
                {selected ? '✓' : ''}
              </chakra.span>
              <chakra.span fontWeight="semibold" w="7">
                {option.value}
              </chakra.span>
              {option.label}
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
